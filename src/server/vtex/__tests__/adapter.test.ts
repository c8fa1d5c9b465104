import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { registerErrorHandling } from '../../http/errors'
import { DEFAULT_VTEX_ENVIRONMENT, readVtexConfig, VTEX_SEARCH_EVENTS_ORIGIN } from '../config'
import { createVtexForwarder, passThroughCookies, rebindSetCookie } from '../forwarder'
import { vtexCommerceRoutes, vtexSessionRoutes } from '../routes'
import { searchSubpath } from '../search-routes'

interface Seen {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

describe('VTEX configuration', () => {
  it('reads account, environment, app key and token; builds the platform URL', () => {
    expect(readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_APP_KEY: 'k', VTEX_APP_TOKEN: 't' })).toEqual({
      account: 'arenaesportes',
      environment: DEFAULT_VTEX_ENVIRONMENT,
      appKey: 'k',
      appToken: 't',
      baseUrl: 'https://arenaesportes.vtexcommercestable.com.br',
      eventsBaseUrl: VTEX_SEARCH_EVENTS_ORIGIN,
    })
    expect(VTEX_SEARCH_EVENTS_ORIGIN).toBe('https://sp.vtex.com')
    expect(readVtexConfig({ VTEX_ACCOUNT: 'loja', VTEX_ENVIRONMENT: 'vtexcommercebeta' }).baseUrl).toBe('https://loja.vtexcommercebeta.com.br')
    expect(readVtexConfig({ VTEX_ACCOUNT: 'loja', VTEX_BASE_URL: 'http://127.0.0.1:1234/ignored' }).baseUrl).toBe('http://127.0.0.1:1234')
    expect(readVtexConfig({ VTEX_ACCOUNT: 'loja', VTEX_BASE_URL: 'http://127.0.0.1:1234/ignored' }).eventsBaseUrl).toBe('http://127.0.0.1:1234')
    expect(() => readVtexConfig({})).toThrow(/VTEX_ACCOUNT/)
    expect(() => readVtexConfig({ VTEX_ACCOUNT: 'evil.com/x' })).toThrow(/VTEX_ACCOUNT/)
    expect(() => readVtexConfig({ VTEX_ACCOUNT: 'a', VTEX_BASE_URL: 'file:///etc' })).toThrow(/VTEX_BASE_URL/)
  })

  it('keeps the platform cookies and drops ours; rebinds Set-Cookie to this host', () => {
    expect(passThroughCookies('checkout.vtex.com=__ofid=abc; arena_session=secret; XSRF-TOKEN=t; vtex_session=s')).toBe(
      'checkout.vtex.com=__ofid=abc; vtex_session=s',
    )
    expect(passThroughCookies('arena_session=x')).toBeUndefined()
    expect(rebindSetCookie('checkout.vtex.com=__ofid=1; Domain=.vtexcommercestable.com.br; Path=/; HttpOnly')).toBe('checkout.vtex.com=__ofid=1; Path=/; HttpOnly')
  })
})

describe('search paths forwarded to the platform', () => {
  it('keeps facet paths as they are (colons and @ unescaped, the rest encoded)', () => {
    expect(searchSubpath('product_search/category-1/esporte/price/100:200')).toBe('product_search/category-1/esporte/price/100:200')
    expect(searchSubpath('product_search/cor/azul marinho/brand/tênis')).toBe('product_search/cor/azul%20marinho/brand/t%C3%AAnis')
    expect(searchSubpath('facets/')).toBe('facets/')
  })

  it('refuses dot segments, backslashes, control characters and a missing endpoint', () => {
    for (const rest of ['product_search/../../checkout', 'product_search/./x', '..', 'facets/a\\b', 'facets/\u0000', '', '/facets']) {
      expect(() => searchSubpath(rest)).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_SEARCH_PATH' }))
    }
  })
})

