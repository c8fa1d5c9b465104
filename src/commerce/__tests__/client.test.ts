import { createCommerceClient, type CookieJar } from '../index'
import { CommerceHttpError, createHttpClient, type FetchLike, type HttpClient } from '../http'
import { createWishlistApi, MissingWishlistIdError } from '../../features/wishlist/client'

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  credentials: RequestCredentials | undefined
}

/** A fetch that records calls and answers from a queue (JSON 200 `{}` when empty). */
function fakeFetch() {
  const calls: Call[] = []
  const answers: Array<Response | Error> = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    })
    const next = answers.shift()
    if (next instanceof Error) throw next
    return next ?? json({})
  }
  return { fetch, calls, answer: (...r: Array<Response | Error>) => answers.push(...r) }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const silent = { error: jest.fn() }

function setup(token: string | null = 'tok-123') {
  const fake = fakeFetch()
  const http: HttpClient = createHttpClient({ fetch: fake.fetch, readCookie: (name) => (name === 'XSRF-TOKEN' ? token : null) })
  return { ...fake, http }
}

describe('http client', () => {
  it('sends JSON with same-origin credentials, and the XSRF header only on state-changing methods', async () => {
    const { http, calls } = setup()
    await http.get('/api/a', { query: { q: 'bola', page: 2, skip: undefined, tags: ['x', 'y'] } })
    await http.post('/api/b', { x: 1 })
    await http.put('/api/c', { y: 2 })
    await http.patch('/api/d', { z: 3 })
    await http.delete('/api/e')
    await http.head('/api/f')
    await http.options('/api/g')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/a?q=bola&page=2&tags=x&tags=y',
      'POST /api/b',
      'PUT /api/c',
      'PATCH /api/d',
      'DELETE /api/e',
      'HEAD /api/f',
      'OPTIONS /api/g',
    ])
    for (const call of calls) {
      expect(call.credentials).toBe('same-origin')
      expect(call.headers.accept).toBe('application/json')
      const safe = ['GET', 'HEAD', 'OPTIONS'].includes(call.method)
      expect(call.headers['X-XSRF-TOKEN']).toBe(safe ? undefined : 'tok-123')
    }
    expect(calls[1].headers['content-type']).toBe('application/json')
    expect(calls[1].body).toEqual({ x: 1 })
    expect(calls[0].body).toBeUndefined()
  })

  it('omits the header when there is no cookie', async () => {
    const { http, calls } = setup(null)
    await http.post('/api/x', {})
    expect(calls[0].headers['X-XSRF-TOKEN']).toBeUndefined()
  })

  it('maps an API error body to a typed error with status, code and body', async () => {
    const { http, answer } = setup()
    answer(json({ error: { code: 'NOT_LOGGED_IN', message: 'Faça login para continuar.' } }, 401))
    const error = await http.post('/api/account/getUserProfile').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommerceHttpError)
    expect(error).toMatchObject({
      status: 401,
      code: 'NOT_LOGGED_IN',
      message: 'Faça login para continuar.',
      method: 'POST',
      url: '/api/account/getUserProfile',
      body: { error: { code: 'NOT_LOGGED_IN', message: 'Faça login para continuar.' } },
    })
  })

  it('maps other failures: non-JSON errors and network errors', async () => {
    const { http, answer } = setup()
    answer(new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }), new TypeError('offline'))
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', body: 'Bad gateway' })
    await expect(http.get('/api/y')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('returns null for empty bodies and text for non-JSON bodies', async () => {
    const { http, answer } = setup()
    answer(new Response(null, { status: 204 }), new Response('ok', { headers: { 'content-type': 'text/plain' } }))
    await expect(http.post('/api/x')).resolves.toBeNull()
    await expect(http.get('/api/y')).resolves.toBe('ok')
  })

  it('reads the XSRF cookie from document.cookie by default', async () => {
    const fake = fakeFetch()
    const original = Object.getOwnPropertyDescriptor(globalThis, 'document')
    Object.defineProperty(globalThis, 'document', { value: { cookie: 'a=1; XSRF-TOKEN=abc%2Bdef; b=2' }, configurable: true })
    try {
      await createHttpClient({ fetch: fake.fetch }).post('/api/x', {})
      expect(fake.calls[0].headers['X-XSRF-TOKEN']).toBe('abc+def')
    } finally {
      if (original) Object.defineProperty(globalThis, 'document', original)
      else delete (globalThis as { document?: unknown }).document
    }
  })
})

