import { SALES_CHANNEL } from '../../../config/store'
import type { Catalogue, Product, Sku } from '../../../catalogue/model'
import { loadCatalogue } from '../../storage/catalogue-repository'
import { faststoreAgainst, type FastStoreAgainstServer, type FastStoreBrowser, type GraphqlResult } from '../../test-support/faststore'
import { startTestServer, type TestServer } from '../../test-support/server'
import { pickSkus } from './checkout-helpers'

/**
 * VTEX's own storefront API (`@faststore/api` 4, unmodified) against the
 * embedded backend: the GraphQL operations a FastStore store runs for its
 * search page, search box, product page, cart, freight and session. Each
 * operation must answer without errors and agree with the store's own data;
 * the platform calls FastStore made, and what they answered, are checked too.
 */
const CONSUMER = SALES_CHANNEL.consumer
const CHANNEL_FACET = { key: 'channel', value: JSON.stringify({ salesChannel: CONSUMER, regionId: '' }) }
const LOCALE_FACET = { key: 'locale', value: 'pt-BR' }
const CEP = '01310-100'

let server: TestServer
let faststore: FastStoreAgainstServer
let catalogue: Catalogue
let consoleErrors: string[]

beforeAll(async () => {
  server = await startTestServer({ catalogSize: 200 })
  catalogue = loadCatalogue(server.composition.db)
  faststore = await faststoreAgainst(server.baseUrl, CONSUMER)
})
afterAll(async () => {
  faststore.restore()
  await server.close()
})
// FastStore logs every platform call that fails (console.error) before it throws or gives up: none may fail.
beforeEach(() => {
  consoleErrors = []
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ').slice(0, 300))
  })
})
afterEach(() => {
  jest.restoreAllMocks()
  expect(consoleErrors).toEqual([])
})

function expectData<T>(result: GraphqlResult<T>): T {
  expect(result.errors ?? []).toEqual([])
  expect(result.data).toBeTruthy()
  return result.data as T
}

/** The platform calls made during `work`, as `METHOD path status`. */
async function callsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const from = faststore.calls.length
  await work()
  return faststore.calls.slice(from).map((call) => `${call.method} ${call.path} ${call.status}`)
}

const priceOf = (sku: Sku) => sku.offers[0].price / 100

interface SearchData {
  search: {
    products: { pageInfo: { totalCount: number; hasNextPage: boolean }; edges: Array<{ node: { sku: string; slug: string; name: string; isVariantOf: { productGroupID: string }; offers: { lowPrice: number } } }> }
  }
}

