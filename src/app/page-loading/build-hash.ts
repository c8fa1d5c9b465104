import { SHELL_VERSION_ATTRIBUTE, stampedCompilationHash } from '../../contracts/shell-version'

declare global {
  interface Window {
    /** The version of the shell content (stripe, menu, footer…) the page was built with. */
    ___shellContentVersion?: string | null
    /** Set by Gatsby's scripts (the compilation hash of the bundle), before the app's entry. */
    ___webpackCompilationHash?: string
  }
}

/**
 * On entry: reads the shell version from the page's shell element (its
 * static HTML, before hydration) and stamps the scripts' compilation hash
 * with it, as the build stamped app-data.json (src/contracts/shell-version.ts).
 * A tab opened before a publish that changed the stripe or the menu then
 * reloads on its next navigation (Gatsby's build-hash check) instead of
 * keeping the shell it loaded once. A page without the version (built
 * before it existed) keeps the bare hash, which no longer matches the
 * stamped one: it reloads too.
 */
export function adoptShellVersion(win: Window, doc: Document): string | null {
  const version = doc.querySelector(`[${SHELL_VERSION_ATTRIBUTE}]`)?.getAttribute(SHELL_VERSION_ATTRIBUTE) || null
  win.___shellContentVersion = version
  if (version && win.___webpackCompilationHash) win.___webpackCompilationHash = stampedCompilationHash(win.___webpackCompilationHash, version)
  return version
}
