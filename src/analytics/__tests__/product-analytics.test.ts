/** @jest-environment jsdom */
import { ANALYTICS_SESSION_TIMEOUT_MS } from '../../config/constants'
import type { KeyValueStorage } from '../../sdk/storage/browserStorage'
import { grantedConsent, memoryConsent } from '../../test-support/consent'
import { addToCartEvent, pageViewEvent, searchEvent } from '../events'
import { amplitudeOptions } from '../amplitude-options'
import { readProductAnalyticsConfig, startProductAnalytics } from '../product-analytics'
import { toProductAnalyticsEvent } from '../product-analytics-events'
import { createRouteUpdates } from '../routes'
import { createInertAnalytics, type PushedEvent } from '../runtime'
import type { AnalyticsItem } from '../types'

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>()
  getItem = (key: string) => this.map.get(key) ?? null
  setItem = (key: string, value: string) => void this.map.set(key, value)
  removeItem = (key: string) => void this.map.delete(key)
}

const item: AnalyticsItem = {
  product_id: '100001',
  name: 'Bola',
  product_type: 'Bola',
  seller_name: 'Arena Esportes',
  brand: 'Golaço',
  sport: 'Futebol',
  universe: 'Esportes',
  department: 'Futebol',
  sub_department: 'Bolas',
  family: 'Bolas de campo',
  list_price: 100,
  display_price: 90,
  gender: 'Unissex',
  color: 'Branco',
  availability: 'available',
  sku_code: '100001-1',
  size: '5',
  quantity: 1,
}

describe('the product-analytics provider’s options', () => {
  it('is the EU zone, fed by the store (no page views, sessions or attribution of its own), clicks with their element', () => {
    const options = amplitudeOptions({ apiKey: 'k', serverUrl: '' })
    expect(options).toMatchObject({
      serverZone: 'EU',
      identityStorage: 'localStorage',
      sessionTimeout: ANALYTICS_SESSION_TIMEOUT_MS,
      fetchRemoteConfig: false,
      enableDiagnostics: false,
      trackingOptions: { ipAddress: false },
      autocapture: { attribution: false, pageViews: false, sessions: false, formInteractions: false, pageUrlEnrichment: false },
    })
    expect(options).not.toHaveProperty('serverUrl')
    expect(amplitudeOptions({ apiKey: 'k', serverUrl: 'http://127.0.0.1:9/2/httpapi' }).serverUrl).toBe('http://127.0.0.1:9/2/httpapi')
    const { shouldTrackEventResolver } = options.autocapture.elementInteractions
    const button = document.createElement('button')
    const div = document.createElement('div')
    expect(shouldTrackEventResolver('click', button)).toBe(true)
    expect(shouldTrackEventResolver('change', button)).toBe(false)
    expect(shouldTrackEventResolver('click', div)).toBe(false)
  })

  it('without GATSBY_AMPLITUDE_API_KEY nothing is scheduled or loaded', () => {
    const before = process.env.GATSBY_AMPLITUDE_API_KEY
    delete process.env.GATSBY_AMPLITUDE_API_KEY
    expect(readProductAnalyticsConfig()).toEqual({ apiKey: '', serverUrl: '' })
    const load = jest.fn()
    const schedule = jest.fn()
    expect(startProductAnalytics({ load, schedule })).toBe(false)
    expect(schedule).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    if (before !== undefined) process.env.GATSBY_AMPLITUDE_API_KEY = before
  })

  it('with a key and consent to analytics it loads after the first paint and hands over the page’s analytics', async () => {
    const analytics = createInertAnalytics({ storage: () => new MemoryStorage() })
    const startAmplitude = jest.fn(() => ({ pause: jest.fn(), resume: jest.fn() }))
    let task: (() => void) | null = null
    expect(
      startProductAnalytics({
        config: { apiKey: 'k', serverUrl: '' },
        analytics: () => analytics,
        consent: grantedConsent(),
        load: async () => ({ startAmplitude }),
        schedule: (scheduled) => (task = scheduled),
      }),
    ).toBe(true)
    expect(startAmplitude).not.toHaveBeenCalled()
    task!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startAmplitude).toHaveBeenCalledWith({ apiKey: 'k', serverUrl: '' }, analytics)
  })
})

