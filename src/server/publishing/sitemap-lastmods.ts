/**
 * A sitemap file with some pages' lastmod moved (the catalogue publish without
 * a build, decision record 0042), as gatsby-plugin-sitemap writes entries:
 * `<url><loc>{site}{path}</loc><lastmod>{ISO date}</lastmod></url>`. Pages are
 * named by gatsby-node's key (the path without its trailing slash, but `/`).
 */
const ENTRY = /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g

/** Whether a site path is one of the sitemap's files (not its index or the index's alias). */
export const isSitemapFile = (sitePath: string): boolean => /^sitemap-\d+\.xml$/.test(sitePath)

const keyOf = (loc: string): string | null => {
  try {
    const pathname = decodeURI(new URL(loc.replace(/&amp;/g, '&')).pathname)
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  } catch {
    return null
  }
}

/** The sitemap with the lastmods of the pages named, and how many it changed (0: the same text). */
export function sitemapWithLastmods(xml: string, lastmods: Readonly<Record<string, string>>): { xml: string; changed: number } {
  let changed = 0
  const next = xml.replace(ENTRY, (entry, loc: string, lastmod: string) => {
    const key = keyOf(loc)
    const moved = key === null ? undefined : lastmods[key]
    if (moved === undefined || moved === lastmod) return entry
    changed += 1
    return `<url><loc>${loc}</loc><lastmod>${moved}</lastmod>`
  })
  return { xml: next, changed }
}
