/**
 * The sitemap of a national catalogue: 100,000 product pages, the listings and
 * the pages that must stay out, through gatsby-plugin-sitemap's own
 * onPostBuild with the store's options (the files a build writes), split into
 * files of SITEMAP_ENTRY_LIMIT addresses under one index.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SITEMAP_ENTRY_LIMIT, SITEMAP_LASTMOD_FILE, sitemapPluginOptions, type SitemapPage } from '../sitemap'

// The plugin's build hook, as Gatsby calls it (the package has no types for it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sitemapPlugin = require('gatsby-plugin-sitemap/gatsby-node') as {
  onPostBuild: (api: object, options: object) => Promise<void>
}

const SITE_URL = 'https://www.arenaesportes.com.br'
const PRODUCTS = 100_000
const LISTINGS = 240
const LASTMOD = '2026-11-20T10:00:00.000Z'

const productPath = (index: number) => `/produto-${String(index).padStart(6, '0')}/p`
const listingPath = (index: number) => `/esportes/modalidade-${index}`

function catalogueOfPages(): SitemapPage[] {
  const pages: SitemapPage[] = [{ path: '/' }, { path: '/sobre' }]
  for (let index = 0; index < PRODUCTS; index++) pages.push({ path: productPath(index), pageContext: { productId: String(index) } })
  for (let index = 0; index < LISTINGS; index++) pages.push({ path: listingPath(index) })
  // Never listed: client-only, personal, transactional, search, error, noindex.
  pages.push(
    { path: '/account', matchPath: '/account/*' },
    { path: '/checkout/cart' },
    { path: '/pesquisa' },
    { path: '/404.html' },
    { path: '/member/authorize', pageContext: { page: { noindex: true } } },
  )
  return pages
}

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('the sitemap at 100,000 products', () => {
  let workDir: string
  let previousCwd: string

  beforeAll(async () => {
    previousCwd = process.cwd()
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-scale-'))
    const cacheDir = path.join(workDir, '.cache')
    fs.mkdirSync(path.join(workDir, 'public'), { recursive: true })
    fs.mkdirSync(cacheDir, { recursive: true })
    fs.writeFileSync(path.join(cacheDir, SITEMAP_LASTMOD_FILE), JSON.stringify({ [productPath(7)]: LASTMOD }))
    fs.writeFileSync(path.join(cacheDir, 'redirects.json'), JSON.stringify([{ fromPath: listingPath(0) }]))
    const pages = catalogueOfPages()
    const reporter = {
      verbose: () => undefined,
      panic: (message: string, error?: unknown) => {
        throw error instanceof Error ? error : new Error(message)
      },
    }
    // The plugin writes under ./public, as Gatsby runs it from the site's folder.
    process.chdir(workDir)
    await sitemapPlugin.onPostBuild(
      {
        graphql: async () => ({ data: { site: { siteMetadata: { siteUrl: `${SITE_URL}/` } }, allSitePage: { nodes: pages } } }),
        reporter,
        basePath: '',
        pathPrefix: '',
      },
      { ...sitemapPluginOptions({ cacheDir, trailingSlash: 'never' }), excludes: [] },
    )
  }, 60_000)

  afterAll(() => {
    process.chdir(previousCwd)
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  const read = (name: string) => fs.readFileSync(path.join(workDir, 'public', name), 'utf8')

  it(`splits the addresses into files of at most ${SITEMAP_ENTRY_LIMIT.toLocaleString('en')} under one index, each listed once`, () => {
    const files = locsOf(read('sitemap-index.xml'))
    const expectedFiles = Math.ceil((PRODUCTS + LISTINGS - 1 + 2) / SITEMAP_ENTRY_LIMIT)
    expect(files).toEqual(Array.from({ length: expectedFiles }, (_, index) => `${SITE_URL}/sitemap-${index}.xml`))
    const counts = files.map((file) => locsOf(read(path.basename(file))).length)
    for (const count of counts) expect(count).toBeLessThanOrEqual(SITEMAP_ENTRY_LIMIT)
    expect(counts.slice(0, -1).every((count) => count === SITEMAP_ENTRY_LIMIT)).toBe(true)
  })

  it('lists every indexable page exactly once, and nothing else', () => {
    const files = locsOf(read('sitemap-index.xml')).map((file) => path.basename(file))
    const listed = files.flatMap((file) => locsOf(read(file)))
    const unique = new Set(listed)
    expect(unique.size).toBe(listed.length)
    expect(listed.length).toBe(PRODUCTS + LISTINGS - 1 + 2)
    expect(unique.has(`${SITE_URL}${productPath(0)}`)).toBe(true)
    expect(unique.has(`${SITE_URL}${productPath(PRODUCTS - 1)}`)).toBe(true)
    expect(unique.has(`${SITE_URL}${listingPath(0)}`)).toBe(false)
    for (const left of ['/account', '/checkout/cart', '/pesquisa', '/404.html', '/member/authorize']) expect(unique.has(`${SITE_URL}${left}`)).toBe(false)
  })

  it('carries the date a page last changed', () => {
    const files = locsOf(read('sitemap-index.xml')).map((file) => path.basename(file))
    const withDate = files.map(read).find((xml) => xml.includes(productPath(7)))
    expect(withDate).toMatch(new RegExp(`<loc>${SITE_URL}${productPath(7)}</loc><lastmod>${LASTMOD}</lastmod>`))
  })
})
