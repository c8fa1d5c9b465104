/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react'

import type { CartState } from '../../sdk/cart/store'
import type { OrderForm } from '../../sdk/cart/types'
import type { KeyValueStorage } from '../../sdk/storage/browserStorage'
import { AnalyticsProvider, CART_STATES_KEPT, recordCartStates, useAnalytics } from '../AnalyticsProvider'
import { ANALYTICS_WAITING_MAX, createAnalyticsLoader, type AnalyticsLoader } from '../loader'
import { createRouteUpdates } from '../routes'
import { createInertAnalytics, type Analytics, type CartSource } from '../runtime'
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
  listenerCount = () => this.listeners.size
  set(next: OrderForm | null) {
    this.state = { serverOrderForm: next }
    for (const listener of this.listeners) listener()
  }
}

/** A runtime chunk that arrives when the test says so. */
function deferredRuntime(instance: Analytics) {
  let arrive: () => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const importRuntime = jest.fn(
    () =>
      new Promise<{ analytics: () => Analytics }>((resolve, reject) => {
        arrive = () => resolve({ analytics: () => instance })
        fail = reject
      }),
  )
  return { importRuntime, arrive: () => arrive(), fail: (error: Error) => fail(error) }
}

const inert = (routes = createRouteUpdates()) => createInertAnalytics({ routes, storage: () => new MemoryStorage() })
const pushed = () => (window.dataLayer ?? []).filter((entry) => typeof (entry as { event?: unknown }).event === 'string') as Array<{ event: string } & Record<string, unknown>>
const names = () => pushed().map((event) => event.event)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  delete window.dataLayer
  window.history.replaceState(null, '', '/esportes/futebol')
})

describe('createAnalyticsLoader', () => {
  it('asks for the chunk once, runs what waited in order when it is in, and what comes later at once', async () => {
    const analytics = inert()
    const runtime = deferredRuntime(analytics)
    const loader = createAnalyticsLoader({ importRuntime: runtime.importRuntime })
    const order: string[] = []
    loader.run(() => order.push('first'))
    const tracked = loader.track('search', 'bola')
    loader.run(() => order.push('second'))
    expect(runtime.importRuntime).toHaveBeenCalledTimes(1)
    expect(order).toEqual([])
    expect(names()).toEqual([])

    runtime.arrive()
    await expect(loader.load()).resolves.toBe(analytics)
    expect(order).toEqual(['first', 'second'])
    await expect(tracked).resolves.toBe(true)
    expect(names()).toContain('search')

    loader.run(() => order.push('third'))
    expect(order).toEqual(['first', 'second', 'third'])
    expect(runtime.importRuntime).toHaveBeenCalledTimes(1)
  })

  it('a chunk that fails is asked for again by the next task; what waited still runs', async () => {
    const analytics = inert()
    const first = deferredRuntime(analytics)
    const second = deferredRuntime(analytics)
    const importRuntime = jest.fn().mockImplementationOnce(first.importRuntime).mockImplementationOnce(second.importRuntime)
    const log = jest.fn()
    const loader = createAnalyticsLoader({ importRuntime, log })
    const order: string[] = []
    loader.run(() => order.push('before the failure'))
    first.fail(new Error('ChunkLoadError'))
    await expect(loader.load()).rejects.toThrow('ChunkLoadError')
    expect(log).toHaveBeenCalledWith('the analytics did not load', expect.any(Error))

    loader.run(() => order.push('after it'))
    expect(importRuntime).toHaveBeenCalledTimes(2)
    second.arrive()
    await loader.load()
    expect(order).toEqual(['before the failure', 'after it'])
  })

  it('keeps at most ANALYTICS_WAITING_MAX tasks, the newest, and a failing task does not stop the others', async () => {
    const runtime = deferredRuntime(inert())
    const log = jest.fn()
    const loader = createAnalyticsLoader({ importRuntime: runtime.importRuntime, log })
    const ran: number[] = []
    loader.run(() => {
      throw new Error('bad task')
    })
    for (let task = 1; task <= ANALYTICS_WAITING_MAX; task += 1) loader.run(() => ran.push(task))
    runtime.arrive()
    await loader.load()
    expect(ran).toHaveLength(ANALYTICS_WAITING_MAX)
    expect(ran[0]).toBe(1)
    expect(log).not.toHaveBeenCalled()

    loader.run(() => {
      throw new Error('bad task')
    })
    expect(log).toHaveBeenCalledWith('a task failed', expect.any(Error))
  })
})

