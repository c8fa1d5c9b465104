import { createPersonalisationApi, type CookieJar } from '../../commerce/personalisation'
import type { HttpClient } from '../../commerce/http'
import {
  addToCartDyEvent,
  createPersonalisationClient,
  DY_EU_COLLECT_URL,
  dyPage,
  engagementPayload,
  eventPayload,
  pageviewPayload,
} from '../personalisation'

const IDS = { dyid: '-123', dyidServer: '-123', dySession: 'abc' }
const PAGE = dyPage('home', { location: 'https://loja.test/', referrer: '' })
const DEVICE = { userAgent: 'UA', ip: '200.1.2.3' }

describe('payloads', () => {
  it('engagement: user, session, context WEB, engagements', () => {
    expect(engagementPayload(IDS, [{ type: 'CLICK', decisionId: 'd1' }], true)).toEqual({
      user: { active_consent_accepted: true, dyid_server: '-123', dyid: '-123' },
      session: { dy: 'abc' },
      context: { channel: 'WEB' },
      engagements: [{ type: 'CLICK', decisionId: 'd1' }],
    })
  })

  it('event: skipped when any id is missing', () => {
    const events = [{ name: 'x', properties: {} }]
    expect(eventPayload(IDS, events, false)).toEqual({
      user: { active_consent_accepted: false, dyid_server: '-123', dyid: '-123' },
      session: { dy: 'abc' },
      context: { channel: 'WEB' },
      events,
    })
    expect(eventPayload({ ...IDS, dyid: '' }, events, true)).toBeNull()
    expect(eventPayload({ ...IDS, dyidServer: '' }, events, true)).toBeNull()
    expect(eventPayload({ ...IDS, dySession: '' }, events, true)).toBeNull()
  })

  it('pageview: page with locale pt-BR, device, channel WEB, implicit client data; only in production with all ids', () => {
    expect(pageviewPayload(IDS, PAGE, DEVICE, { consent: true, production: true })).toEqual({
      user: { active_consent_accepted: true, dyid_server: '-123', dyid: '-123' },
      session: { dy: 'abc' },
      context: {
        page: { type: 'HOMEPAGE', data: [], location: 'https://loja.test/', referrer: '', locale: 'pt-BR' },
        device: { userAgent: 'UA', ip: '200.1.2.3' },
        channel: 'WEB',
      },
      options: { isImplicitClientData: true },
    })
    expect(pageviewPayload(IDS, PAGE, DEVICE, { consent: true, production: false })).toBeNull()
    expect(pageviewPayload({ ...IDS, dySession: '' }, PAGE, DEVICE, { consent: true, production: true })).toBeNull()
  })

  it('add to cart event', () => {
    expect(addToCartDyEvent({ productId: '101', quantity: 2, value: 499.8, cart: [{ productId: '101', quantity: 2, itemPrice: 249.9 }] })).toEqual({
      name: 'Add to Cart',
      properties: {
        dyType: 'add-to-cart-v1',
        value: 499.8,
        currency: 'BRL',
        productId: '101',
        quantity: 2,
        cart: [{ productId: '101', quantity: 2, itemPrice: 249.9 }],
      },
    })
  })

  it('page types', () => {
    expect(dyPage('cart', { location: 'l', referrer: 'r', data: ['1'] })).toEqual({ type: 'CART', data: ['1'], location: 'l', referrer: 'r' })
    expect(dyPage('product page', { location: '', referrer: '' }).type).toBe('PRODUCT')
    expect(dyPage('listing', { location: '', referrer: '' }).type).toBe('CATEGORY')
    expect(dyPage('department', { location: '', referrer: '' }).type).toBe('CATEGORY')
    expect(dyPage('search', { location: '', referrer: '' }).type).toBe('OTHER')
  })
})