describe('checkout client (order form gateway)', () => {
  it('calls every order form path with the right method, query and body', async () => {
    const { http, calls, answer } = setup()
    const { checkout } = createCommerceClient(http, { salesChannel: '3' })
    const orderForm = { orderFormId: 'of 1', items: [], messages: [], totalizers: [], value: 0 }
    answer(...Array.from({ length: 14 }, () => json(orderForm)))
    await checkout.create()
    await checkout.get('of 1')
    await checkout.addItems('of 1', [{ id: '10', productId: '1', quantity: 2, seller: '1', index: 0, price: 9990 }])
    await checkout.updateItems('of 1', [{ index: 0, quantity: 0 }])
    await checkout.addCoupon('of 1', 'BEMVINDO10')
    await checkout.clearMessages('of 1')
    await checkout.setMarketingData('of 1', { utmSource: 'awin', utmMedium: 'cpc', marketingTags: ['a'] })
    await checkout.setShippingData('of 1', { cep: '01310-100' })
    await checkout.setClientProfile('of 1', { email: 'a@b.com', firstName: 'Ana', documentType: 'cpf', document: '39053344705' })
    await checkout.setClientPreferences('of 1', { optinNewsletter: true })
    await checkout.addCustomData('of 1', { appId: 'insurance', fields: { data: '{}' } })
    await checkout.changeToAnonymousUser('of 1')
    await checkout.simulation('of 1', '01310-100')
    await checkout.checkGuestEmail('of 1', 'a@b.com')
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/checkout/orderForm', undefined],
      ['GET', '/api/checkout/orderForm/of%201', undefined],
      ['POST', '/api/checkout/orderForm/of%201/items?sc=3', { orderItems: [{ id: '10', productId: '1', quantity: 2, seller: '1', index: 0, price: 9990 }] }],
      ['POST', '/api/checkout/orderForm/of%201/items/update?allowedOutdatedData=paymentData', { orderItems: [{ index: 0, quantity: 0 }] }],
      ['POST', '/api/checkout/orderForm/of%201/coupons', { text: 'BEMVINDO10' }],
      ['POST', '/api/checkout/orderForm/of%201/clearMessages', {}],
      ['POST', '/api/checkout/orderForm/of%201/marketingData', { utmSource: 'awin', utmMedium: 'cpc', marketingTags: ['a'] }],
      ['POST', '/api/checkout/orderForm/of%201/shippingData', { cep: '01310-100' }],
      ['POST', '/api/checkout/orderForm/of%201/attachments/clientProfileData', { email: 'a@b.com', firstName: 'Ana', documentType: 'cpf', document: '39053344705' }],
      ['POST', '/api/checkout/orderForm/of%201/attachments/preferenceData', { optinNewsletter: true }],
      ['POST', '/api/checkout/orderForm/of%201/customdata/addCustomdata', { appId: 'insurance', fields: { data: '{}' } }],
      ['GET', '/api/checkout/changeToAnonymousUser/of%201', undefined],
      ['GET', '/api/checkout/orderForm/of%201/simulation?postalCode=01310-100', undefined],
      ['POST', '/api/checkout/orderForm/of%201/attachments/clientProfileData', { email: 'a@b.com' }],
    ])
  })

  it('get gives null for an unknown order form and throws other errors', async () => {
    const { http, answer } = setup()
    const { checkout } = createCommerceClient(http)
    answer(json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404), json({ error: { code: 'BOOM', message: 'y' } }, 400))
    await expect(checkout.get('nope')).resolves.toBeNull()
    await expect(checkout.get('bad')).rejects.toMatchObject({ status: 400, code: 'BOOM' })
  })

  it('guest check and services-host custom data return null on failure (logged)', async () => {
    const { http, answer, calls } = setup()
    const { createCheckoutApi } = await import('../checkout')
    const logger = { error: jest.fn() }
    const checkout = createCheckoutApi({ http, logger })
    answer(json({ error: { code: 'X', message: 'x' } }, 400), json({ notAnOrderForm: true }), new TypeError('down'))
    await expect(checkout.checkGuestEmail('of', 'a@b.com')).resolves.toBeNull()
    await expect(checkout.checkGuestEmail('of', 'a@b.com')).resolves.toBeNull()
    await expect(checkout.putCustomDataOnServicesHost('https://services.example.com/', 'of', 'tracking', { awc: '1' })).resolves.toBeNull()
    expect(calls[2]).toMatchObject({ method: 'PUT', url: 'https://services.example.com/v1/checkout/pub/orderForm/of/customData/tracking', body: { awc: '1' } })
    expect(logger.error).toHaveBeenCalledTimes(2)
  })
})

