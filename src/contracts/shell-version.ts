/**
 * How a page knows the shell content (stripe, menu, footer…) it was built
 * with, and how a new shell reloads the tabs opened before it without
 * rebuilding the JavaScript bundle (decision record 0018):
 * - the shell node carries the version next to its data, and the shell's
 *   static query (on every page) renders it as an attribute of the shell's
 *   root element: a new version is a new static query result, which Gatsby
 *   tracks, so it re-renders the HTML of every page and no other build does;
 * - the build stamps Gatsby's compilation hash in app-data.json with it;
 * - the browser adds the page's version to the compilation hash of its
 *   scripts on entry, so Gatsby's build-hash check (a reload on the next
 *   navigation) fires for a new shell as it does for a new bundle.
 */

/** The attribute of the shell's root element that holds the version: `<div data-shell-content-version="…">`. */
export const SHELL_VERSION_ATTRIBUTE = 'data-shell-content-version'

/** The attribute as JSX props (none without a version). */
export function shellVersionAttributes(version: string | null | undefined): Record<string, string> {
  return version ? { [SHELL_VERSION_ATTRIBUTE]: version } : {}
}

/** Separates the webpack hash from the shell version in a stamped compilation hash. */
const SEPARATOR = '.'

/** Gatsby's compilation hash of the scripts, stamped with the shell content's version. */
export function stampedCompilationHash(webpackHash: string, shellVersion: string): string {
  return `${webpackHash}${SEPARATOR}${shellVersion}`
}
