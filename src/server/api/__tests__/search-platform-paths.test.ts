import { loadCatalogue } from '../../storage/catalogue-repository'
import { isSchemaErrors } from '../../test-support/is-openapi'
import { startTestServer, type TestServer } from '../../test-support/server'
import type { ErrorBody } from '../../http/errors'
import type { Catalogue } from '../../../catalogue/model'
import { pageOfRange } from '../search-v1'

/**
 * Intelligent Search where VTEX's clients look for it: the published
 * document's server path (/api/io/_v/api/intelligent-search), its
 * search_suggestions and correction_search, the `trade-policy` facet and
 * `sku:` queries; and the `v1` dialect of VTEX's storefront client.
 */
interface ProductBody {
  productId: string
  linkText: string
  items: Array<{ itemId: string; ean: string }>
}
interface ProductSearchBody {
  products: ProductBody[]
  recordsFiltered: number
  salesChannel: string
  pagination: { current: { index: number }; perPage: number; after: unknown[]; before: unknown[] }
}

const DOCUMENTED = '/api/io/_v/api/intelligent-search'
const ALIAS = '/api/intelligent-search'
const V1 = '/api/intelligent-search/v1'

let server: TestServer
let catalogue: Catalogue

beforeAll(async () => {
  server = await startTestServer({ catalogSize: 200 })
  catalogue = loadCatalogue(server.composition.db)
})
afterAll(() => server.close())

const get = <T>(path: string) => server.client().get<T>(path)

describe('the documented calls under the document’s own path', () => {
  it('answers product_search, facets, autocomplete and top searches there as under the store’s path, valid against the schemas', async () => {
    for (const path of ['/product_search/category-1/esportes?query=camiseta&count=5', '/facets?query=bola', '/autocomplete_suggestions?query=tenis', '/top_searches']) {
      const [documented, alias] = await Promise.all([get(`${DOCUMENTED}${path}`), get(`${ALIAS}${path}`)])
      expect({ path, status: documented.status }).toEqual({ path, status: 200 })
      expect(documented.text).toBe(alias.text)
    }
    expect(isSchemaErrors('ProductSearch', (await get(`${DOCUMENTED}/product_search?query=camiseta`)).body)).toEqual([])
    expect(isSchemaErrors('Facets', (await get(`${DOCUMENTED}/facets?query=camiseta`)).body)).toEqual([])
  })

  it('takes the trade-policy facet as the sales channel, and refuses an unknown one or one that contradicts sc', async () => {
    const withPolicy = await get<ProductSearchBody>(`${DOCUMENTED}/product_search/trade-policy/1?query=camiseta&count=3`)
    expect(withPolicy.status).toBe(200)
    expect(withPolicy.body.salesChannel).toBe('1')
    const plain = await get<ProductSearchBody>(`${DOCUMENTED}/product_search?query=camiseta&count=3&sc=1`)
    expect(withPolicy.body.products.map((p) => p.productId)).toEqual(plain.body.products.map((p) => p.productId))
    const filtered = await get<ProductSearchBody>(`${DOCUMENTED}/product_search/category-1/esportes/trade-policy/3?count=3`)
    expect(filtered.status).toBe(200)
    expect(filtered.body.salesChannel).toBe('3')
    expect(filtered.body.recordsFiltered).toBe((await get<ProductSearchBody>(`${DOCUMENTED}/product_search/category-1/esportes?count=3`)).body.recordsFiltered)
    expect((await get(`${DOCUMENTED}/facets/trade-policy/3?query=bola`)).status).toBe(200)
    const unknown = await get<ErrorBody>(`${DOCUMENTED}/product_search/trade-policy/99?query=bola`)
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_SALES_CHANNEL'])
    const conflict = await get<ErrorBody>(`${DOCUMENTED}/product_search/trade-policy/1?query=bola&sc=3`)
    expect([conflict.status, conflict.body.error.code]).toEqual([400, 'CONFLICTING_SALES_CHANNEL'])
  })

  it('finds products by SKU ids with a sku: query, and by product ids with product:', async () => {
    const [first, second] = catalogue.products.filter((product) => product.skus.length > 1)
    const bySku = await get<ProductSearchBody>(`${DOCUMENTED}/product_search?query=${encodeURIComponent(`sku:${first.skus[1].id};${second.skus[0].id}`)}&count=10`)
    expect(bySku.body.products.map((p) => p.productId).sort()).toEqual([first.id, second.id].sort())
    const byProduct = await get<ProductSearchBody>(`${DOCUMENTED}/product_search?query=${encodeURIComponent(`product:${first.id}`)}`)
    expect(byProduct.body.products.map((p) => p.productId)).toEqual([first.id])
    expect((await get<ProductSearchBody>(`${DOCUMENTED}/product_search?query=sku:nao-existe`)).body.recordsFiltered).toBe(0)
  })

  it('suggests searched and catalogue terms like the term (search_suggestions), valid against the schema', async () => {
    const res = await get<{ searches: Array<{ term: string; count: number }> }>(`${DOCUMENTED}/search_suggestions?query=bicicleta&locale=pt-BR`)
    expect(res.status).toBe(200)
    expect(isSchemaErrors('SearchSuggestions', res.body)).toEqual([])
    expect(res.body.searches.length).toBeGreaterThan(0)
    expect(res.body.searches.length).toBeLessThanOrEqual(5)
    for (const search of res.body.searches) expect(search.term.toLowerCase()).toContain('bicicleta')
    expect((await get<{ searches: unknown[] }>(`${ALIAS}/search_suggestions?query=`)).body).toEqual({ searches: [] })
  })

  it('corrects a misspelled term and highlights the corrected word (correction_search), valid against the schema', async () => {
    const typo = await get<{ correction: { misspelled: boolean; correction: boolean; text: string; highlighted: string } }>(
      `${DOCUMENTED}/correction_search?query=${encodeURIComponent('camizeta azul')}`,
    )
    expect(typo.status).toBe(200)
    expect(isSchemaErrors('Correction', typo.body)).toEqual([])
    expect(typo.body.correction).toEqual({ misspelled: true, correction: true, text: 'camiseta azul', highlighted: '<em>camiseta</em> azul' })
    const right = await get<{ correction: unknown }>(`${DOCUMENTED}/correction_search?query=camiseta`)
    expect(right.body.correction).toEqual({ misspelled: false, correction: false, text: 'camiseta', highlighted: 'camiseta' })
    expect((await get(`${DOCUMENTED}/correction_search?query=${'x'.repeat(201)}`)).status).toBe(400)
  })
})

