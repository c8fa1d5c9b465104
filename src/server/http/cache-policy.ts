/**
 * Cache-Control per file, following Gatsby's caching guidance:
 * HTML, page-data, slice-data (the shell's slices: decision record 0036) and
 * app-data are revalidated on every request; files under
 * /static/ and the hashed JS/CSS bundles never change and are immutable for a
 * year; the service worker (/sw.js: it must never be kept, or a deploy would
 * not reach browsers), the web app manifest, robots.txt and the sitemaps
 * (rewritten by every publish) are always revalidated; other assets get a day.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const ONE_DAY = 'public, max-age=86400'

export function cacheControlFor(urlPath: string): string {
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return REVALIDATE
  if (urlPath.startsWith('/page-data/') || urlPath.startsWith('/slice-data/')) return REVALIDATE
  if (urlPath === '/sw.js' || urlPath === '/manifest.webmanifest' || urlPath === '/robots.txt' || /^\/sitemap[^/]*\.xml$/.test(urlPath)) return REVALIDATE
  if (urlPath.startsWith('/static/')) return IMMUTABLE
  if (/^\/[^/]+\.(js|css)$/.test(urlPath)) return IMMUTABLE
  return ONE_DAY
}
