import { pickSkus } from '../../api/__tests__/checkout-helpers'
import { startTestServer, type TestServer } from '../../test-support/server'

/**
 * Who may write without the anti-forgery token (decision 0026): a program,
 * which sends none of the headers browsers set; never a page of another
 * site, which browsers mark; a page of this site only with the token.
 */
describe('anti-forgery by sender', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>

  beforeAll(async () => {
    server = await startTestServer()
    skus = pickSkus(server)
  })
  afterAll(() => server.close())

  /** A stored cart with one item, and the cookies of the browser that made it. */
  async function storedCart(): Promise<{ id: string; cookie: string; token: string }> {
    const owner = server.client()
    const cart = await owner.get<{ orderFormId: string }>('/api/checkout/orderForm')
    const item = { id: skus.plenty.sku.id, quantity: 1, seller: skus.plenty.seller }
    expect((await owner.post(`/api/checkout/pub/orderForm/${cart.body.orderFormId}/items`, { orderItems: [item] })).status).toBe(200)
    return { id: cart.body.orderFormId, cookie: owner.cookieHeader(), token: owner.cookies.get('XSRF-TOKEN')! }
  }

  /** Adds one unit of a second SKU with the given headers; the status and the cart's item count after. */
  async function addWith(headers: Record<string, string>, cart: { id: string }): Promise<{ status: number; code?: string; items: number }> {
    const response = await fetch(`${server.baseUrl}/api/checkout/pub/orderForm/${cart.id}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ orderItems: [{ id: skus.second.sku.id, quantity: 1, seller: skus.second.seller }] }),
    })
    const body = (await response.json()) as { error?: { code: string } }
    return { status: response.status, code: body.error?.code, items: server.composition.repositories.orderForms.get(cart.id)!.items.length }
  }

  it('lets a program (no Sec-Fetch-Site, Origin or Referer) write without the token, with the cookies it chose to send', async () => {
    const cart = await storedCart()
    expect(await addWith({ cookie: cart.cookie }, cart)).toEqual({ status: 200, code: undefined, items: 2 })
  })

  it('asks a page of this site for the token: Fetch Metadata same-origin, an Origin of this host, or only a Referer', async () => {
    const cart = await storedCart()
    const host = new URL(server.baseUrl).host
    const marksOfThisSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'same-origin' }, { origin: `http://${host}` }, { referer: `${server.baseUrl}/carrinho` }, { 'sec-fetch-site': 'none' }]
    for (const marks of marksOfThisSite) {
      expect({ marks, ...(await addWith({ cookie: cart.cookie, ...marks }, cart)) }).toEqual({ marks, status: 403, code: 'XSRF_TOKEN_INVALID', items: 1 })
    }
    expect(await addWith({ cookie: cart.cookie, 'sec-fetch-site': 'same-origin', origin: `http://${host}`, 'x-xsrf-token': cart.token }, cart)).toEqual({
      status: 200,
      code: undefined,
      items: 2,
    })
  })

  it('refuses pages of other sites, even with the cookie and the token: cross-site and same-site Fetch Metadata, a foreign or opaque Origin', async () => {
    const cart = await storedCart()
    const withToken = { cookie: cart.cookie, 'x-xsrf-token': cart.token }
    const senders: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://golpe.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://outra.arenaesportes.com.br' },
      // A browser without Fetch Metadata: its Origin says where the page was.
      { origin: 'https://golpe.example' },
      { origin: 'null' },
      // Nor Origin: the Referer's host.
      { referer: 'https://golpe.example/oferta' },
      // Fetch Metadata wins over an Origin naming this host.
      { 'sec-fetch-site': 'cross-site', origin: server.baseUrl },
    ]
    for (const marks of senders) {
      expect({ marks, ...(await addWith({ ...withToken, ...marks }, cart)) }).toEqual({ marks, status: 403, code: 'CROSS_SITE_REQUEST', items: 1 })
    }
  })

  it('leaves reads alone whoever sends them', async () => {
    const cart = await storedCart()
    const response = await fetch(`${server.baseUrl}/api/checkout/pub/orderForm/${cart.id}`, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(200)
  })
})