describe('createPersonalisationClient', () => {
  const okFetch = () => jest.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }))

  it('is inert without an API key: no request, no id lookup', async () => {
    const fetch = okFetch()
    const ids = jest.fn(async () => IDS)
    const device = jest.fn(async () => DEVICE)
    const client = createPersonalisationClient({ apiKey: '', production: true, ids, consent: () => true, fetch })
    expect(client.enabled).toBe(false)
    await expect(client.engagement([{ type: 'CLICK' }])).resolves.toBe(false)
    await expect(client.event([{ name: 'x', properties: {} }])).resolves.toBe(false)
    await expect(client.pageview(PAGE, device)).resolves.toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    expect(ids).not.toHaveBeenCalled()
    expect(device).not.toHaveBeenCalled()
  })

  it('posts JSON with the api-key header to the EU collect endpoint by default', async () => {
    const fetch = okFetch()
    const client = createPersonalisationClient({ apiKey: 'k1', production: true, ids: async () => IDS, consent: () => true, fetch })
    await expect(client.event([{ name: 'x', properties: {} }])).resolves.toBe(true)
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe(`${DY_EU_COLLECT_URL}/event`)
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ 'DY-API-Key': 'k1', 'Content-Type': 'application/json' })
    expect(JSON.parse(init.body as string)).toEqual(eventPayload(IDS, [{ name: 'x', properties: {} }], true))
  })

  it('uses a configured collect URL; skips events with missing ids and pageviews outside production', async () => {
    const fetch = okFetch()
    const device = jest.fn(async () => DEVICE)
    const client = createPersonalisationClient({
      apiKey: 'k1',
      collectUrl: 'https://collect.test/v2/',
      production: false,
      ids: async () => ({ ...IDS, dyid: '' }),
      consent: () => true,
      fetch,
    })
    await expect(client.event([{ name: 'x', properties: {} }])).resolves.toBe(false)
    await expect(client.pageview(PAGE, device)).resolves.toBe(false)
    expect(device).not.toHaveBeenCalled()
    await expect(client.engagement([{ type: 'IMP' }])).resolves.toBe(true)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://collect.test/v2/engagement'])
  })

  it('sends nothing and looks up no id without consent to personalisation', async () => {
    const fetch = okFetch()
    const ids = jest.fn(async () => IDS)
    const device = jest.fn(async () => DEVICE)
    let granted = false
    const client = createPersonalisationClient({ apiKey: 'k1', production: true, ids, consent: () => granted, fetch })
    await expect(client.engagement([{ type: 'IMP' }])).resolves.toBe(false)
    await expect(client.event([{ name: 'x', properties: {} }])).resolves.toBe(false)
    await expect(client.pageview(PAGE, device)).resolves.toBe(false)
    expect(ids).not.toHaveBeenCalled()
    expect(device).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    granted = true
    await expect(client.engagement([{ type: 'IMP' }])).resolves.toBe(true)
    expect(JSON.parse(fetch.mock.calls[0][1].body as string).user.active_consent_accepted).toBe(true)
  })

  it('sends pageviews in production with device info', async () => {
    const fetch = okFetch()
    const client = createPersonalisationClient({ apiKey: 'k1', production: true, ids: async () => IDS, consent: () => true, fetch })
    await expect(client.pageview(PAGE, async () => DEVICE)).resolves.toBe(true)
    expect(fetch.mock.calls[0][0]).toBe(`${DY_EU_COLLECT_URL}/pageview`)
    expect(JSON.parse(fetch.mock.calls[0][1].body as string).context.device).toEqual(DEVICE)
  })

  it('only logs failures', async () => {
    const log = jest.fn()
    const fetch = jest.fn(async () => {
      throw new Error('offline')
    })
    const client = createPersonalisationClient({ apiKey: 'k1', production: true, ids: async () => IDS, consent: () => true, fetch, log })
    await expect(client.event([{ name: 'x', properties: {} }])).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith('/event failed', expect.any(Error))
  })
})

describe('identity (commerce client reused)', () => {
  function jar(initial: Record<string, string>): CookieJar & { values: Record<string, string> } {
    const values = { ...initial }
    return { values, read: (name) => values[name] ?? null, write: (name, value) => void (values[name] = value) }
  }

  it('uses _dyid and _dyjsession cookies when both exist, else fetches GET /api/getDynamicYieldCookies and writes them', async () => {
    const get = jest.fn(async () => [
      { name: '_dyid', value: '-9', maxAge: 1 },
      { name: '_dyid_server', value: '-9', maxAge: 1 },
      { name: '_dyjsession', value: 'f00', maxAge: 1 },
    ])
    const http = { get } as unknown as HttpClient
    const both = createPersonalisationApi({ http, cookies: jar({ _dyid: '-1', _dyjsession: 's' }), consent: () => true })
    await expect(both.personalisationIds()).resolves.toEqual({ dyid: '-1', dyidServer: '-1', dySession: 's' })
    expect(get).not.toHaveBeenCalled()

    const cookies = jar({ _dyid: '-1' })
    const half = createPersonalisationApi({ http, cookies, consent: () => true })
    await expect(half.personalisationIds()).resolves.toEqual({ dyid: '-9', dyidServer: '-9', dySession: 'f00' })
    expect(get).toHaveBeenCalledWith('/api/getDynamicYieldCookies')
    expect(cookies.values).toMatchObject({ _dyid: '-9', _dyid_server: '-9', _dyjsession: 'f00' })
  })
})
