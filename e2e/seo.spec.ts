import fs from 'node:fs'
import path from 'node:path'
import { robotsTxt } from '../src/build/robots'
import { SITEMAP_INDEX_PATH } from '../src/build/sitemap'
import { expect, test } from './support/fixtures'

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
const lastmods = (xml: string): string[] => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])

/** Product pages the build wrote (public/{slug}/p and public/{slug}/kit). */
function builtProductPaths(): string[] {
  const publicDir = path.resolve(__dirname, '..', 'public')
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => ['p', 'kit'].filter((leaf) => fs.existsSync(path.join(publicDir, entry.name, leaf, 'index.html'))).map((leaf) => `/${entry.name}/${leaf}`))
}

test.describe('search engines', () => {
  test.skip(({ isMobile }) => isMobile, 'files for crawlers: the same for every viewport')

  test('the sitemap index lists every product page of the build and only pages that answer 200 at their canonical address', async ({ request }) => {
    test.setTimeout(120_000)
    const index = await request.get('/sitemap.xml')
    expect(index.status()).toBe(200)
    expect(index.headers()['content-type']).toContain('xml')
    const indexXml = await index.text()
    expect(indexXml).toContain('<sitemapindex')
    expect(indexXml).toBe(await (await request.get(SITEMAP_INDEX_PATH)).text())

    const urls: string[] = []
    for (const sitemap of locs(indexXml)) {
      const xml = await (await request.get(new URL(sitemap).pathname)).text()
      urls.push(...locs(xml))
      expect(lastmods(xml).length).toBe(locs(xml).length)
      for (const date of lastmods(xml)) expect(Number.isNaN(Date.parse(date))).toBe(false)
    }
    const paths = urls.map((url) => new URL(url).pathname)
    expect(new Set(paths).size).toBe(paths.length)
    const products = builtProductPaths()
    expect(products.length).toBeGreaterThan(100)
    expect(paths.filter((p) => p.endsWith('/p') || p.endsWith('/kit')).sort()).toEqual(products.sort())
    for (const section of ['/checkout', '/account', '/pesquisa', '/404', '/500']) {
      expect(paths.filter((p) => p === section || p.startsWith(`${section}/`)), section).toEqual([])
    }

    const wrong: string[] = []
    const check = async (url: string) => {
      const response = await request.get(new URL(url).pathname, { maxRedirects: 0 })
      if (response.status() !== 200) return void wrong.push(`${url}: ${response.status()}`)
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]
      if (canonical !== url) wrong.push(`${url}: canonical ${canonical ?? 'missing'}`)
    }
    for (let at = 0; at < urls.length; at += 8) await Promise.all(urls.slice(at, at + 8).map(check))
    expect(wrong).toEqual([])
  })

  test('robots.txt is written for the build’s SITE_URL and names its sitemap', async ({ request }) => {
    const indexXml = await (await request.get(SITEMAP_INDEX_PATH)).text()
    const siteUrl = new URL(locs(indexXml)[0]).origin
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(robots.headers()['content-type']).toContain('text/plain')
    expect(await robots.text()).toBe(robotsTxt(siteUrl, SITEMAP_INDEX_PATH))
    // The production form (a public https SITE_URL) keeps crawlers out of the checkout: see src/build/__tests__.
    expect(robotsTxt('https://www.arenaesportes.com.br', SITEMAP_INDEX_PATH)).toContain('Disallow: /checkout\n')
  })

  test('/favicon.ico is an icon (browsers and crawlers ask for it whatever the pages link)', async ({ request }) => {
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('image/x-icon')
    const bytes = await icon.body()
    // An ICO with one image, itself a PNG.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    expect(bytes.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
  })
})
