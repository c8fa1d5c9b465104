import { pickSkus } from '../../api/__tests__/checkout-helpers'
import { startTestServer, type TestServer } from '../../test-support/server'

/** JSON bodies of the API: a JSON content type with no body is no body (VTEX's documents send that header on every call). */
describe('JSON request bodies', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const post = (path: string, body: string | undefined, cookie = '') =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) }, body })

  it('answers a body-less POST with a JSON content type as a POST without a body', async () => {
    const created = await post('/api/checkout/pub/orderForm', undefined)
    expect(created.status).toBe(200)
    const { orderFormId } = (await created.json()) as { orderFormId: string }
    const cookie = created.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
    const skus = pickSkus(server)
    const add = await fetch(`${server.baseUrl}/api/checkout/pub/orderForm/${orderFormId}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ orderItems: [{ id: skus.plenty.sku.id, quantity: 2, seller: skus.plenty.seller }] }),
    })
    expect(add.status).toBe(200)
    const emptied = await post(`/api/checkout/pub/orderForm/${orderFormId}/items/removeAll`, undefined, cookie)
    expect(emptied.status).toBe(200)
    expect(((await emptied.json()) as { items: unknown[] }).items).toEqual([])
  })

  it('still refuses a missing body where the call needs one, and malformed or poisoned JSON, with a 400', async () => {
    const { orderFormId } = (await (await post('/api/checkout/pub/orderForm', undefined)).json()) as { orderFormId: string }
    const missing = await post(`/api/checkout/pub/orderForm/${orderFormId}/items`, undefined)
    expect(missing.status).toBe(400)
    const malformed = await post(`/api/checkout/pub/orderForm/${orderFormId}/items`, '{"orderItems": [')
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toMatch(/JSON/)
    const poisoned = await post(`/api/checkout/pub/orderForm/${orderFormId}/coupons`, '{"text": "x", "__proto__": {"admin": true}}')
    expect(poisoned.status).toBe(400)
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
  })
})
