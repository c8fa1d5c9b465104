import { readVtexConfig } from '../../vtex/config'
import { startFakeVtexPlatform, type FakeVtexPlatform } from '../../test-support/fake-vtex-platform'
import { CATALOGUE_PAGE_SIZE, VtexCatalogueSource } from '../vtex'
import { catalogueSourceFor } from '..'
import { EmbeddedCatalogueSource } from '../embedded'

describe("VtexCatalogueSource against a fake account made from VTEX's documents", () => {
  let upstream: FakeVtexPlatform

  beforeAll(async () => {
    upstream = await startFakeVtexPlatform({ productCount: 120 })
  })
  afterAll(() => upstream.close())

  const vtex = () => readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_BASE_URL: upstream.baseUrl })

  it('reads every page of product_search in the store’s trade policy, with unavailable items, into the catalogue model', async () => {
    upstream.calls.length = 0
    const catalogue = await new VtexCatalogueSource(vtex()).load()
    // A product the platform lists without any SKU has nothing to sell or show.
    const withSkus = upstream.catalogue.filter((product) => product.skuIds.length > 0)
    expect(withSkus.length).toBeLessThan(120)
    expect(catalogue.products.map((p) => p.id)).toEqual(withSkus.map((p) => p.productId))
    expect(catalogue.products.map((p) => p.linkText)).toEqual(withSkus.map((p) => p.linkText))
    const pages = upstream.calls.filter((call) => call.url.includes('/product_search/'))
    expect(pages).toHaveLength(Math.ceil(120 / CATALOGUE_PAGE_SIZE))
    for (const { url } of pages) {
      expect(url).toContain('/product_search/trade-policy/3?')
      expect(url).toContain('hideUnavailableItems=false')
      expect(url).toContain(`count=${CATALOGUE_PAGE_SIZE}`)
    }
    // Every call was one the document allows, every answer one it describes.
    expect(upstream.refused).toEqual([])
    expect(upstream.answerFaults).toEqual([])
  })

  it('fails clearly when the platform does not answer well', async () => {
    const broken = readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_BASE_URL: `${upstream.baseUrl.replace(/:\d+$/, ':1')}` })
    await expect(new VtexCatalogueSource(broken).load()).rejects.toThrow()
    const fetchFn = async () => new Response('{"oops":true}', { status: 200, headers: { 'content-type': 'application/json' } })
    await expect(new VtexCatalogueSource(vtex(), fetchFn).load()).rejects.toThrow(/has no products list/)
    const failing = async () => new Response('', { status: 503 })
    await expect(new VtexCatalogueSource(vtex(), failing).load()).rejects.toThrow(/answered 503/)
  })

  it('is the source of a store on COMMERCE_BACKEND=vtex; the embedded database otherwise', () => {
    expect(catalogueSourceFor({ COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'loja' })).toBeInstanceOf(VtexCatalogueSource)
    expect(catalogueSourceFor({})).toBeInstanceOf(EmbeddedCatalogueSource)
  })
})
