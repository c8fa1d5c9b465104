/**
 * How a page knows the shell content (stripe, menu, footer…) it was built
 * with, and how a new shell reloads the tabs opened before it without
 * rebuilding the JavaScript bundle (decision record 0018):
 * - every page's HTML carries the version in a meta element (gatsby-ssr);
 * - the build stamps Gatsby's compilation hash in app-data.json with it;
 * - the browser adds the page's version to the compilation hash of its
 *   scripts on entry, so Gatsby's build-hash check (a reload on the next
 *   navigation) fires for a new shell as it does for a new bundle.
 */

/** `<meta name="shell-content-version" content="…">` in every page's head. */
export const SHELL_VERSION_META_NAME = 'shell-content-version'

/** The build writes the version here, in Gatsby's cache folder; the HTML renderer reads it. */
export const SHELL_VERSION_FILE = 'shell-content-version.txt'

/** Separates the webpack hash from the shell version in a stamped compilation hash. */
const SEPARATOR = '.'

/** Gatsby's compilation hash of the scripts, stamped with the shell content's version. */
export function stampedCompilationHash(webpackHash: string, shellVersion: string): string {
  return `${webpackHash}${SEPARATOR}${shellVersion}`
}
