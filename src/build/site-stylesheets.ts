import fs from 'node:fs'
import path from 'node:path'

/**
 * The global the HTML renderer is compiled with: the stylesheets the browser
 * bundle of the same build made (`/styles.{hash}.css`), read from Gatsby's
 * `public/webpack.stats.json`, which that bundle writes before the renderer is
 * compiled. Gatsby 5 renders a page's HTML again only when its data or the
 * renderer changed; a change to styles alone changes neither, so every page
 * kept linking the previous stylesheet. With the names compiled in (and read
 * by src/app/stylesheet-links.tsx), a new stylesheet is a new renderer, and
 * every page is rendered again.
 */
export const SITE_STYLESHEETS_GLOBAL = '__SITE_STYLESHEETS__'

interface WebpackStats {
  assetsByChunkName?: Record<string, string[] | string>
}

/** The CSS files of a build's stats, as the pages link them (`/name.css`), sorted and once each. */
export function stylesheetsOfStats(stats: WebpackStats): string[] {
  const files = Object.values(stats.assetsByChunkName ?? {}).flatMap((assets) => (Array.isArray(assets) ? assets : [assets]))
  return [...new Set(files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`))].sort()
}

/** The stylesheets of the browser bundle just built in `publicDir`; an error when its stats are missing or unreadable. */
export function readSiteStylesheets(publicDir: string): string[] {
  const statsFile = path.join(publicDir, 'webpack.stats.json')
  let stats: WebpackStats
  try {
    stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as WebpackStats
  } catch (error) {
    throw new Error(`The browser bundle's stats (${statsFile}) could not be read before the HTML renderer was compiled: ${(error as Error).message}`)
  }
  return stylesheetsOfStats(stats)
}