describe('events for the product-analytics provider', () => {
  const session = { id: 's1', startedAt: 1_700_000_000_000 }

  it('a page view: the address without query, the product-analytics page type, the data layer’s session', () => {
    const view = pageViewEvent({ pathname: '/pesquisa', search: '?q=bola', href: 'https://loja.example/pesquisa?q=bola' }, { title: 'Busca' })
    const pushed: PushedEvent = { event: view, session, pageUrl: 'https://loja.example/pesquisa' }
    expect(toProductAnalyticsEvent(pushed)).toEqual({
      eventType: 'page_view',
      sessionId: session.startedAt,
      properties: {
        page_url: 'https://loja.example/pesquisa',
        page_type: 'listing',
        page_path: '/pesquisa',
        page_title: 'Busca',
        page_referrer: '',
        data_layer_page_type: 'search',
        device_type: 'DESKTOP',
        browser: 'Other',
      },
    })
  })

  it('an add to cart carries its items with the page', () => {
    const pushed: PushedEvent = { event: addToCartEvent([item]), session, pageUrl: 'https://loja.example/bola/p' }
    const event = toProductAnalyticsEvent(pushed)
    expect(event).toMatchObject({ eventType: 'add_to_cart', sessionId: session.startedAt })
    expect(event.properties).toMatchObject({ currency: 'BRL', value: 90, page_url: 'https://loja.example/bola/p', page_type: 'product detail' })
    expect((event.properties.items as AnalyticsItem[])[0].product_id).toBe('100001')
  })

  it('other events keep their fields', () => {
    expect(toProductAnalyticsEvent({ event: searchEvent(' bola '), session: null, pageUrl: 'https://loja.example/' })).toEqual({
      eventType: 'search',
      sessionId: undefined,
      properties: { search_term: 'bola', page_url: 'https://loja.example/', page_type: 'home' },
    })
  })
})

describe('the data layer feeds subscribers', () => {
  beforeEach(() => {
    delete window.dataLayer
    window.history.replaceState(null, '', '/esportes/futebol?utm_source=google')
  })

  it('replays the events already pushed on the page, then passes on the new ones, each with its session', () => {
    let now = 1_000
    const storage = new MemoryStorage()
    let ids = 0
    const analytics = createInertAnalytics({ storage: () => storage, now: () => now, newId: () => `id${++ids}`, routes: createRouteUpdates() })
    analytics.track(searchEvent('bola'))
    const seen: PushedEvent[] = []
    const unsubscribe = analytics.subscribe((pushed) => seen.push(pushed))
    expect(seen.map((pushed) => pushed.event.event)).toEqual(['session_start', 'campaign', 'search'])
    expect(seen.every((pushed) => pushed.session?.startedAt === 1_000)).toBe(true)
    expect(seen[2].pageUrl).toBe('http://localhost/esportes/futebol')

    // A new campaign starts a new session: the provider sees the new session's id.
    now = 2_000
    window.history.replaceState(null, '', '/esportes/futebol?utm_source=facebook')
    analytics.track(searchEvent('tenis'))
    expect(seen.slice(3).map((pushed) => [pushed.event.event, pushed.session?.startedAt])).toEqual([
      ['session_end', 2_000],
      ['session_start', 2_000],
      ['campaign', 2_000],
      ['search', 2_000],
    ])
    unsubscribe()
    analytics.track(searchEvent('meia'))
    expect(seen).toHaveLength(7)
  })

  it('an activity the data layer did not push (a captured click) keeps the session, or starts one after the timeout', () => {
    let now = 1_000
    const storage = new MemoryStorage()
    let ids = 0
    const analytics = createInertAnalytics({ storage: () => storage, now: () => now, newId: () => `id${++ids}`, routes: createRouteUpdates() })
    expect(analytics.activeSession()).toEqual({ id: 'id1', startedAt: 1_000 })
    now += ANALYTICS_SESSION_TIMEOUT_MS - 1
    expect(analytics.activeSession()).toEqual({ id: 'id1', startedAt: 1_000 })
    now += ANALYTICS_SESSION_TIMEOUT_MS
    expect(analytics.activeSession()?.id).toBe('id2')
    // The events (the consent-mode commands are arguments objects without `event`).
    expect((window.dataLayer as Array<{ event?: string }>).flatMap((entry) => (entry.event ? [entry.event] : []))).toEqual(['session_start', 'campaign', 'session_end', 'session_start', 'campaign'])
  })

  it('waits for consent to analytics; withdrawing pauses it, granting again resumes it', async () => {
    const analytics = createInertAnalytics({ storage: () => new MemoryStorage() })
    const handle = { pause: jest.fn(), resume: jest.fn() }
    const startAmplitude = jest.fn(() => handle)
    const consent = memoryConsent()
    startProductAnalytics({
      config: { apiKey: 'k', serverUrl: '' },
      analytics: () => analytics,
      consent,
      load: async () => ({ startAmplitude }),
      schedule: (scheduled) => scheduled(),
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startAmplitude).not.toHaveBeenCalled()
    consent.decide({ analytics: false, personalisation: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startAmplitude).not.toHaveBeenCalled()
    consent.decide({ analytics: true, personalisation: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startAmplitude).toHaveBeenCalledTimes(1)
    consent.decide({ analytics: false, personalisation: false })
    expect(handle.pause).toHaveBeenCalledTimes(1)
    consent.decide({ analytics: true, personalisation: false })
    expect(handle.resume).toHaveBeenCalledTimes(1)
    expect(startAmplitude).toHaveBeenCalledTimes(1)
  })
})
