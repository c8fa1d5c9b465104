import { createSearchClient } from '../../commerce/search'
import { createHttpClient } from '../../commerce/http'
import { listingPageFromSearch } from '../../components/listing/mapResults'
import type { OrderForm } from '../../contracts/checkout'
import type { FreightSimulation } from '../../contracts/freight'
import type { AccountOrder, PlaceOrderResponse } from '../../contracts/orders'
import { startFakeVtexPlatform, type FakeVtexPlatform } from '../test-support/fake-vtex-platform'
import { startTestServer, type TestClient, type TestServer } from '../test-support/server'

/**
 * The store in VTEX mode against an account made from VTEX's own documents
 * (test-support/fake-vtex-platform): every call the store sends must be one
 * the documents allow, and every answer the store gets is one they describe.
 * Through the store's own API, as its browser calls it: search with sorts and
 * facets, the cart, freight, and a placed order — no server error anywhere.
 */
describe("VTEX mode against an account made from VTEX's documents", () => {
  let platform: FakeVtexPlatform
  let server: TestServer
  const statuses: number[] = []

  beforeAll(async () => {
    platform = await startFakeVtexPlatform()
    server = await startTestServer({
      catalogSize: 10,
      env: { COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes', VTEX_BASE_URL: platform.baseUrl },
      routes: (app) =>
        app.addHook('onResponse', async (_request, reply) => {
          statuses.push(reply.statusCode)
        }),
    })
  })

  afterAll(async () => {
    await server.close()
    await platform.close()
  })

  afterEach(() => {
    // Whatever a test did: the documents allowed every call, described every answer, and nothing failed on the server.
    expect(platform.refused).toEqual([])
    expect(platform.answerFaults).toEqual([])
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  /** The store's search client over the store's server (as the browser and the /pesquisa renderer use it). */
  const search = () => createSearchClient(createHttpClient({ fetch: (input, init) => fetch(new URL(String(input), server.baseUrl), init), readCookie: () => null }))

  it('searches in the document’s dialect: the listing reads products, facets and totals; every spec sort is one the platform takes', async () => {
    const client = search()
    const page = await client.productSearch({ term: null, facets: [], sort: 'price_desc', page: 0, count: 50, hideUnavailableItems: false })
    expect(page.total).toBe(platform.catalogue.length)
    const listing = listingPageFromSearch(page)
    expect(listing.products.map((card) => card.productId)).toHaveLength(platform.catalogue.length)
    // The platform sorted by price:desc (its lowest available price per product, dearest first).
    const byPrice = [...platform.catalogue].sort((a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity))
    expect(listing.products.map((card) => card.productId)).toEqual(byPrice.map((product) => product.productId))
    expect(platform.calls.some((call) => call.url.includes('sort=price%3Adesc'))).toBe(true)
    expect(listing.facets.map((group) => group.key)).toEqual(expect.arrayContaining(['category-1', 'brand', 'price']))
    // Price values come without a `value`: read from their range, labelled in reais.
    const price = listing.facets.find((group) => group.key === 'price')!
    expect(price.values.map((value) => value.value)).toEqual(expect.arrayContaining(['0:100']))
    for (const sort of ['score_desc', 'price_asc', 'orders_desc', 'name_desc', 'name_asc', 'release_desc', 'discount_desc'] as const) {
      expect((await client.productSearch({ term: 'tênis', facets: [], sort, page: 0 })).products.length).toBeGreaterThanOrEqual(0)
    }
  })

  it('filters by a facet the platform answered, and finds products by id (product:)', async () => {
    const client = search()
    const all = await client.productSearch({ term: null, facets: [], sort: 'score_desc', page: 0, count: 50, hideUnavailableItems: false })
    const department = all.facets?.find((facet) => facet.key === 'category-1')?.values[0]
    expect(department).toBeDefined()
    const filtered = await client.productSearch({ term: null, facets: [{ key: 'category-1', value: department!.value }], sort: 'score_desc', page: 0, count: 50, hideUnavailableItems: false })
    expect(filtered.total).toBe(department!.quantity)
    const wanted = platform.catalogue.slice(0, 3).map((product) => product.productId)
    expect((await client.productsByIds(wanted)).map((product) => product.productId).sort()).toEqual(wanted.sort())
    expect(platform.calls.some((call) => call.url.includes('query=product%3A'))).toBe(true)
  })

  /** A product on sale: one SKU of the retailer's with stock. */
  function sellable() {
    for (const product of platform.catalogue) {
      for (const item of (product.wire.items as Array<Record<string, unknown>>) ?? []) {
        const seller = (item.sellers as Array<{ sellerId: string; commertialOffer: { AvailableQuantity: number; Price: number } }>)?.[0]
        if (seller && seller.commertialOffer.AvailableQuantity > 0) return { product, skuId: String(item.itemId), seller: seller.sellerId, price: Math.round(seller.commertialOffer.Price * 100) }
      }
    }
    throw new Error('the fake catalogue has nothing on sale')
  }

  it('adds to the cart, simulates freight, and places an order that the order-placed page can read', async () => {
    const shopper: TestClient = server.client()
    const { product, skuId, seller, price } = sellable()
    const created = await shopper.get<OrderForm>('/api/checkout/orderForm')
    expect(created.status).toBe(200)
    const id = created.body.orderFormId
    const added = await shopper.post<OrderForm>(`/api/checkout/orderForm/${id}/items?sc=3`, { orderItems: [{ id: skuId, productId: product.productId, quantity: 2, seller, index: 0, price }] })
    expect(added.status).toBe(200)
    expect(added.body.items.map((item) => [item.id, item.quantity, item.sellingPrice])).toEqual([[skuId, 2, price]])

    const freight = await shopper.post<FreightSimulation>('/api/pdp/simulation', { items: [{ id: skuId, seller, quantity: 1 }], postalCode: '01310-100', country: 'BRA' })
    expect(freight.status).toBe(200)
    expect(freight.body.packages[0].deliveryTypes.map((type) => type.name)).toEqual(['Normal', 'Expressa'])

    expect((await shopper.post<OrderForm>(`/api/checkout/orderForm/${id}/shippingData`, { cep: '01310-100' })).status).toBe(200)
    // The address as the delivery step sends it: what the shopper left empty is null, which the document allows only for some fields.
    const address = { addressType: 'residential', addressId: null, postalCode: '01310-100', receiverName: null, street: 'Avenida Paulista', number: '1000', complement: null, neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' }
    const delivered = await shopper.post<OrderForm>(`/api/checkout/orderForm/${id}/shippingData`, { selectedAddresses: [address], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' }] })
    expect(delivered.status).toBe(200)
    expect(delivered.body.shippingData.address).toMatchObject({ street: 'Avenida Paulista', number: '1000', state: 'SP' })
    expect(
      (await shopper.post<OrderForm>(`/api/checkout/orderForm/${id}/attachments/clientProfileData`, { email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza', documentType: 'cpf', document: '52998224725', phone: '+5511999998888' })).status,
    ).toBe(200)
    const paying = await shopper.post<OrderForm>(`/api/checkout/orderForm/${id}/attachments/paymentData`, { payments: [{ paymentSystem: 6, installments: 1 }] })
    expect(paying.status).toBe(200)
    const value = paying.body.value
    expect(value).toBe(2 * price + (paying.body.totalizers.find((t) => t.id === 'Shipping')?.value ?? 0))

    const placed = await shopper.post<PlaceOrderResponse>(`/api/checkout/pub/orderForm/${id}/transaction`, { referenceId: id, value, referenceValue: value, interestValue: 0, savePersonalData: false, optinNewsLetter: false })
    expect(placed.status).toBe(200)
    const orderGroup = placed.body.orders[0].orderGroup
    // The browser pays at the account's gateway (another origin), then the store finishes the order.
    const gateway = await fetch(placed.body.transactionData.receiverUri, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: '[]' })
    expect(gateway.status).toBe(200)
    expect((await shopper.post(`/api/checkout/pub/gatewayCallback/${orderGroup}`)).status).toBe(200)
    const orders = await shopper.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)
    expect(orders.status).toBe(200)
    expect(orders.body[0]).toMatchObject({ orderGroup, value, items: [expect.objectContaining({ id: skuId, quantity: 2 })], paymentData: { paymentSystem: 6, value, interestValue: 0 } })
    // The cart that became the order is empty.
    expect((await shopper.get<OrderForm>(`/api/checkout/orderForm/${id}`)).body.items).toEqual([])
  })
})
