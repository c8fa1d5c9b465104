import fs from 'node:fs'
import zlib from 'node:zlib'
import { SEARCH_RESULTS_SLOT, SEARCH_RESULTS_SLOT_ATTRIBUTE } from '../../contracts/server-regions'
import { spliceSearchRegion } from '../http/search-page'
import { API_LEVELS, DOCUMENT_LEVELS } from '../http/static-files'
import {
  renderedProductNames,
  searchRegionRenders,
  SEARCH_PAGE_FOOTER as FOOTER,
  STATIC_SEARCH_PAGE as STATIC_PAGE,
  writeSearchPageBuild,
} from '../test-support/search-page-fixture'
import { brotliTextAt } from '../test-support/compression'
import { getRaw, startTestServer, type TestServer } from '../test-support/server'

const SLOT = `${SEARCH_RESULTS_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_SLOT}"`

describe('spliceSearchRegion', () => {
  const region = { html: '<div class="listing"><p>24 produtos</p></div>', seedScript: '<script type="application/json" id="search-seed">{}</script>' }

  it('replaces the whole placeholder in the slot (nested divs included) and leaves the rest as it was', () => {
    const page = spliceSearchRegion(STATIC_PAGE, region)
    expect(page).toBe(
      `<!doctype html><html lang="pt-BR"><head><title>Pesquisa</title></head><body><div id="___gatsby"><header><div>menu</div></header><main><div ${SLOT}>${region.html}</div>${FOOTER}</main></div><script src="/app.js"></script>${region.seedScript}</body></html>`,
    )
  })

  it('gives null for a page without the slot or with an unclosed slot', () => {
    expect(spliceSearchRegion('<html><body><div>x</div></body></html>', region)).toBeNull()
    expect(spliceSearchRegion(`<html><body><div ${SLOT}><div></body></html>`, region)).toBeNull()
  })
})

describe('the results page rendered by the server', () => {
  let server: TestServer
  let root: string

  beforeAll(async () => {
    const build = writeSearchPageBuild()
    root = build.root
    server = await startTestServer({ serveSite: true, catalogSize: 200, env: build.env })
  })

  afterAll(async () => {
    await server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('puts the first results of q into the page, with their seed, uncached', async () => {
    const response = await fetch(`${server.baseUrl}/pesquisa?q=bola`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('etag')).toBeNull()
    const html = await response.text()
    const names = renderedProductNames(html)
    expect(names).toHaveLength(3)
    for (const name of names) expect(name.toLowerCase()).toContain('bola')
    expect(html).not.toContain('aria-busy')
    expect(html).toMatch(/<script type="application\/json" id="search-seed">\{"total":\d+\}<\/script><\/body>/)
    expect(html).toContain(FOOTER)
  })

  it('compresses the rendered page for clients that accept it, as hard as the build\'s pages (not at the API\'s level)', async () => {
    const address = `${server.baseUrl}/pesquisa?q=bola`
    const raw = await getRaw(address, { 'accept-encoding': 'br' })
    expect(raw.encoding).toBe('br')
    const plain = zlib.brotliDecompressSync(raw.body)
    expect(plain.toString()).toContain('id="search-seed"')
    expect(raw.body).toEqual(brotliTextAt(plain, DOCUMENT_LEVELS.brotliQuality))
    expect(raw.body).not.toEqual(brotliTextAt(plain, API_LEVELS.brotliQuality))
    const gzip = await getRaw(address, { 'accept-encoding': 'gzip' })
    expect(gzip.encoding).toBe('gzip')
    expect(gzip.body).toEqual(zlib.gzipSync(plain, { level: DOCUMENT_LEVELS.gzipLevel }))
  })

  it('renders a page once, and anew as soon as stock changes what it shows', async () => {
    const address = `${server.baseUrl}/pesquisa?q=bola&disponiveis=1`
    const renders = searchRegionRenders()
    const first = await fetch(address)
    const html = await first.text()
    const brotli = await getRaw(address, { 'accept-encoding': 'br' })
    const again = await fetch(address)
    expect(await again.text()).toBe(html)
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(again.headers.get('cache-control')).toBe('private, no-cache')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(html)
    expect(searchRegionRenders()).toBe(renders + 1)

    // The first product shown sells out: the next page is rendered again, without it.
    const [shown] = renderedProductNames(html)
    const search = server.composition.services.search!.current
    const docs = Array.from({ length: search.index.size }, (_, doc) => doc).filter((doc) => search.index.product(doc).name === shown)
    expect(docs).toHaveLength(1)
    const product = search.index.product(docs[0])
    const changes = product.skus.flatMap((sku) => sku.offers.map((offer) => ({ skuId: sku.id, sellerId: offer.sellerId, stock: 0 })))
    expect(search.applyStockChanges(changes)).toBe(1)
    const after = await (await fetch(address)).text()
    expect(searchRegionRenders()).toBe(renders + 2)
    expect(renderedProductNames(after)).not.toContain(shown)
    expect(zlib.brotliDecompressSync((await getRaw(address, { 'accept-encoding': 'br' })).body).toString()).toBe(after)
  })

  it('sends the static page when the address asks for nothing or the results cannot be had', async () => {
    for (const address of ['/pesquisa', '/pesquisa?sort=price_asc', '/pesquisa?q=falha']) {
      const response = await fetch(`${server.baseUrl}${address}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(STATIC_PAGE)
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })
})
