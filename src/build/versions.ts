/**
 * Versions of what a build read, as digests: the CMS content, the shell
 * content every page shows (stripe, menu, footer…) and the catalogue. They
 * name a build in the publishing status; the shell version is also baked
 * into the browser bundle (GATSBY_SHELL_CONTENT_VERSION), so when the shell
 * changes the bundle's compilation hash changes and an open tab reloads on
 * its next navigation (Gatsby's build-hash check) instead of keeping the
 * shell it loaded once.
 */
export type Digest = (value: string | object) => string

/** Length of the digests shown (enough to tell versions apart). */
export const VERSION_LENGTH = 12

export const shortVersion = (digest: string): string => digest.slice(0, VERSION_LENGTH)

/** The environment variable the shell version reaches the bundle by (Gatsby inlines GATSBY_* variables). */
export const SHELL_VERSION_ENV = 'GATSBY_SHELL_CONTENT_VERSION'

/** The catalogue's version from the digests of its product nodes, in catalogue order. */
export function catalogueVersionOf(productDigests: readonly string[], digest: Digest): string {
  return shortVersion(digest(productDigests))
}
