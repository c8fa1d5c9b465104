import { isBuildHashMismatch } from './policy'

declare global {
  interface Window {
    /** Set by Gatsby: the compilation hash of the running bundle. */
    ___webpackCompilationHash?: string
    /** The version of the shell content (stripe, menu, footer…) the running bundle was built with. */
    ___shellContentVersion?: string | null
  }
}

/**
 * The shell content's version, inlined by the build (src/build/versions.ts).
 * Being part of the bundle, it changes the compilation hash whenever the
 * shell content changes: a tab opened before a publish then reloads on its
 * next navigation (Gatsby's build-hash check) and shows the new stripe and
 * menu instead of the static query result it loaded once.
 */
export const SHELL_CONTENT_VERSION: string | null = process.env.GATSBY_SHELL_CONTENT_VERSION ?? null

/** The compilation hash named by /page-data/app-data.json (null when unreadable). */
export async function fetchLatestBuildHash(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<string | null> {
  try {
    const response = await fetchImpl('/page-data/app-data.json', { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { webpackCompilationHash?: unknown }
    return typeof body.webpackCompilationHash === 'string' ? body.webpackCompilationHash : null
  } catch {
    return null
  }
}

/**
 * Reloads the page when the deployed build differs from the running one
 * (e.g. from gatsby-browser onRouteUpdate or onServiceWorkerUpdateReady).
 * Resolves to whether a reload was started.
 */
export async function reloadOnBuildHashMismatch(
  win: Pick<Window, '___webpackCompilationHash' | 'location'> = window,
  fetchImpl?: typeof fetch,
): Promise<boolean> {
  const latest = await fetchLatestBuildHash(fetchImpl)
  if (!isBuildHashMismatch(win.___webpackCompilationHash, latest)) return false
  win.location.reload()
  return true
}
