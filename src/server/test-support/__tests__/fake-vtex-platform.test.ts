import { FAKE_SEARCH_PREFIX, startFakeVtexPlatform, type FakeVtexPlatform } from '../fake-vtex-platform'

/**
 * The fake account made from VTEX's documents keeps to them: its catalogue's
 * products and every answer of a whole purchase — over many carts, whose
 * generated parts differ — validate against the documents' schemas (faults
 * adjusted), and it refuses what the documents refuse.
 */
describe("the fake VTEX account keeps to VTEX's documents", () => {
  let platform: FakeVtexPlatform

  beforeAll(async () => {
    platform = await startFakeVtexPlatform()
  })
  afterAll(() => platform.close())

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${platform.baseUrl}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
  }

  it('its products are the document’s Product', () => {
    for (const product of platform.catalogue) expect(platform.contract.schemaFaults('search', 'Product', product.wire)).toEqual([])
  })

  it('refuses a search without the trade policy, a sort the document does not list, and a parameter it does not name', async () => {
    expect((await call('GET', `${FAKE_SEARCH_PREFIX}/product_search?query=bola`)).status).toBe(400)
    expect((await call('GET', `${FAKE_SEARCH_PREFIX}/product_search/trade-policy/3?sort=price_asc`)).status).toBe(400)
    expect((await call('GET', `${FAKE_SEARCH_PREFIX}/product_search/trade-policy/3?sc=3`)).status).toBe(400)
    expect((await call('POST', '/api/checkout/pub/orderForm/abc/items', { orderItems: [{ id: '1', quantity: 1, seller: '1' }] })).status).toBe(400)
    expect(platform.refused.map((refusal) => refusal.faults.join('; '))).toEqual([
      'the facets path has no trade-policy/{id} (required)',
      expect.stringContaining('query parameter "sort"'),
      expect.stringContaining('query parameter "sc" is not one of'),
      expect.stringContaining("must have required property 'index'"),
    ])
    platform.refused.length = 0
  })

  it('answers 404 outside both documents, and records it', async () => {
    expect((await call('GET', '/api/sessions?items=profile.id')).status).toBe(404)
    expect(platform.undocumented.map((c) => c.url)).toEqual(['/api/sessions?items=profile.id'])
  })

  it('a whole purchase, over many carts: every answer one the documents describe', async () => {
    const product = platform.catalogue.find((candidate) => candidate.available)!
    const item = (product.wire.items as Array<{ itemId: string; sellers: Array<{ commertialOffer: { AvailableQuantity: number } }> }>).find((candidate) => candidate.sellers[0]?.commertialOffer.AvailableQuantity > 0)!
    for (let i = 0; i < 25; i++) {
      const cart = await call('GET', '/api/checkout/pub/orderForm?sc=3')
      const id = String(cart.body?.orderFormId)
      expect((await call('POST', `/api/checkout/pub/orderForm/${id}/items?sc=3`, { orderItems: [{ id: item.itemId, quantity: 1, seller: '1', index: 0 }] })).status).toBe(200)
      expect((await call('POST', `/api/checkout/pub/orderForm/${id}/attachments/shippingData`, { selectedAddresses: [{ addressType: 'residential', postalCode: '01310-100', country: 'BRA', street: 'Avenida Paulista', number: '1000' }] })).status).toBe(200)
      expect((await call('POST', `/api/checkout/pub/orderForm/${id}/attachments/clientProfileData`, { email: `c${i}@example.com` })).status).toBe(200)
      const paying = await call('POST', `/api/checkout/pub/orderForm/${id}/attachments/paymentData`, { payments: [{ paymentSystem: i % 2 ? 2 : 6, installments: 1 }] })
      const value = Number(paying.body?.value)
      const placed = await call('POST', `/api/checkout/pub/orderForm/${id}/transaction`, { referenceId: id, value, referenceValue: value, interestValue: 0 })
      expect(placed.status).toBe(200)
      const orderGroup = String((placed.body?.orders as Array<{ orderGroup: string }>)[0].orderGroup)
      expect((await call('POST', `/api/checkout/pub/gatewayCallback/${orderGroup}`)).status).toBe(200)
    }
    expect(platform.refused).toEqual([])
    expect(platform.answerFaults).toEqual([])
  })
})
