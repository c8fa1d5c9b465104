/**
 * How a page knows the shell content (stripe, menu, footer…) it was built
 * with, and how a new shell reloads the tabs opened before it without
 * rebuilding the JavaScript bundle (decision record 0018):
 * - every page's HTML carries the version on the shell's root element
 *   (from the shell's static query, so it changes with what it versions);
 * - the build stamps Gatsby's compilation hash in app-data.json with it;
 * - the browser adds the page's version to the compilation hash of its
 *   scripts on entry, so Gatsby's build-hash check (a reload on the next
 *   navigation) fires for a new shell as it does for a new bundle.
 */

/** The attribute of the shell's root element that holds the version (`data-shell-version="…"`). */
export const SHELL_VERSION_ATTRIBUTE = 'data-shell-version'

/** Separates the webpack hash from the shell version in a stamped compilation hash. */
const SEPARATOR = '.'

/** Gatsby's compilation hash of the scripts, stamped with the shell content's version. */
export function stampedCompilationHash(webpackHash: string, shellVersion: string): string {
  return `${webpackHash}${SEPARATOR}${shellVersion}`
}