describe('recordCartStates', () => {
  it('records each new server state from the one at the start, and stops listening', () => {
    const first = orderForm([])
    const cart = new FakeCart(first)
    const recording = recordCartStates(cart)
    const second = orderForm([serverLine()])
    cart.set(second)
    cart.set(second)
    expect(recording.stop()).toEqual([first, second])
    expect(cart.listenerCount()).toBe(0)
  })

  it('keeps the first state and the newest changes', () => {
    const cart = new FakeCart(null)
    const recording = recordCartStates(cart)
    const states = Array.from({ length: CART_STATES_KEPT + 5 }, (_, quantity) => orderForm([serverLine({ quantity: quantity + 1 })]))
    for (const state of states) cart.set(state)
    const kept = recording.stop()
    expect(kept).toHaveLength(CART_STATES_KEPT)
    expect(kept[0]).toBeNull()
    expect(kept.at(-1)).toBe(states.at(-1))
  })
})

/** The provider with the page's loader, whose chunk arrives when the test says so. */
let pageLoader: AnalyticsLoader | null = null
jest.mock('../loader', () => {
  const actual = jest.requireActual('../loader')
  return { ...actual, analyticsLoader: () => pageLoader }
})

function Tracker() {
  const { track } = useAnalytics()
  return (
    <button type="button" onClick={() => void track('search', 'bola')}>
      buscar
    </button>
  )
}

describe('AnalyticsProvider with the page’s analytics loaded on demand', () => {
  it('asks for it on mount; page_view first, then what was tracked and the cart changes made while it loaded', async () => {
    const routes = createRouteUpdates()
    routes.publish({ pathname: '/esportes/futebol', search: '' }, null)
    const runtime = deferredRuntime(inert(routes))
    pageLoader = createAnalyticsLoader({ importRuntime: runtime.importRuntime })
    const cart = new FakeCart(null)
    render(
      <AnalyticsProvider cart={cart}>
        <Tracker />
      </AnalyticsProvider>,
    )
    expect(runtime.importRuntime).toHaveBeenCalledTimes(1)

    // While the chunk loads: the cart arrives, the shopper adds a unit, searches, and goes to another page.
    act(() => cart.set(orderForm([serverLine({ quantity: 1 })])))
    act(() => cart.set(orderForm([serverLine({ quantity: 2 })])))
    act(() => screen.getByRole('button', { name: 'buscar' }).click())
    act(() => {
      window.history.pushState(null, '', '/chuteira/p')
      routes.publish({ pathname: '/chuteira/p', search: '' }, { pathname: '/esportes/futebol', search: '' })
    })
    expect(names()).toEqual([])

    await act(async () => runtime.arrive())
    await settle()
    expect(names().filter((name) => !name.startsWith('session') && name !== 'campaign')).toEqual(['page_view', 'page_view', 'add_to_cart', 'search'])
    expect(pushed().filter((event) => event.event === 'page_view').map((event) => event.page_path)).toEqual(['/esportes/futebol', '/chuteira/p'])
    expect(pushed().find((event) => event.event === 'add_to_cart')).toMatchObject({ ecommerce: { items: [expect.objectContaining({ sku_code: '101', quantity: 1 })] } })

    // Once in, a change is tracked at once.
    act(() => cart.set(orderForm([serverLine({ quantity: 1 })])))
    expect(names().at(-1)).toBe('remove_from_cart')
  })

  it('nothing runs for a provider unmounted before its analytics arrived', async () => {
    const runtime = deferredRuntime(inert())
    pageLoader = createAnalyticsLoader({ importRuntime: runtime.importRuntime })
    const cart = new FakeCart(orderForm([]))
    const { unmount } = render(<AnalyticsProvider cart={cart} />)
    unmount()
    expect(cart.listenerCount()).toBe(0)
    await act(async () => runtime.arrive())
    await waitFor(() => expect(runtime.importRuntime).toHaveBeenCalled())
    await settle()
    expect(names()).toEqual([])
    expect(cart.listenerCount()).toBe(0)
  })
})