describe('search', () => {
  it('search products: a page of SKUs with prices, counted as the store counts them', async () => {
    const browser = faststore.browser()
    let data: SearchData | undefined
    const calls = await callsDuring(async () => {
      data = expectData(
        await browser.run<SearchData>(
          `query Search($first: Int!, $term: String!, $facets: [IStoreSelectedFacet!]!) {
            search(first: $first, term: $term, selectedFacets: $facets, sort: price_asc) {
              products { pageInfo { totalCount hasNextPage } edges { node { sku slug name isVariantOf { productGroupID } offers { lowPrice } } } }
            }
          }`,
          { first: 6, term: 'camiseta', facets: [CHANNEL_FACET, LOCALE_FACET] },
        ),
      )
    })
    const store = await server.client().get<{ recordsFiltered: number; products: Array<{ productId: string }> }>(
      '/api/intelligent-search/product_search?query=camiseta&count=6&sort=price:asc&hideUnavailableItems=true',
    )
    const { products } = data!.search
    expect(products.pageInfo.totalCount).toBe(store.body.recordsFiltered)
    expect(products.pageInfo.hasNextPage).toBe(store.body.recordsFiltered > 6)
    expect(products.edges.map((edge) => edge.node.isVariantOf.productGroupID)).toEqual(store.body.products.map((product) => product.productId))
    const prices = products.edges.map((edge) => edge.node.offers.lowPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const { node } of products.edges) {
      const product = catalogue.products.find((candidate) => candidate.id === node.isVariantOf.productGroupID)!
      expect(node.slug).toBe(`${product.linkText}-${node.sku}`)
    }
    expect(calls).toEqual([expect.stringMatching(/^GET \/api\/intelligent-search\/v1\/product-search\/ 200$/)])
  })

  it('facets: the store’s facets of the search, with their counts', async () => {
    const data = expectData(
      await faststore.browser().run<{ search: { facets: Array<{ key: string; label: string; values?: Array<{ value: string; quantity: number }> }> } }>(
        `query Facets($term: String!, $facets: [IStoreSelectedFacet!]!) {
          search(first: 1, term: $term, selectedFacets: $facets) {
            facets { ... on StoreFacetBoolean { key label values { value quantity } } ... on StoreFacetRange { key label } }
          }
        }`,
        { term: 'bola', facets: [CHANNEL_FACET, LOCALE_FACET] },
      ),
    )
    const store = await server.client().get<{ facets: Array<{ key: string; values: Array<{ value: string; quantity: number }> }> }>(
      '/api/intelligent-search/facets?query=bola&hideUnavailableItems=true',
    )
    expect(data.search.facets.map((facet) => facet.key)).toEqual(store.body.facets.map((facet) => facet.key))
    const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value)
    const brand = data.search.facets.find((facet) => facet.key === 'brand')!
    expect([...brand.values!].sort(byValue)).toEqual(
      store.body.facets
        .find((facet) => facet.key === 'brand')!
        .values.map(({ value, quantity }) => ({ value, quantity }))
        .sort(byValue),
    )
  })

  it('suggestions: terms like the typed one and the products they find', async () => {
    const data = expectData(
      await faststore.browser().run<{ search: { suggestions: { terms: Array<{ value: string }>; products: Array<{ sku: string; name: string }> } } }>(
        `query Suggestions($term: String!, $facets: [IStoreSelectedFacet!]!) {
          search(first: 5, term: $term, selectedFacets: $facets) { suggestions { terms { value } products { sku name } } }
        }`,
        { term: 'bicicleta', facets: [CHANNEL_FACET, LOCALE_FACET] },
      ),
    )
    expect(data.search.suggestions.terms.length).toBeGreaterThan(0)
    for (const term of data.search.suggestions.terms) expect(term.value.toLowerCase()).toContain('bicicleta')
    expect(data.search.suggestions.products.length).toBeGreaterThan(0)
  })
})

interface ProductData {
  product: { sku: string; name: string; slug: string; gtin: string; isVariantOf: { productGroupID: string; name: string }; offers: { offers: Array<{ price: number; seller: { identifier: string } }> } }
}
const PRODUCT_QUERY = `query Product($locator: [IStoreSelectedFacet!]!) {
  product(locator: $locator) { sku name slug gtin isVariantOf { productGroupID name } offers { offers { price seller { identifier } } } }
}`

describe('product by slug', () => {
  let product: Product
  beforeAll(() => {
    // A linkText that does not end in digits: FastStore reads a slug's last part as the SKU id.
    product = catalogue.products.find(
      (candidate) => !candidate.isKit && !/\d$/.test(candidate.linkText) && candidate.skus.length > 1 && candidate.skus.every((sku) => sku.offers.some((offer) => offer.stock > 0)),
    )!
  })

  it('reads the SKU of a product slug ({linkText}-{skuId})', async () => {
    const sku = product.skus[1]
    let data: ProductData | undefined
    const calls = await callsDuring(async () => {
      data = expectData(await faststore.browser().run<ProductData>(PRODUCT_QUERY, { locator: [{ key: 'slug', value: `${product.linkText}-${sku.id}` }, CHANNEL_FACET, LOCALE_FACET] }))
    })
    expect(data!.product).toMatchObject({ sku: sku.id, slug: `${product.linkText}-${sku.id}`, gtin: sku.ean, isVariantOf: { productGroupID: product.id, name: product.name } })
    expect(data!.product.offers.offers[0].price).toBe(priceOf(sku))
    expect(calls).toEqual(['GET /api/intelligent-search/v1/products 200'])
  })

  it('resolves a slug with no SKU id (the bare linkText) through the catalogue’s pagetype', async () => {
    let data: ProductData | undefined
    const calls = await callsDuring(async () => {
      data = expectData(await faststore.browser().run<ProductData>(PRODUCT_QUERY, { locator: [{ key: 'slug', value: product.linkText }, CHANNEL_FACET] }))
    })
    expect(data!.product.isVariantOf.productGroupID).toBe(product.id)
    expect(product.skus.map((sku) => sku.id)).toContain(data!.product.sku)
    expect(calls).toEqual([`GET /api/catalog_system/pub/portal/pagetype/${product.linkText}/p 200`, 'GET /api/intelligent-search/v1/products 200'])
  })

  it('answers a slug that names no product as not found', async () => {
    const missing = await faststore.browser().run<ProductData>(PRODUCT_QUERY, { locator: [{ key: 'slug', value: 'nao-existe' }] })
    expect(missing.errors?.map((error) => error.message)).toEqual(['No product found for slug nao-existe'])
  })
})

