/**
 * Stands in, in the production browser bundle, for gatsby-plugin-manifest's get-manifest-pathname
 * (browser-stand-ins.ts): without localized manifests the one manifest is every page's.
 */
export const DEFAULT_MANIFEST_FILE = 'manifest.webmanifest'

export default function manifestPathname(): string {
  return DEFAULT_MANIFEST_FILE
}
