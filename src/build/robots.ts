import { isProductionSiteUrl } from '../config/routing'

/**
 * robots.txt, written with every build: the production store disallows the
 * checkout, the account, the API and search results, and names the sitemap
 * index on SITE_URL; any other SITE_URL (local, staging) disallows everything.
 */
export const ROBOTS_DISALLOWED_PATHS = ['/checkout', '/account', '/api/', '/pesquisa', '/login', '/publicacao'] as const

export function robotsTxt(siteUrl: string, sitemapPath: string): string {
  if (!isProductionSiteUrl(siteUrl)) {
    return ['# Not the production store (SITE_URL is not a public https address): nothing may be indexed.', 'User-agent: *', 'Disallow: /', ''].join('\n')
  }
  const origin = siteUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${sitemapPath}`,
    '',
  ].join('\n')
}
