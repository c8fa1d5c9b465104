import { readVtexConfig } from '../../vtex/config'
import { isSchemaErrors } from '../../test-support/is-openapi'
import { platformOnlyProducts, startFakeIntelligentSearch, type FakeIntelligentSearch } from '../../test-support/fake-intelligent-search'
import { CATALOGUE_PAGE_SIZE, VtexCatalogueSource } from '../vtex'
import { catalogueSourceFor } from '..'
import { EmbeddedCatalogueSource } from '../embedded'
import { testCatalogue } from '../../../test-support/catalogue'

describe('VtexCatalogueSource against a fake Intelligent Search', () => {
  let upstream: FakeIntelligentSearch
  const products = platformOnlyProducts(testCatalogue({ size: 300 }), 120)

  beforeAll(async () => {
    upstream = await startFakeIntelligentSearch(products)
  })
  afterAll(() => upstream.close())

  const vtex = () => readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_BASE_URL: upstream.baseUrl })

  it('answers in the shapes of the published contract', async () => {
    const body = await (await fetch(`${upstream.baseUrl}/api/io/_v/api/intelligent-search/product_search/?page=1&count=5`)).json()
    expect(isSchemaErrors('ProductSearch', body)).toEqual([])
  })

  it('reads every page of product_search, with unavailable items, into the catalogue model', async () => {
    upstream.requests.length = 0
    const catalogue = await new VtexCatalogueSource(vtex()).load()
    expect(catalogue.products.map((p) => p.id)).toEqual(products.map((p) => p.productId))
    expect(catalogue.products[0].name).toMatch(/Plataforma$/)
    const pages = upstream.requests.filter((url) => url.includes('/product_search/'))
    expect(pages).toHaveLength(Math.ceil(products.length / CATALOGUE_PAGE_SIZE))
    for (const url of pages) {
      expect(url).toContain('hideUnavailableItems=false')
      expect(url).toContain(`count=${CATALOGUE_PAGE_SIZE}`)
    }
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
