import { EXPERIMENT_CACHE_MS } from '../../config/constants'
import type { KeyValueStorage } from '../../sdk/storage/browserStorage'
import {
  createExperimentClient,
  EXPERIMENT_DEFAULT_URL,
  experimentCacheKey,
  isFreshCacheEntry,
  logEventBody,
} from '../experiments'

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>()
  getItem = (key: string) => this.map.get(key) ?? null
  setItem = (key: string, value: string) => void this.map.set(key, value)
  removeItem = (key: string) => void this.map.delete(key)
}

const USER = { customIDs: { stableID: 'st-1' } }
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

describe('cache rules', () => {
  it('keeps entries fresh for one hour', () => {
    expect(isFreshCacheEntry({ savedAt: 1000, values: {} }, 1000 + EXPERIMENT_CACHE_MS - 1)).toBe(true)
    expect(isFreshCacheEntry({ savedAt: 1000, values: {} }, 1000 + EXPERIMENT_CACHE_MS)).toBe(false)
    expect(isFreshCacheEntry({ savedAt: 5000, values: {} }, 1000)).toBe(false)
    expect(isFreshCacheEntry({ savedAt: 'x' }, 1000)).toBe(false)
    expect(isFreshCacheEntry(null, 1000)).toBe(false)
  })

  it('keys by user id, else stable id', () => {
    expect(experimentCacheKey(USER)).toBe('store::experiments::stable:st-1')
    expect(experimentCacheKey({ ...USER, userID: 'u9' })).toBe('store::experiments::user:u9')
  })

  it('log_event body stamps user and time on each event', () => {
    expect(logEventBody(USER, [{ eventName: 'add_to_cart', value: '101' }], 42)).toEqual({
      events: [{ eventName: 'add_to_cart', value: '101', user: USER, time: 42 }],
    })
  })
})

describe('createExperimentClient', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2025, 0, 1) }))
  afterEach(() => jest.useRealTimers())

  it('is inert without a key', async () => {
    const fetch = jest.fn(async () => json({}))
    const client = createExperimentClient({ apiKey: ' ', storage: () => new MemoryStorage(), fetch })
    await expect(client.initialize(USER)).resolves.toBeNull()
    await expect(client.logEvent(USER, [{ eventName: 'x' }])).resolves.toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('initializes once, serves the cache for an hour, then refreshes', async () => {
    const storage = new MemoryStorage()
    let n = 0
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => json({ feature_gates: { n: ++n } }))
    const client = createExperimentClient({ apiKey: 'client-key', storage: () => storage, fetch })

    await expect(client.initialize(USER)).resolves.toEqual({ feature_gates: { n: 1 } })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe(`${EXPERIMENT_DEFAULT_URL}/initialize`)
    expect(init.headers).toMatchObject({ 'STATSIG-API-KEY': 'client-key', 'Content-Type': 'application/json' })
    expect(JSON.parse(init.body as string)).toEqual({ user: USER })

    jest.advanceTimersByTime(EXPERIMENT_CACHE_MS - 1)
    await expect(client.initialize(USER)).resolves.toEqual({ feature_gates: { n: 1 } })
    expect(fetch).toHaveBeenCalledTimes(1)

    jest.advanceTimersByTime(1)
    await expect(client.initialize(USER)).resolves.toEqual({ feature_gates: { n: 2 } })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('posts log_event to the configured URL; failures are logged', async () => {
    const log = jest.fn()
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response('', { status: 202 }))
    const client = createExperimentClient({ apiKey: 'k', baseUrl: 'https://exp.test/v1/', storage: () => null, fetch, log })
    await expect(client.logEvent(USER, [{ eventName: 'purchase' }])).resolves.toBe(true)
    expect(fetch.mock.calls[0][0]).toBe('https://exp.test/v1/log_event')

    fetch.mockResolvedValueOnce(new Response('', { status: 500 }))
    await expect(client.initialize(USER)).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith('initialize failed', expect.any(Error))
  })
})
