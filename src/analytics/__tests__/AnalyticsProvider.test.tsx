/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'

import type { CartState } from '../../sdk/cart/store'
import type { OrderForm } from '../../sdk/cart/types'
import type { KeyValueStorage } from '../../sdk/storage/browserStorage'
import { AnalyticsProvider, useAnalytics } from '../AnalyticsProvider'
import { DY_EU_COLLECT_URL } from '../personalisation'
import { createRouteUpdates } from '../routes'
import { createAnalytics, type CartSource } from '../runtime'
import { grantedConsent, memoryConsent } from '../../test-support/consent'
import { consentCommands, startConsentMode } from '../consent-mode'
import { orderForm, serverLine } from './fixtures'

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>()
  getItem = (key: string) => this.map.get(key) ?? null
  setItem = (key: string, value: string) => void this.map.set(key, value)
  removeItem = (key: string) => void this.map.delete(key)
}

class FakeCart implements CartSource {
  private state: Pick<CartState, 'serverOrderForm'>
  private readonly listeners = new Set<() => void>()
  constructor(initial: OrderForm | null) {
    this.state = { serverOrderForm: initial }
  }
  getState = () => this.state
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  set(next: OrderForm | null) {
    this.state = { serverOrderForm: next }
    for (const listener of this.listeners) listener()
  }
}

const ENV_KEYS = ['GATSBY_DY_API_KEY', 'GATSBY_DY_COLLECT_URL', 'GATSBY_EXPERIMENT_KEY', 'GATSBY_EXPERIMENT_URL'] as const
const savedEnv: Record<string, string | undefined> = {}
let fetchSpy: jest.Mock
let messages: unknown[]
const onMessage = (event: MessageEvent) => messages.push(event.data)

beforeEach(() => {
  for (const key of ENV_KEYS) {
    savedEnv[key] = process.env[key]
    delete process.env[key]
  }
  fetchSpy = jest.fn(async () => new Response('{}', { status: 200 }))
  globalThis.fetch = fetchSpy as unknown as typeof fetch
  messages = []
  window.addEventListener('message', onMessage)
  delete window.dataLayer
  window.history.replaceState(null, '', '/esportes/futebol?utm_source=google&utm_campaign=verao')
})

afterEach(() => {
  for (const key of ENV_KEYS) if (savedEnv[key] !== undefined) process.env[key] = savedEnv[key]
  window.removeEventListener('message', onMessage)
  // @ts-expect-error fetch is not part of jsdom; remove the test double
  delete globalThis.fetch
})

const flushMessages = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
/** The events pushed (the consent-mode commands, arguments objects, are read by consent-mode's tests). */
const pushed = () => (window.dataLayer ?? []).filter((entry) => typeof (entry as { event?: unknown }).event === 'string') as Array<{ event: string } & Record<string, unknown>>
const names = () => pushed().map((event) => event.event)
const outsideCalls = () =>
  fetchSpy.mock.calls.map(([url]) => new URL(String(url), window.location.origin)).filter((url) => url.origin !== window.location.origin)

function Tracker() {
  const { track } = useAnalytics()
  return (
    <button type="button" onClick={() => void track('search', 'bola')}>
      buscar
    </button>
  )
}

