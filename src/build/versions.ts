/**
 * Versions of what a build read, as digests: the CMS content, the shell
 * content every page shows (stripe, menu, footer…) and the catalogue. They
 * name a build in the publishing status; the shell version also goes into
 * every page and the compilation hash (src/contracts/shell-version.ts), so an
 * open tab reloads on its next navigation after the shell changed.
 */
export type Digest = (value: string | object) => string

/** Length of the digests shown (enough to tell versions apart). */
export const VERSION_LENGTH = 12

export const shortVersion = (digest: string): string => digest.slice(0, VERSION_LENGTH)

/** The catalogue's version from the digests of its product nodes, in catalogue order. */
export function catalogueVersionOf(productDigests: readonly string[], digest: Digest): string {
  return shortVersion(digest(productDigests))
}
