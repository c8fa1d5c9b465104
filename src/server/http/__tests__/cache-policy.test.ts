import { cacheControlFor, IMMUTABLE, ONE_DAY, REVALIDATE } from '../cache-policy'

describe('cache policy', () => {
  it.each([
    ['/index.html', REVALIDATE],
    ['/pesquisa/index.html', REVALIDATE],
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    // The shell's slices' data (a stripe publish changes it under the same name).
    ['/slice-data/shell-stripe.json', REVALIDATE],
    ['/sw.js', REVALIDATE],
    ['/manifest.webmanifest', REVALIDATE],
    ['/icons/icon-192x192.png', ONE_DAY],
    ['/robots.txt', REVALIDATE],
    ['/sitemap.xml', REVALIDATE],
    ['/sitemap-index.xml', REVALIDATE],
    ['/sitemap-0.xml', REVALIDATE],
    ['/static/abc123/logo.svg', IMMUTABLE],
    ['/app-4f1c2b3a4d5e6f708192.js', IMMUTABLE],
    ['/styles.7c1f0e2d.css', IMMUTABLE],
    ['/images/products/1-1.svg', ONE_DAY],
    ['/favicon.svg', ONE_DAY],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected)
  })
})