describe('AnalyticsProvider without keys', () => {
  it('pushes page_view with session events and posts store: window messages; nothing leaves the site', async () => {
    const routes = createRouteUpdates()
    const analytics = createAnalytics({ routes, storage: () => new MemoryStorage() })
    expect(analytics.config).toMatchObject({ dyApiKey: '', experimentKey: '' })

    render(
      <AnalyticsProvider analytics={analytics} cart={null}>
        <Tracker />
      </AnalyticsProvider>,
    )
    expect(names()).toEqual(['session_start', 'campaign', 'page_view'])
    expect(pushed()[1]).toMatchObject({ campaign_group: 'paid search', utm_source: 'google', utm_campaign: 'verao' })
    expect(pushed()[2]).toMatchObject({
      page_type: 'department',
      product_analytics_page_type: 'public',
      page_path: '/esportes/futebol',
      page_location: 'http://localhost/esportes/futebol',
    })

    // A client-side navigation reported by gatsby-browser's onRouteUpdate.
    act(() => {
      window.history.pushState(null, '', '/chuteira/p')
      routes.publish({ pathname: '/chuteira/p', search: '' }, { pathname: '/esportes/futebol', search: '?utm_source=google' })
    })
    expect(names().slice(3)).toEqual(['page_view'])
    expect(pushed()[3]).toMatchObject({ page_type: 'product page', page_referrer: 'http://localhost/esportes/futebol' })

    act(() => screen.getByRole('button', { name: 'buscar' }).click())
    expect(names().slice(4)).toEqual(['search'])

    await flushMessages()
    expect(messages.map((message) => (message as { name: string }).name)).toEqual([
      'store:session_start',
      'store:campaign',
      'store:page_view',
      'store:page_view',
      'store:search',
    ])
    await act(async () => {
      await Promise.resolve()
    })
    expect(outsideCalls()).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends one page_view when gatsby reported the first page before the provider mounted', () => {
    const routes = createRouteUpdates()
    routes.publish({ pathname: '/esportes/futebol', search: '?utm_source=google&utm_campaign=verao' }, null)
    render(<AnalyticsProvider analytics={createAnalytics({ routes, storage: () => new MemoryStorage() })} cart={null} />)
    expect(names().filter((name) => name === 'page_view')).toHaveLength(1)
  })

  it('sends one page_view under StrictMode (effects run twice)', () => {
    const analytics = createAnalytics({ routes: createRouteUpdates(), storage: () => new MemoryStorage() })
    render(
      <StrictMode>
        <AnalyticsProvider analytics={analytics} cart={null} />
      </StrictMode>,
    )
    expect(names().filter((name) => name === 'page_view')).toHaveLength(1)
  })

  it('emits add_to_cart and remove_from_cart from cart changes, not from the first load', async () => {
    const cart = new FakeCart(null)
    const analytics = createAnalytics({ routes: createRouteUpdates(), storage: () => new MemoryStorage() })
    render(<AnalyticsProvider analytics={analytics} cart={cart} />)
    const before = pushed().length

    act(() => cart.set(orderForm([serverLine({ quantity: 1 })])))
    expect(pushed().length).toBe(before)

    act(() => cart.set(orderForm([serverLine({ quantity: 3 })])))
    act(() => cart.set(orderForm([serverLine({ quantity: 1 })])))
    act(() => cart.set(orderForm([], 'other-form')))
    const cartEvents = pushed().slice(before)
    expect(cartEvents.map((event) => event.event)).toEqual(['add_to_cart', 'remove_from_cart'])
    expect(cartEvents[0]).toMatchObject({ ecommerce: { currency: 'BRL', value: 499.8, items: [expect.objectContaining({ sku_code: '101', quantity: 2 })] } })
    expect(cartEvents[1]).toMatchObject({ ecommerce: { items: [expect.objectContaining({ quantity: 2 })] } })
    await act(async () => {
      await Promise.resolve()
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('AnalyticsProvider with a personalisation key', () => {
  it('posts the add-to-cart event to the collect endpoint with the visitor ids', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }))
    const cart = new FakeCart(orderForm([]))
    const analytics = createAnalytics({
      config: { dyApiKey: 'key', dyCollectUrl: 'https://collect.test', experimentKey: '', experimentUrl: '', production: false },
      routes: createRouteUpdates(),
      storage: () => new MemoryStorage(),
      fetch,
      personalisationIds: async () => ({ dyid: '-1', dyidServer: '-1', dySession: 's' }),
      callerIp: async () => '200.1.2.3',
      consent: grantedConsent(),
    })
    render(<AnalyticsProvider analytics={analytics} cart={cart} />)
    await act(async () => {
      cart.set(orderForm([serverLine({ quantity: 2 })]))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // Not production: no pageview; the add-to-cart event only.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://collect.test/event'])
    expect(JSON.parse(fetch.mock.calls[0][1].body as string).events).toEqual([
      {
        name: 'Add to Cart',
        properties: {
          dyType: 'add-to-cart-v1',
          value: 499.8,
          currency: 'BRL',
          productId: '101',
          quantity: 2,
          cart: [{ productId: '101', quantity: 2, itemPrice: 249.9 }],
        },
      },
    ])
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })
})

describe('keys from the build environment', () => {
  it('reads GATSBY_DY_API_KEY: the add-to-cart event then goes to the EU collect endpoint', async () => {
    process.env.GATSBY_DY_API_KEY = 'from-env'
    // 'Aceitar' pressed: every purpose granted (the page's own consent store reads the cookie).
    document.cookie = 'cookiePolicies=true; path=/'
    document.cookie = '_dyid=-5; path=/'
    document.cookie = '_dyjsession=abc; path=/'
    try {
      const cart = new FakeCart(orderForm([]))
      const analytics = createAnalytics({ routes: createRouteUpdates(), storage: () => new MemoryStorage() })
      expect(analytics.personalisation.enabled).toBe(true)
      render(<AnalyticsProvider analytics={analytics} cart={cart} />)
      await act(async () => {
        cart.set(orderForm([serverLine()]))
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([`${DY_EU_COLLECT_URL}/event`])
      expect(fetchSpy.mock.calls[0][1].headers).toMatchObject({ 'DY-API-Key': 'from-env' })
    } finally {
      delete process.env.GATSBY_DY_API_KEY
      document.cookie = '_dyid=; max-age=0; path=/'
      document.cookie = '_dyjsession=; max-age=0; path=/'
      document.cookie = 'cookiePolicies=; max-age=0; path=/'
      document.cookie = 'cookieConsent=; max-age=0; path=/'
    }
  })
})

describe('without consent', () => {
  it('a personalisation key sends nothing and writes no id cookie before a choice; the data layer holds the consent default', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 200, json: async () => ({}) }) as Response)
    const cart = new FakeCart(orderForm([]))
    const consent = memoryConsent()
    const analytics = createAnalytics({
      config: { dyApiKey: 'key', dyCollectUrl: 'https://collect.test', experimentKey: 'exp', experimentUrl: 'https://exp.test', production: true },
      routes: createRouteUpdates(),
      storage: () => new MemoryStorage(),
      fetch,
      callerIp: async () => '200.1.2.3',
      consent,
    })
    // The page's entry sets the consent mode (browser-hooks.ts), before the provider mounts.
    const stopConsentMode = startConsentMode(window, consent)
    render(<AnalyticsProvider analytics={analytics} cart={cart} />)
    await act(async () => {
      cart.set(orderForm([serverLine({ quantity: 2 })]))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.cookie).not.toMatch(/_dyid|_dyjsession/)
    expect(consentCommands(window.dataLayer)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', security_storage: 'granted' })],
    ])
    // Granting analytics starts the experiment client (and updates the consent mode).
    await act(async () => {
      consent.decide({ analytics: true, personalisation: false })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://exp.test/initialize'])
    expect(consentCommands(window.dataLayer).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })])
    stopConsentMode()
  })
})