describe('the v1 dialect of VTEX’s storefront client', () => {
  it('reads a from–to range as one page', async () => {
    expect(pageOfRange(0, 11)).toEqual({ page: 1, count: 12 })
    expect(pageOfRange(24, 35)).toEqual({ page: 3, count: 12 })
    expect(pageOfRange()).toEqual({ page: 1, count: 24 })
    expect(pageOfRange(5, 9)).toEqual({ page: 2, count: 5 })
    expect(() => pageOfRange(5, 10)).toThrow(/multiple/)
    expect(() => pageOfRange(9, 5)).toThrow(/less/)
    expect(() => pageOfRange(0, 500)).toThrow(/At most/)
  })

  it('answers product-search by position as product_search does by page, without facets', async () => {
    const v1 = await get<ProductSearchBody & { facets?: unknown }>(`${V1}/product-search/category-1/esportes?from=3&to=5&query=camiseta&sort=price:asc&sc=3&locale=pt-BR&hideUnavailableItems=true&allowRedirect=false`)
    const paged = await get<ProductSearchBody>(`${ALIAS}/product_search/category-1/esportes?page=2&count=3&query=camiseta&sort=price:asc&hideUnavailableItems=true`)
    expect(v1.status).toBe(200)
    expect(v1.body.products.map((p) => p.productId)).toEqual(paged.body.products.map((p) => p.productId))
    expect(v1.body.pagination.current.index).toBe(2)
    expect(v1.body.facets).toBeUndefined()
    const bad = await get<ErrorBody>(`${V1}/product-search/?from=1&to=3`)
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INVALID_RANGE'])
  })

  it('answers facets and catalog-count for the same filters', async () => {
    const facets = await get<{ facets: unknown[]; recordsFiltered: number }>(`${V1}/facets/?from=0&to=11&query=bola&sc=3`)
    expect(facets.status).toBe(200)
    expect(isSchemaErrors('Facets', facets.body)).toEqual([])
    const count = await get<{ total: number }>(`${V1}/catalog-count/?query=bola&sc=3`)
    expect(count.body).toEqual({ total: facets.body.recordsFiltered })
  })

  it('finds one product by id, SKU, slug, EAN or reference, and answers 404 for none', async () => {
    const product = catalogue.products.find((candidate) => candidate.skus.length > 1)!
    const sku = product.skus[1]
    for (const [field, value] of [['id', product.id], ['sku', sku.id], ['slug', product.linkText], ['ean', sku.ean], ['reference', product.productReference]]) {
      const res = await get<ProductBody>(`${V1}/products?field=${field}&value=${encodeURIComponent(value)}&sc=3&locale=pt-BR`)
      expect({ field, status: res.status, productId: res.body.productId }).toEqual({ field, status: 200, productId: product.id })
      expect(isSchemaErrors('Product', res.body)).toEqual([])
    }
    const missing = await get<ErrorBody>(`${V1}/products?field=sku&value=nao-existe`)
    expect([missing.status, missing.body.error.code]).toEqual([404, 'PRODUCT_NOT_FOUND'])
    expect((await get(`${V1}/products?field=nome&value=x`)).status).toBe(400)
  })

  it('answers search-suggestions and top-searches', async () => {
    const suggestions = await get<{ searches: Array<{ term: string }> }>(`${V1}/search-suggestions?query=bicicleta&locale=pt-BR`)
    expect(suggestions.body.searches.length).toBeGreaterThan(0)
    const top = await get<{ searches: unknown[] }>(`${V1}/top-searches?locale=pt-BR`)
    expect(isSchemaErrors('TopSearches', top.body)).toEqual([])
  })
})
