import { loadCatalogue } from '../../storage/catalogue-repository'
import { getRaw, startTestServer, type TestServer } from '../../test-support/server'
import { isSchemaErrors } from '../../test-support/is-openapi'
import { SEEDED_SEARCHES } from '../../../demo/search-log'
import { words } from '../../../catalogue/search/text'
import type { ErrorBody } from '../../http/errors'

interface IsProductBody {
  productId: string
  productName: string
  items: Array<{ sellers: Array<{ commertialOffer: { Price: number; AvailableQuantity: number } }> }>
}
interface ProductSearchBody {
  products: IsProductBody[]
  recordsFiltered: number
  correction: { misspelled: boolean }
  operator: string
  pagination: { count: number; current: { index: number }; perPage: number; next: { index: number } }
  facets: Array<{ key: string; type: string; values: Array<{ value: string; quantity: number; selected: boolean }> }>
}
interface AutocompleteBody {
  searches: Array<{ term: string; count: number }>
  searchSuggestions: { searches: Array<{ term: string; count: number }> }
  productSuggestions: { products: IsProductBody[]; count: number; misspelled: boolean; operator: string }
  searchTerm: string
  misspelled: boolean
  operator: string
  count: number
}
let server: TestServer
const IS = '/api/intelligent-search'

beforeAll(async () => {
  // Behind a proxy on the loopback: the beacons below come from many shoppers' addresses (X-Forwarded-For).
  server = await startTestServer({ catalogSize: 400, env: { TRUST_PROXY: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
})

const get = <T>(path: string) => server.client().get<T>(path)

describe('autocomplete_suggestions', () => {
  it('finds Tênis for `tenis`, valid against the schema', async () => {
    const res = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=tenis`)
    expect(res.status).toBe(200)
    expect(isSchemaErrors('AutocompleteSearchSuggestions', res.body)).toEqual([])
    expect(res.body.productSuggestions.products.length).toBeGreaterThan(0)
    expect(res.body.productSuggestions.products.length).toBeLessThanOrEqual(5)
    for (const p of res.body.productSuggestions.products) expect(isSchemaErrors('Product', p)).toEqual([])
    expect(words(res.body.productSuggestions.products[0].productName)).toContain('tenis')
    expect(res.body.searchSuggestions.searches.some((s) => words(s.term).includes('tenis'))).toBe(true)
    expect(res.body.misspelled).toBe(false)
    expect(res.body.operator).toBe('and')
    expect(res.body.count).toBeGreaterThan(0)
  })

  it('completes a prefix while typing', async () => {
    const res = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=bicic`)
    expect(res.body.count).toBeGreaterThan(0)
    expect(res.body.searches.some((s) => s.term.startsWith('bicicleta'))).toBe(true)
  })

  it('tolerates a typo and flags it', async () => {
    const res = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=camizeta`)
    expect(res.body.misspelled).toBe(true)
    expect(res.body.searchTerm).toBe('camiseta')
    expect(res.body.count).toBeGreaterThan(0)
  })

  it('echoes the term as each shopper typed it, whatever was asked before', async () => {
    const first = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=Mochila`)
    const second = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=mochila`)
    expect(first.body.searchTerm).toBe('Mochila')
    expect(second.body.searchTerm).toBe('mochila')
    expect(second.body.count).toBe(first.body.count)
  })

  it('treats plurals like singulars', async () => {
    const one = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=bola`)
    const many = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=bolas`)
    expect(many.body.count).toBe(one.body.count)
  })

  it('rejects a missing, long or control-character term, never with a 5xx', async () => {
    expect((await get<ErrorBody>(`${IS}/autocomplete_suggestions`)).status).toBe(400)
    const long = await get<ErrorBody>(`${IS}/autocomplete_suggestions?term=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect(long.body.error.code).toBe('TERM_TOO_LONG')
    expect((await get<ErrorBody>(`${IS}/autocomplete_suggestions?term=a%00b`)).status).toBe(400)
    const blank = await get<AutocompleteBody>(`${IS}/autocomplete_suggestions?term=%20%20`)
    expect(blank.status).toBe(200)
    expect(blank.body.productSuggestions.products).toEqual([])
  })
})

