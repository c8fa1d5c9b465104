import {
  SEARCH_ANALYTICS_PING_MS,
  SEARCH_ANONYMOUS_COOKIE_SECONDS,
  SEARCH_EVENT_DEBOUNCE_MS,
  SEARCH_SESSION_COOKIE_SECONDS,
} from '../../config/constants'
import { createSearchAnalytics, SEARCH_ANONYMOUS_COOKIE, SEARCH_SESSION_COOKIE, type SearchEvent } from '../search-events'
import { debounce } from '../../lib/search/debounce'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('debounce', () => {
  it('calls once with the last arguments after the quiet period', () => {
    const fn = jest.fn()
    const d = debounce(fn, 500)
    d('a')
    jest.advanceTimersByTime(499)
    d('b')
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('b')
  })

  it('flushes and cancels', () => {
    const fn = jest.fn()
    const d = debounce(fn, 500)
    d('a')
    d.flush()
    expect(fn).toHaveBeenCalledWith('a')
    d('b')
    d.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(d.pending()).toBe(false)
  })
})

function setup() {
  const sent: SearchEvent[] = []
  const jar: Record<string, { value: string; maxAge: number | undefined }> = {}
  let id = 0
  let visible = true
  const consent = { granted: true }
  const analytics = createSearchAnalytics({
    consent: () => consent.granted,
    transport: (events) => sent.push(...events),
    cookies: {
      read: (name) => jar[name]?.value ?? null,
      write: (name, value, maxAge) => {
        jar[name] = { value, maxAge }
      },
    },
    timers: {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (cb, ms) => setInterval(cb, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    newId: () => `id-${++id}`,
    isVisible: () => visible,
  })
  return { analytics, sent, jar, consent, hide: () => (visible = false) }
}

describe('search analytics', () => {
  it('sends nothing and writes no cookie without consent to analytics', () => {
    const { analytics, sent, jar, consent } = setup()
    consent.granted = false
    analytics.query('bola')
    analytics.click({ productId: '1', position: 1 })
    const stop = analytics.startSessionPing()
    jest.advanceTimersByTime(SEARCH_ANALYTICS_PING_MS * 2)
    stop()
    expect(sent).toEqual([])
    expect(jar).toEqual({})
  })

  it('debounces the search event 500 ms', () => {
    const { analytics, sent } = setup()
    analytics.query('bol')
    analytics.query('bola')
    jest.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS - 1)
    expect(sent).toEqual([])
    jest.advanceTimersByTime(1)
    expect(sent).toEqual([expect.objectContaining({ type: 'search.query', text: 'bola' })])
  })

  it('sends autocomplete and click events with the session and anonymous ids', () => {
    const { analytics, sent } = setup()
    analytics.autocomplete('te')
    analytics.autocomplete('tenis')
    jest.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS)
    analytics.click({ productId: '42', position: 3, term: 'tenis' })
    expect(sent.map((e) => e.type)).toEqual(['search.autocomplete.query', 'search.click'])
    expect(sent[0].text).toBe('tenis')
    expect(sent[1]).toMatchObject({ productId: '42', position: 3, text: 'tenis', session: 'id-2', anonymous: 'id-1' })
  })

  it('keeps the anonymous cookie 1 year and the session cookie 30 minutes, reusing them', () => {
    const { analytics, sent, jar } = setup()
    analytics.click({ productId: '1', position: 1 })
    analytics.click({ productId: '2', position: 2 })
    expect(jar[SEARCH_ANONYMOUS_COOKIE]).toEqual({ value: 'id-1', maxAge: SEARCH_ANONYMOUS_COOKIE_SECONDS })
    expect(jar[SEARCH_SESSION_COOKIE]).toEqual({ value: 'id-2', maxAge: SEARCH_SESSION_COOKIE_SECONDS })
    expect(new Set(sent.map((e) => e.session))).toEqual(new Set(['id-2']))
  })

  it('pings the session every 60 s while visible, until stopped', () => {
    const { analytics, sent, hide } = setup()
    const stop = analytics.startSessionPing()
    jest.advanceTimersByTime(SEARCH_ANALYTICS_PING_MS * 2)
    expect(sent.filter((e) => e.type === 'session.ping')).toHaveLength(2)
    hide()
    jest.advanceTimersByTime(SEARCH_ANALYTICS_PING_MS)
    expect(sent).toHaveLength(2)
    stop()
    jest.advanceTimersByTime(SEARCH_ANALYTICS_PING_MS * 3)
    expect(sent).toHaveLength(2)
  })

  it('ignores empty terms', () => {
    const { analytics, sent } = setup()
    analytics.query('  ')
    jest.advanceTimersByTime(SEARCH_EVENT_DEBOUNCE_MS)
    expect(sent).toEqual([])
  })
})