interface CartData {
  validateCart: null | {
    order: { orderNumber: string; acceptedOffer: Array<{ quantity: number; price: number; listPrice: number; seller: { identifier: string }; itemOffered: { sku: string; name: string } }> }
    messages: Array<{ text: string; status: string }>
  }
}
const VALIDATE_CART = `mutation ValidateCart($cart: IStoreCart!, $session: IStoreSession) {
  validateCart(cart: $cart, session: $session) {
    order { orderNumber acceptedOffer { quantity price listPrice seller { identifier } itemOffered { sku name } } }
    messages { text status }
  }
}`

describe('validateCart', () => {
  let browser: FastStoreBrowser
  let orderNumber = ''
  let picked: ReturnType<typeof pickSkus>

  const offer = (sku: Sku, seller: string, quantity: number) => ({
    price: sku.offers.find((o) => o.sellerId === seller)!.price / 100,
    listPrice: sku.offers.find((o) => o.sellerId === seller)!.listPrice / 100,
    quantity,
    seller: { identifier: seller },
    itemOffered: { sku: sku.id, name: sku.name, image: [], additionalProperty: [] },
  })
  const validate = (acceptedOffer: unknown[]) => browser.run<CartData>(VALIDATE_CART, { cart: { order: { orderNumber, acceptedOffer } } })
  const storedCart = () => server.composition.repositories.orderForms.get(orderNumber)!

  beforeAll(async () => {
    picked = pickSkus(server)
    browser = faststore.browser()
    // The first validation of a browser with no cart: FastStore opens one and answers it.
    const first = expectData(await validate([]))
    orderNumber = first.validateCart!.order.orderNumber
    expect(orderNumber).toMatch(/^[0-9a-f]{32}$/)
    expect(first.validateCart!.order.acceptedOffer).toEqual([])
    expect(browser.cookies.get('checkout.vtex.com')).toBe(`__ofid=${orderNumber}`)
  })

  it('add: an item of the browser’s cart is added to the stored cart, at the catalogue’s price', async () => {
    const { sku, seller } = picked.plenty
    const calls = await callsDuring(async () => {
      const data = expectData(await validate([offer(sku, seller, 2)]))
      // null: the browser's cart is the valid one.
      expect(data.validateCart).toBeNull()
    })
    expect(storedCart().items.map((item) => [item.id, item.quantity, item.sellingPrice])).toEqual([[sku.id, 2, sku.offers.find((o) => o.sellerId === seller)!.price]])
    // Read with POST (refreshing outdated data), the change with PATCH, FastStore's mark of the version it saw.
    expect(calls).toEqual([
      `POST /api/checkout/pub/orderForm/${orderNumber} 200`,
      `PATCH /api/checkout/pub/orderForm/${orderNumber}/items 200`,
      `PUT /api/checkout/pub/orderForm/${orderNumber}/customData/faststore/cartEtag 200`,
    ])
  })

  it('update: a new quantity and a second item reach the stored cart; a price the browser made up is corrected', async () => {
    const plenty = offer(picked.plenty.sku, picked.plenty.seller, 3)
    const second = { ...offer(picked.second.sku, picked.second.seller, 1), price: 0.5 }
    const data = expectData(await validate([plenty, second]))
    expect(storedCart().items.map((item) => [item.id, item.quantity])).toEqual([
      [picked.plenty.sku.id, 3],
      [picked.second.sku.id, 1],
    ])
    // The browser's price was not the store's: FastStore answers the cart as stored.
    expect(data.validateCart!.order.acceptedOffer.map((item) => [item.itemOffered.sku, item.quantity, item.price])).toEqual([
      [picked.plenty.sku.id, 3, priceOf(picked.plenty.sku)],
      [picked.second.sku.id, 1, picked.second.sku.offers.find((o) => o.sellerId === picked.second.seller)!.price / 100],
    ])
  })

  it('remove: items left out of the browser’s cart leave the stored cart', async () => {
    expectData(await validate([offer(picked.second.sku, picked.second.seller, 1)]))
    expect(storedCart().items.map((item) => item.id)).toEqual([picked.second.sku.id])
    expectData(await validate([]))
    expect(storedCart().items).toEqual([])
  })
})