describe('top_searches and the query log', () => {
  it('answers ten seeded searches and products, on both paths', async () => {
    for (const path of [`${IS}/top_searches`, '/api/_v/api/intelligent-search/top_searches']) {
      const res = await get<{ searches: Array<{ term: string; count: number }>; products: IsProductBody[] }>(path)
      expect(res.status).toBe(200)
      expect(isSchemaErrors('TopSearches', res.body)).toEqual([])
      expect(res.body.searches.map((s) => s.term)).toEqual(SEEDED_SEARCHES.slice(0, 10).map((s) => s.term))
      expect(res.body.products.length).toBeGreaterThan(0)
    }
  })

  it('every seeded search finds products', async () => {
    for (const { term } of SEEDED_SEARCHES) {
      const res = await get<ProductSearchBody>(`${IS}/product_search?query=${encodeURIComponent(term)}&count=1`)
      expect(res.body.recordsFiltered).toBeGreaterThan(0)
    }
  })

  it('counts searches (API and search.query events, once per visitor and address a day) into top searches', async () => {
    const term = 'halteres'
    const before = await get<{ searches: Array<{ term: string; count: number }> }>(`${IS}/top_searches`)
    expect(before.body.searches.some((s) => s.term === term)).toBe(false)
    // 1000 distinct visitors, each from their own address, search it (one beacon each, from the store's page): it must enter the top ten.
    const client = server.client()
    const sameOrigin = (visitor: number) => ({ 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.1` })
    for (let visitor = 0; visitor < 1000; visitor++) {
      const res = await client.post(`${IS}/events`, { type: 'search.query', text: term, session: `s-${visitor}`, anonymous: `a-${visitor}` }, { xsrf: false, headers: sameOrigin(visitor) })
      expect(res.status).toBe(204)
    }
    // The same visitor repeating the search does not count again.
    await client.post(`${IS}/events`, { type: 'search.query', text: term, session: 's-0', anonymous: 'a-0' }, { xsrf: false, headers: sameOrigin(0) })
    const after = await get<{ searches: Array<{ term: string; count: number }> }>(`${IS}/top_searches`)
    expect(after.body.searches.find((s) => s.term === term)?.count).toBe(1000)
  })

  it('accepts the other event types, and beacons as text/plain', async () => {
    const client = server.client()
    const sameOrigin = { 'sec-fetch-site': 'same-origin' }
    for (const event of [
      { type: 'search.click', text: 'tenis', productId: '100004', position: 1, session: 'x' },
      { type: 'search.autocomplete.query', text: 'ten', session: 'x' },
      { type: 'session.ping', session: 'x', anonymous: 'y' },
    ]) {
      expect((await client.post(`${IS}/events`, event, { xsrf: false, headers: sameOrigin })).status).toBe(204)
    }
    const beacon = await client.request('POST', `${IS}/events`, {
      body: JSON.stringify({ type: 'session.ping', session: 'x' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...sameOrigin },
      xsrf: false,
    })
    expect(beacon.status).toBe(204)
    const bad = await client.post<ErrorBody>(`${IS}/events`, { type: 'nope' }, { xsrf: false, headers: sameOrigin })
    expect(bad.status).toBe(400)
  })
})

describe('product_search', () => {
  it('searches with facets, valid against the schema, with counts that add up', async () => {
    const res = await get<ProductSearchBody>(`${IS}/product_search?query=camiseta&count=10`)
    expect(res.status).toBe(200)
    expect(isSchemaErrors('ProductSearch', res.body)).toEqual([])
    expect(res.body.recordsFiltered).toBeGreaterThan(0)
    for (const key of ['category-1', 'brand', 'genero', 'price']) {
      const facet = res.body.facets.find((f) => f.key === key)!
      expect(facet.values.reduce((s, v) => s + v.quantity, 0)).toBe(res.body.recordsFiltered)
    }
    expect(res.body.pagination.perPage).toBe(10)
    expect(res.body.pagination.count).toBe(Math.ceil(res.body.recordsFiltered / 10))
  })

  it('filters by a facet path and marks the facet selected', async () => {
    const all = await get<ProductSearchBody>(`${IS}/product_search?count=1`)
    const gender = all.body.facets.find((f) => f.key === 'genero')!.values[0]
    const category = all.body.facets.find((f) => f.key === 'category-1')!.values[0]
    const res = await get<ProductSearchBody>(`${IS}/product_search/genero/${gender.value}?count=100`)
    expect(res.body.recordsFiltered).toBe(gender.quantity)
    expect(res.body.facets.find((f) => f.key === 'genero')!.values.find((v) => v.value === gender.value)!.selected).toBe(true)
    const two = await get<ProductSearchBody>(`${IS}/product_search/genero/${gender.value}/category-1/${category.value}?sort=price:asc&count=100`)
    expect(two.status).toBe(200)
    const prices = two.body.products.map((p) => Math.min(...p.items.flatMap((i) => i.sellers.map((s) => s.commertialOffer.Price))))
    expect(prices.length).toBeGreaterThan(0)
    expect(two.body.recordsFiltered).toBeLessThanOrEqual(gender.quantity)
  })

  it('pages (1-based) do not overlap', async () => {
    const first = await get<ProductSearchBody>(`${IS}/product_search?sort=name_asc&page=1&count=7`)
    const second = await get<ProductSearchBody>(`${IS}/product_search?sort=name_asc&page=2&count=7`)
    const a = first.body.products.map((p) => p.productId)
    const b = second.body.products.map((p) => p.productId)
    expect(a).toHaveLength(7)
    expect(b).toHaveLength(7)
    expect(a.filter((id) => b.includes(id))).toEqual([])
    expect(first.body.pagination.next.index).toBe(2)
    const beyond = await get<ProductSearchBody>(`${IS}/product_search?page=9999&count=100`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.products).toEqual([])
  })

  it('hides unavailable items when asked', async () => {
    const catalogue = loadCatalogue(server.composition.db)
    const unavailable = catalogue.products.filter((p) => !p.skus.some((s) => s.offers.some((o) => o.stock > 0))).length
    const all = await get<ProductSearchBody>(`${IS}/product_search?count=1`)
    const shown = await get<ProductSearchBody>(`${IS}/product_search?count=1&hideUnavailableItems=true`)
    expect(all.body.recordsFiltered).toBe(catalogue.products.length)
    expect(shown.body.recordsFiltered).toBe(catalogue.products.length - unavailable)
  })

  it('sees stock changes (live availability)', async () => {
    const catalogue = loadCatalogue(server.composition.db)
    const product = catalogue.products.find((p) => p.skus.some((s) => s.offers.some((o) => o.stock > 0)))!
    const before = await get<ProductSearchBody>(`${IS}/product_search?count=1&hideUnavailableItems=true`)
    server.composition.db.prepare('UPDATE sku_stock SET stock = 0 WHERE sku_id IN (SELECT sku_id FROM skus WHERE product_id = ?)').run(product.id)
    const { createStockFeed } = await import('../../domain/search/stock-feed')
    void createStockFeed
    // The feed runs on a timer; wait for it through the public API.
    const deadline = Date.now() + 20_000
    let after = before
    while (Date.now() < deadline && after.body.recordsFiltered === before.body.recordsFiltered) {
      await new Promise((r) => setTimeout(r, 500))
      after = await get<ProductSearchBody>(`${IS}/product_search?count=1&hideUnavailableItems=true`)
    }
    expect(after.body.recordsFiltered).toBe(before.body.recordsFiltered - 1)
  }, 30_000)

  it('refuses bad input with a 4xx JSON error', async () => {
    const cases: Array<[string, string]> = [
      [`${IS}/product_search/sabor/morango`, 'INVALID_FACET'],
      [`${IS}/product_search/brand`, 'INVALID_FACET'],
      [`${IS}/product_search/price/abc`, 'INVALID_FACET'],
      [`${IS}/product_search?sort=cheapest`, 'UNKNOWN_SORT'],
      [`${IS}/product_search?count=101`, 'INVALID_INPUT'],
      [`${IS}/product_search?page=0`, 'INVALID_INPUT'],
      [`${IS}/product_search?page=abc`, 'INVALID_INPUT'],
      [`${IS}/product_search?query=${'x'.repeat(201)}`, 'TERM_TOO_LONG'],
      [`${IS}/product_search?query=a%01`, 'INVALID_TERM'],
      [`${IS}/product_search?sc=99`, 'UNKNOWN_SALES_CHANNEL'],
      [`${IS}/product_search?hideUnavailableItems=maybe`, 'INVALID_INPUT'],
    ]
    for (const [path, code] of cases) {
      const res = await get<ErrorBody>(path)
      expect([path, res.status]).toEqual([path, 400])
      expect([path, res.body.error?.code]).toEqual([path, code])
    }
  })

  it('accepts each of the eight sorts and both sales channels', async () => {
    for (const sort of ['price_desc', 'price_asc', 'orders_desc', 'name_desc', 'name_asc', 'release_desc', 'discount_desc', 'score_desc', 'price:desc']) {
      expect((await get(`${IS}/product_search?sort=${sort}&count=2&sc=3`)).status).toBe(200)
    }
    expect((await get(`${IS}/product_search?count=2&sc=1`)).status).toBe(200)
  })
})

describe('facets', () => {
  it('answers the Facets schema with breadcrumb and query args', async () => {
    const res = await get<{ facets: Array<{ key: string; values: Array<{ value: string }> }>; breadcrumb: Array<{ name: string }>; queryArgs: { query: string } }>(
      `${IS}/facets/category-1/esportes?query=bola`,
    )
    expect(res.status).toBe(200)
    expect(isSchemaErrors('Facets', res.body)).toEqual([])
    expect(res.body.breadcrumb[0].name).toBe('Esportes')
    expect(res.body.queryArgs.query).toBe('bola')
    expect(res.body.facets.map((f) => f.key)).toEqual(['category-1', 'category-2', 'category-3', 'brand', 'cor', 'tamanho', 'genero', 'esporte', 'seller', 'price'])
  })
})

describe('fallback product search', () => {
  it('returns five products by default', async () => {
    const res = await get<{ products: IsProductBody[]; recordsFiltered: number }>('/api/_v3/api/intelligent-search/product/search?term=tenis&page=1&sc=3&sort=relevance&engine=vtex')
    expect(res.status).toBe(200)
    expect(res.body.products).toHaveLength(5)
    for (const p of res.body.products) expect(isSchemaErrors('Product', p)).toEqual([])
    expect((await get('/api/_v3/api/intelligent-search/product/search')).status).toBe(400)
    expect((await get('/api/_v3/api/intelligent-search/product/search?term=tenis&resultsPerPage=1000')).status).toBe(400)
  })
})

describe('recommendations', () => {
  const REC = '/api/_v3/api/intelligent-search/pages/recommendations'
  type Showcases = Array<{ showcase: { feature: string; title: string }; products: IsProductBody[]; clickUrl: string; dyuser: string; dysession: string }>

  it('personalises autocomplete recommendations deterministically per user', async () => {
    const query = 'pageName=search&location=%2F&source=desktop&engine=dy&device=desktop&name=autocomplete'
    const a = await get<Showcases>(`${REC}?dyuser=u1&dysession=s1&${query}`)
    const again = await get<Showcases>(`${REC}?dyuser=u1&dysession=s1&${query}`)
    expect(a.status).toBe(200)
    expect(a.body[0].showcase.feature).toBe('Personalized')
    expect(a.body[0].products.length).toBeGreaterThan(0)
    expect(a.body[0].dyuser).toBe('u1')
    expect(a.body[0].dysession).toBe('s1')
    expect(a.body[0].products.map((p) => p.productId)).toEqual(again.body[0].products.map((p) => p.productId))
    for (const p of a.body[0].products) expect(isSchemaErrors('Product', p)).toEqual([])
    // A user who searched gets products of that search.
    const client = server.client()
    await client.post(`${IS}/events`, { type: 'search.query', text: 'barraca', anonymous: 'u2' }, { xsrf: false, headers: { 'sec-fetch-site': 'same-origin' } })
    const searched = await get<Showcases>(`${REC}?dyuser=u2&dysession=s2&${query}`)
    expect(words(searched.body[0].products[0].productName)).toContain('barraca')
  })

  it('offers FrequentlyBoughtTogether for a product', async () => {
    const catalogue = loadCatalogue(server.composition.db)
    const product = catalogue.products[0]
    const res = await get<Showcases>(`${REC}?dyuser=u1&dysession=s1&name=product&productId=${product.id}&skuId=${product.skus[0].id}&engine=dy`)
    expect(res.status).toBe(200)
    const together = res.body.find((s) => s.showcase.feature === 'FrequentlyBoughtTogether')!
    expect(together.products.length).toBeGreaterThan(0)
    expect(together.products.some((p) => p.productId === product.id)).toBe(false)
    expect((await get(`${REC}?name=product&productId=nope`)).status).toBe(404)
  })

  it('records clicks with 204', async () => {
    const res = await get(`${REC}/click?deviceId=d1&source=desktop&userId=u1&interactionType=click`)
    expect(res.status).toBe(204)
  })
})

describe('compression', () => {
  it('sends a page of results brotli- or gzip-compressed when the client accepts it, and the same JSON', async () => {
    const path = `${IS}/product_search?query=bola&count=24`
    const zlib = await import('node:zlib')
    const raw = (encoding: string) => getRaw(`${server.baseUrl}${path}`, { 'accept-encoding': encoding })
    const plain = await raw('identity')
    const br = await raw('br, gzip')
    const gzip = await raw('gzip')
    expect(plain.encoding).toBeUndefined()
    expect(br.encoding).toBe('br')
    expect(gzip.encoding).toBe('gzip')
    expect(br.body.length).toBeLessThan(plain.body.length / 4)
    const withoutSearchId = (json: string) => ({ ...(JSON.parse(json) as object), searchId: null })
    expect(withoutSearchId(zlib.brotliDecompressSync(br.body).toString())).toEqual(withoutSearchId(plain.body.toString()))
    expect(withoutSearchId(zlib.gunzipSync(gzip.body).toString())).toEqual(withoutSearchId(plain.body.toString()))
  })

  it('sends one search the same answer, compressed or not, until stock changes what it shows', async () => {
    const zlib = await import('node:zlib')
    const path = `${IS}/product_search?count=5&hideUnavailableItems=true&sort=name_asc`
    const raw = (encoding: string) => getRaw(`${server.baseUrl}${path}`, { 'accept-encoding': encoding })
    const plain = await raw('identity')
    const br = await raw('br')
    expect((await raw('identity')).body).toEqual(plain.body)
    expect((await raw('br')).body).toEqual(br.body)
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body)
    const first = (JSON.parse(plain.body.toString()) as ProductSearchBody).products[0]

    // The first product sells out (as the stock feed would report it): the very next answers leave it out.
    const search = server.composition.services.search!.current
    const product = search.index.product(search.index.docOf(first.productId)!)
    const changes = product.skus.flatMap((sku) => sku.offers.map((offer) => ({ skuId: sku.id, sellerId: offer.sellerId, stock: 0 })))
    try {
      expect(search.applyStockChanges(changes)).toBe(1)
      const plainAfter = await raw('identity')
      const brAfter = await raw('br')
      const after = JSON.parse(plainAfter.body.toString()) as ProductSearchBody
      expect(after.products.map((p) => p.productId)).not.toContain(first.productId)
      expect(after.recordsFiltered).toBe((JSON.parse(plain.body.toString()) as ProductSearchBody).recordsFiltered - 1)
      expect(zlib.brotliDecompressSync(brAfter.body)).toEqual(plainAfter.body)
    } finally {
      const stock = server.composition.repositories.catalogue
      search.applyStockChanges(product.skus.flatMap((sku) => sku.offers.map((offer) => ({ skuId: sku.id, sellerId: offer.sellerId, stock: stock.stockOf(sku.id, offer.sellerId) ?? 0 }))))
    }
  })

  it('leaves small answers uncompressed', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`, { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBeNull()
  })
})