describe('VTEX forwarder against a fake platform', () => {
  let upstream: FastifyInstance
  let app: FastifyInstance
  const seen: Seen[] = []
  let nextAnswer: { status: number; body: unknown; cookie?: string } | null = null

  beforeAll(async () => {
    upstream = Fastify()
    upstream.all('/*', async (request, reply) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: request.body ?? null })
      const answer = nextAnswer ?? { status: 200, body: { orderFormId: 'of1', items: [] } }
      nextAnswer = null
      if (answer.cookie) reply.header('set-cookie', answer.cookie)
      return reply.status(answer.status).send(answer.body)
    })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const vtex = readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_APP_KEY: 'app-key', VTEX_APP_TOKEN: 'app-token', VTEX_BASE_URL: `http://127.0.0.1:${port}` })

    app = Fastify()
    registerErrorHandling(app)
    await app.register(fastifyCookie)
    await app.register(
      async (api) => {
        const forwarder = createVtexForwarder(vtex)
        await api.register(vtexCommerceRoutes, { forwarder })
        await api.register(vtexSessionRoutes, { forwarder })
      },
      { prefix: '/api' },
    )
  })
  afterAll(async () => {
    await app.close()
    await upstream.close()
  })
  beforeEach(() => {
    seen.length = 0
  })

  const cookie = 'checkout.vtex.com=__ofid=of1; arena_session=our-secret; XSRF-TOKEN=tok'

  it('forwards every orderForm call to /api/checkout/pub/... with app key headers and the platform cookies', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/checkout/orderForm?forceNewCart=true&ignored=1'],
      ['GET', '/api/checkout/orderForm/of1'],
      ['POST', '/api/checkout/orderForm/of1/items?sc=3', { orderItems: [{ id: '10', quantity: 1, seller: '1' }] }],
      ['POST', '/api/checkout/orderForm/of1/items/update?allowedOutdatedData=paymentData', { orderItems: [{ index: 0, quantity: 0 }] }],
      ['POST', '/api/checkout/orderForm/of1/coupons', { text: 'CUPOM' }],
      ['POST', '/api/checkout/orderForm/of1/clearMessages', {}],
      ['POST', '/api/checkout/orderForm/of1/marketingData', { utmSource: 'awin' }],
      ['POST', '/api/checkout/orderForm/of1/shippingData', { cep: '01310-100' }],
      ['POST', '/api/checkout/orderForm/of1/attachments/clientProfileData', { email: 'a@b.com' }],
      ['POST', '/api/checkout/orderForm/of1/attachments/preferenceData', { optinNewsletter: true }],
      ['POST', '/api/checkout/orderForm/of1/customdata/addCustomdata', { appId: 'insurance', fields: { data: 'x', n: 1 } }],
      ['POST', '/api/checkout/orderForm/of1/customdata/addCustomdata', { appId: 'tracking', appFieldName: 'awc', value: 'abc' }],
      ['GET', '/api/checkout/changeToAnonymousUser/of1'],
    ]
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object | undefined, headers: { cookie } })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ orderFormId: 'of1', items: [] })
    }
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/checkout/pub/orderForm?forceNewCart=true',
      'GET /api/checkout/pub/orderForm/of1',
      'POST /api/checkout/pub/orderForm/of1/items?sc=3',
      'POST /api/checkout/pub/orderForm/of1/items/update?allowedOutdatedData=paymentData',
      'POST /api/checkout/pub/orderForm/of1/coupons',
      'POST /api/checkout/pub/orderForm/of1/messages/clear',
      'POST /api/checkout/pub/orderForm/of1/attachments/marketingData',
      'POST /api/checkout/pub/orderForm/of1/attachments/shippingData',
      'POST /api/checkout/pub/orderForm/of1/attachments/clientProfileData',
      'POST /api/checkout/pub/orderForm/of1/attachments/clientPreferencesData',
      'PUT /api/checkout/pub/orderForm/of1/customData/insurance',
      'PUT /api/checkout/pub/orderForm/of1/customData/tracking/awc',
      'GET /checkout/changeToAnonymousUser/of1',
    ])
    for (const s of seen) {
      expect(s.headers['x-vtex-api-appkey']).toBe('app-key')
      expect(s.headers['x-vtex-api-apptoken']).toBe('app-token')
      expect(s.headers.cookie).toBe('checkout.vtex.com=__ofid=of1')
      expect(s.headers.accept).toBe('application/json')
    }
    expect(seen[2].body).toEqual({ orderItems: [{ id: '10', quantity: 1, seller: '1' }] })
    expect(seen[4].body).toEqual({ text: 'CUPOM' })
    expect(seen[7].body).toEqual({ selectedAddresses: [{ addressType: 'search', postalCode: '01310-100', country: 'BRA' }], clearAddressIfPostalCodeNotFound: false })
    expect(seen[9].body).toEqual({ locale: 'pt-BR', optinNewsLetter: true })
    expect(seen[10].body).toEqual({ data: 'x', n: '1' })
    expect(seen[11].body).toEqual({ value: 'abc' })
  })

  it('adds the sales channel to item additions when missing', async () => {
    await app.inject({ method: 'POST', url: '/api/checkout/orderForm/of1/items', payload: { orderItems: [] } })
    expect(seen[0].url).toMatch(/^\/api\/checkout\/pub\/orderForm\/of1\/items\?sc=\d$/)
    expect(seen[0].headers.cookie).toBeUndefined()
  })

  it('relays the platform cookies (rebound to this host) and its 4xx errors as JSON', async () => {
    nextAnswer = { status: 200, body: { orderFormId: 'of2' }, cookie: 'checkout.vtex.com=__ofid=of2; Domain=.vtexcommercestable.com.br; Path=/' }
    const ok = await app.inject({ method: 'GET', url: '/api/checkout/orderForm' })
    expect(ok.headers['set-cookie']).toBe('checkout.vtex.com=__ofid=of2; Path=/')

    nextAnswer = { status: 400, body: { error: { code: 'CHK0080', message: 'Item inválido', exception: null } } }
    const bad = await app.inject({ method: 'POST', url: '/api/checkout/orderForm/of1/items', payload: { orderItems: [] } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: { code: 'CHK0080', message: 'Item inválido' } })

    nextAnswer = { status: 503, body: 'down' }
    const down = await app.inject({ method: 'GET', url: '/api/checkout/orderForm/of1' })
    expect(down.statusCode).toBe(502)
    expect(down.json().error.code).toBe('UPSTREAM_UNAVAILABLE')
  })

  it('validates ids and bodies before calling the platform', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/checkout/orderForm/..%2F..%2Fadmin' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: '/api/checkout/orderForm/of1/customdata/addCustomdata', payload: { appId: '../x', fields: {} } })).statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: '/api/checkout/orderForm/of1/coupons', payload: [1] })).statusCode).toBe(400)
    expect(seen).toEqual([])
  })

  it('simulates freight through /api/checkout/pub/orderForms/simulation and maps packages', async () => {
    nextAnswer = {
      status: 200,
      body: {
        items: [
          { id: '10', seller: '1', quantity: 2, availability: 'available' },
          { id: '20', seller: 'mkp1', quantity: 1, availability: 'available' },
        ],
        logisticsInfo: [
          {
            itemIndex: 0,
            slas: [
              { id: 'Normal', name: 'Normal', deliveryChannel: 'delivery', price: 1000, shippingEstimate: '3bd' },
              { id: 'Expressa', name: 'Expressa', deliveryChannel: 'delivery', price: 2000, shippingEstimate: '1bd' },
              {
                id: 'Retirada (1_SP01)',
                name: 'Retirada',
                deliveryChannel: 'pickup-in-point',
                price: 0,
                shippingEstimate: '1bd',
                pickupPointId: '1_SP01',
                pickupDistance: 4.2,
                pickupStoreInfo: { friendlyName: 'Loja Pinheiros', address: { postalCode: '05425-070', street: 'Av. X', number: '1', neighborhood: 'Pinheiros', city: 'São Paulo', state: 'SP' } },
              },
            ],
          },
          { itemIndex: 1, slas: [{ id: 'Normal', name: 'Normal', deliveryChannel: 'delivery', price: 1500, shippingEstimate: '5bd' }] },
        ],
      },
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/pdp/simulation',
      payload: { items: [{ id: '10', seller: '1', quantity: 2 }, { id: '20', seller: 'mkp1', quantity: 1 }], postalCode: '01310-100', country: 'BRA' },
    })
    expect(res.statusCode).toBe(200)
    expect(seen[0].method).toBe('POST')
    expect(seen[0].url).toMatch(/^\/api\/checkout\/pub\/orderForms\/simulation\?sc=\d$/)
    expect(seen[0].body).toEqual({ items: [{ id: '10', seller: '1', quantity: 2 }, { id: '20', seller: 'mkp1', quantity: 1 }], postalCode: '01310100', country: 'BRA' })
    const body = res.json()
    expect(body.postalCode).toBe('01310-100')
    expect(body.packages).toHaveLength(2)
    expect(body.packages[0].deliveryTypes.map((d: { id: string; price: number; businessDays: number }) => [d.id, d.price, d.businessDays])).toEqual([
      ['Normal', 1000, 3],
      ['Expressa', 2000, 1],
    ])
    expect(body.packages[0].pickupPoints.recommend[0]).toMatchObject({ id: '1_SP01', friendlyName: 'Loja Pinheiros', distanceKm: 4.2, price: 0 })
    expect(body.packages[1]).toMatchObject({ seller: 'mkp1', pickupPoints: { recommend: [] } })

    expect((await app.inject({ method: 'POST', url: '/api/pdp/simulation', payload: { items: [], postalCode: '1', country: 'BRA' } })).statusCode).toBe(400)
  })

  it("simulates the cart's own items (orderForm read, then the platform simulation)", async () => {
    nextAnswer = { status: 200, body: { orderFormId: 'of1', items: [{ id: '10', seller: '1', quantity: 3, name: 'x' }], shippingData: { address: { postalCode: '30130-010' } } } }
    const res = await app.inject({ method: 'GET', url: '/api/checkout/orderForm/of1/simulation' })
    expect(res.statusCode).toBe(200)
    expect(seen.map((s) => `${s.method} ${s.url.replace(/sc=\d/, 'sc=N')}`)).toEqual([
      'GET /api/checkout/pub/orderForm/of1',
      'POST /api/checkout/pub/orderForms/simulation?sc=N',
    ])
    expect(seen[1].body).toEqual({ items: [{ id: '10', seller: '1', quantity: 3 }], postalCode: '30130-010', country: 'BRA' })
  })

  it('maps the platform session to the account session', async () => {
    nextAnswer = {
      status: 200,
      body: {
        namespaces: {
          profile: {
            isAuthenticated: { value: 'true' },
            id: { value: 'u1' },
            email: { value: 'ana@example.com' },
            firstName: { value: 'Ana' },
            lastName: { value: 'Souza' },
          },
        },
      },
    }
    const res = await app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie: 'vtex_session=abc; arena_session=x' } })
    expect(seen[0].url).toBe('/api/sessions?items=profile.isAuthenticated%2Cprofile.id%2Cprofile.email%2Cprofile.firstName%2Cprofile.lastName')
    expect(seen[0].headers.cookie).toBe('vtex_session=abc')
    expect(res.json()).toMatchObject({ isLoggedIn: true, user: { sub: 'u1', email: 'ana@example.com', given_name: 'Ana', family_name: 'Souza' } })
    nextAnswer = { status: 200, body: { namespaces: { profile: { isAuthenticated: { value: 'false' } } } } }
    expect((await app.inject({ method: 'GET', url: '/api/account/session' })).json()).toEqual({ isLoggedIn: false, user: null })
  })
})