describe('shipping simulation', () => {
  it('gives the delivery options and the address of a CEP for an item', async () => {
    const { sku, seller } = pickSkus(server).plenty
    let data: { shipping: { logisticsInfo: Array<{ itemIndex: string; slas: Array<{ name: string; price: number; shippingEstimate: string }> }>; address: { city: string; state: string } } } | undefined
    const calls = await callsDuring(async () => {
      data = expectData(
        await faststore.browser().run(
          `query Shipping($items: [IShippingItem!]!, $postalCode: String!, $country: String!) {
            shipping(items: $items, postalCode: $postalCode, country: $country) {
              logisticsInfo { itemIndex slas { name price shippingEstimate } }
              address { city state }
            }
          }`,
          { items: [{ id: sku.id, quantity: 1, seller }], postalCode: CEP, country: 'BRA' },
        ),
      )
    })
    const store = await server.client().post<{ logisticsInfo: Array<{ slas: Array<{ name: string; price: number }> }> }>('/api/checkout/pub/orderForms/simulation', {
      items: [{ id: sku.id, quantity: 1, seller }],
      postalCode: CEP,
      country: 'BRA',
    })
    expect(data!.shipping.logisticsInfo).toHaveLength(1)
    // FastStore gives prices in reais, the platform in cents.
    expect(data!.shipping.logisticsInfo[0].slas.map(({ name, price }) => ({ name, price }))).toEqual(
      store.body.logisticsInfo[0].slas.map(({ name, price }) => ({ name, price: price / 100 })),
    )
    expect(data!.shipping.address).toMatchObject({ city: 'São Paulo', state: 'SP' })
    expect(calls.sort()).toEqual([`GET /api/checkout/pub/postal-code/BRA/${CEP} 200`, 'POST /api/checkout/pub/orderForms/simulation 200'])
  })
})

describe('session', () => {
  const SESSION = `mutation ValidateSession($session: IStoreSession!, $search: String!) {
    validateSession(session: $session, search: $search) { channel country postalCode city locale currency { code symbol } person { id email givenName familyName } }
  }`
  const session = (postalCode: string | null) => ({
    locale: 'pt-BR',
    currency: { code: 'BRL', symbol: 'R$' },
    country: 'BRA',
    channel: JSON.stringify({ salesChannel: CONSUMER, regionId: '' }),
    deliveryMode: null,
    addressType: null,
    postalCode,
    city: null,
    geoCoordinates: null,
    person: null,
  })

  it('validates a visitor’s session: the channel and currency the store answers, the city of the CEP, no person', async () => {
    const browser = faststore.browser()
    let data: { validateSession: null | { channel: string; country: string; postalCode: string; city: string; currency: { code: string }; person: unknown } } | undefined
    const calls = await callsDuring(async () => {
      data = expectData(await browser.run(SESSION, { session: session(CEP), search: '' }))
    })
    expect(data!.validateSession).toMatchObject({ country: 'BRA', postalCode: CEP, city: 'São Paulo', currency: { code: 'BRL' }, person: null })
    expect(JSON.parse(data!.validateSession!.channel)).toMatchObject({ salesChannel: CONSUMER })
    expect(calls.sort()).toEqual([`GET /api/checkout/pub/postal-code/BRA/${CEP} 200`, 'POST /api/sessions 200'])
    // The session cookie FastStore passed on: the next validation patches the same session.
    expect(browser.cookies.get('vtex_session')).toMatch(/^[0-9a-f-]{36}$/)
    const again = await callsDuring(() => browser.run(SESSION, { session: { ...session(CEP), city: 'São Paulo', geoCoordinates: { latitude: -23.56, longitude: -46.65 } }, search: '' }))
    expect(again).toEqual(['PATCH /api/sessions 200'])
  })

  it('gives a logged-in member their own person, read from their login cookie', async () => {
    const member = server.client()
    expect((await member.post('/api/login', { email: 'ana.souza@example.com', password: 'arena123' })).status).toBe(200)
    const browser = faststore.browser()
    for (const [name, value] of member.cookies) browser.cookies.set(name, value)
    const data = expectData(await browser.run<{ validateSession: { person: { email: string; givenName: string } } }>(SESSION, { session: session(null), search: '' }))
    expect(data.validateSession.person).toMatchObject({ email: 'ana.souza@example.com', givenName: 'Ana' })
  })
})
