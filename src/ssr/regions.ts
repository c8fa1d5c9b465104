import path from 'node:path'

/**
 * Regions the production server renders per request with the build's own
 * components: Gatsby's HTML renderer compiles each entry (name → source)
 * next to its render-page.js, where the server loads it.
 */
export const SERVER_REGION_ENTRIES = {
  'search-region': 'src/ssr/search-region.tsx',
} as const

export type ServerRegion = keyof typeof SERVER_REGION_ENTRIES

/** Where Gatsby's HTML renderer writes its entries, under the cache directory. */
const RENDERER_OUTPUT_DIR = path.join('page-ssr', 'routes')

/** The compiled module of a region in a build's cache directory. */
export function serverRegionModulePath(cacheDir: string, region: ServerRegion): string {
  return path.join(cacheDir, RENDERER_OUTPUT_DIR, `${region}.js`)
}