describe('freight, address, wishlist, account, error log and personalisation', () => {
  it('simulates freight with country BRA and returns null on failure', async () => {
    const { http, calls, answer } = setup()
    const { createFreightApi } = await import('../freight')
    const freight = createFreightApi({ http, logger: silent })
    answer(json({ packages: [{ deliveryTypes: [], pickupPoints: { recommend: [] } }] }), json({ error: { code: 'INVALID_POSTAL_CODE', message: 'x' } }, 400))
    await expect(freight.simulateFreight([{ id: '10', seller: '1', quantity: 1 }], '01310-100')).resolves.toEqual({
      packages: [{ deliveryTypes: [], pickupPoints: { recommend: [] } }],
    })
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/pdp/simulation', body: { items: [{ id: '10', seller: '1', quantity: 1 }], postalCode: '01310-100', country: 'BRA' } })
    await expect(freight.simulateFreight([], 'x')).resolves.toBeNull()
  })

  it('looks up an address by CEP (null on failure)', async () => {
    const { http, calls, answer } = setup()
    const { createAddressApi } = await import('../address')
    const api = createAddressApi({ http, logger: silent })
    answer(json({ postalCode: '01310-100', city: 'São Paulo' }), json({ error: { code: 'POSTAL_CODE_NOT_FOUND', message: 'x' } }, 404))
    await expect(api.getAddressByPostalCode('01310-100')).resolves.toMatchObject({ city: 'São Paulo' })
    expect(calls[0].url).toBe('/api/getAddressByPostalCode?cep=01310-100')
    await expect(api.getAddressByPostalCode('99999-999')).resolves.toBeNull()
  })

  it('wishlist: posts the ids, throws on a missing id and on failure', async () => {
    const { http, calls, answer } = setup()
    const wishlist = createWishlistApi({ http })
    answer(json(null), json({ id: 'w1', products: [] }), json({ error: { code: 'NOT_LOGGED_IN', message: 'x' } }, 401))
    await expect(wishlist.getWishlist()).resolves.toBeNull()
    await wishlist.addProductToWishlist('w1', '42')
    await expect(wishlist.removeProductFromWishlist('w1', '42')).rejects.toMatchObject({ status: 401 })
    await expect(wishlist.addProductToWishlist(undefined, '42')).rejects.toBeInstanceOf(MissingWishlistIdError)
    await expect(wishlist.removeProductFromWishlist('', '42')).rejects.toBeInstanceOf(MissingWishlistIdError)
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/wishlist/getWishlist', {}],
      ['/api/wishlist/addProductToWishlist', { wishlistId: 'w1', productId: '42' }],
      ['/api/wishlist/removeProductFromWishlist', { wishlistId: 'w1', productId: '42' }],
    ])
  })

  it('account: session, profile, cashback (default 0) and logout', async () => {
    const { http, calls, answer } = setup()
    const { account } = createCommerceClient(http)
    answer(json({ isLoggedIn: false, user: null }), json({ sub: 's' }), json({}), json({ redirectUrl: '/' }))
    await expect(account.getSession()).resolves.toEqual({ isLoggedIn: false, user: null })
    await account.getUserProfile()
    await expect(account.getCashbackBalance()).resolves.toBe(0)
    await expect(account.logout('/pesquisa?q=a')).resolves.toBe('/')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/account/session',
      'POST /api/account/getUserProfile',
      'POST /api/getCashbackBalance',
      'POST /api/account/logout?returnPath=%2Fpesquisa%3Fq%3Da',
    ])
  })

  it('account: session reads made while one is under way share it; a read after it settled asks again', async () => {
    const { http, calls, answer } = setup()
    const { account } = createCommerceClient(http)
    answer(json({ isLoggedIn: false, user: null }), json({ isLoggedIn: true, user: null }))
    const [first, second] = await Promise.all([account.getSession(), account.getSession()])
    expect(first).toBe(second)
    expect(calls).toHaveLength(1)
    await expect(account.getSession()).resolves.toEqual({ isLoggedIn: true, user: null })
    expect(calls).toHaveLength(2)
  })

  it('error log: searches first and creates only when nothing is found', async () => {
    const { http, calls, answer } = setup()
    const { errorLog } = createCommerceClient(http)
    answer(json([]), json({ Id: 'log-1' }, 201), json([{ id: '1' }]))
    await expect(errorLog.logError({ slug: '/x/p', context: 'addToCart', error: 'boom' })).resolves.toBe(true)
    await expect(errorLog.logError({ slug: '/x/p', context: 'addToCart', error: 'boom' })).resolves.toBe(false)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/dataentities/log/search?_schema=pdp&_where=${encodeURIComponent('slug="/x/p" AND context="addToCart"').replace(/%20/g, '+')}`,
      'POST /api/dataentities/log/documents',
      `GET /api/dataentities/log/search?_schema=pdp&_where=${encodeURIComponent('slug="/x/p" AND context="addToCart"').replace(/%20/g, '+')}`,
    ])
    expect(calls[1].body).toEqual({ slug: '/x/p', context: 'addToCart', error: 'boom' })
  })

  it('personalisation: uses existing cookies, else fetches and writes them; ip cached in callerIp', async () => {
    const { http, calls, answer } = setup()
    const jar = new Map<string, string>()
    const cookies: CookieJar = { read: (n) => jar.get(n) ?? null, write: (n, v) => void jar.set(n, v) }
    const { personalisation } = createCommerceClient(http, { cookies, consent: () => true })
    answer(
      json([
        { name: '_dyid', value: '-123', maxAge: 1 },
        { name: '_dyid_server', value: '-123', maxAge: 1 },
        { name: '_dyjsession', value: 'abc', maxAge: 1 },
      ]),
      json({ ip: '203.0.113.9' }),
    )
    await expect(personalisation.personalisationIds()).resolves.toEqual({ dyid: '-123', dyidServer: '-123', dySession: 'abc' })
    expect(jar.get('_dyjsession')).toBe('abc')
    await expect(personalisation.personalisationIds()).resolves.toEqual({ dyid: '-123', dyidServer: '-123', dySession: 'abc' })
    await expect(personalisation.callerIp()).resolves.toBe('203.0.113.9')
    await expect(personalisation.callerIp()).resolves.toBe('203.0.113.9')
    expect(calls.map((c) => c.url)).toEqual(['/api/getDynamicYieldCookies', '/api/ip'])
    expect(jar.get('callerIp')).toBe('203.0.113.9')
  })

  it('personalisation without consent: empty ids and ip, nothing asked or written', async () => {
    const { http, calls } = setup()
    const jar = new Map<string, string>()
    const cookies: CookieJar = { read: (n) => jar.get(n) ?? null, write: (n, v) => void jar.set(n, v) }
    const { personalisation } = createCommerceClient(http, { cookies, consent: () => false })
    await expect(personalisation.personalisationIds()).resolves.toEqual({ dyid: '', dyidServer: '', dySession: '' })
    await expect(personalisation.callerIp()).resolves.toBe('')
    expect(calls).toEqual([])
    expect(jar.size).toBe(0)
  })

  it('personalisation falls back to empty ids and an empty ip', async () => {
    const { http, answer } = setup()
    const { createPersonalisationApi } = await import('../personalisation')
    const api = createPersonalisationApi({ http, logger: silent, cookies: { read: () => null, write: () => undefined }, consent: () => true })
    answer(new TypeError('offline'), json({ error: { code: 'X', message: 'x' } }, 500))
    await expect(api.personalisationIds()).resolves.toEqual({ dyid: '', dyidServer: '', dySession: '' })
    await expect(api.callerIp()).resolves.toBe('')
  })
})
