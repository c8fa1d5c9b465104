import {
  SEARCH_ANALYTICS_PING_MS,
  SEARCH_ANONYMOUS_COOKIE_SECONDS,
  SEARCH_EVENT_DEBOUNCE_MS,
  SEARCH_SESSION_COOKIE_SECONDS,
} from '../config/constants'
import { debounce, type TimerApi } from '../lib/search/debounce'
import { consentGranted } from '../sdk/consent'
import { browserCookies, type CookieJar } from '../sdk/storage/cookies'

/** Where the search API takes analytics events (POST, a JSON array of events). */
export const SEARCH_EVENTS_PATH = '/api/intelligent-search/events'

/** Cookie names the search API reads (src/server/api/search-events.ts). */
export const SEARCH_SESSION_COOKIE = 'vtex-search-session'
export const SEARCH_ANONYMOUS_COOKIE = 'vtex-search-anonymous'

export type SearchEventType = 'search.query' | 'search.click' | 'search.autocomplete.query' | 'session.ping'

/** One search analytics beacon. */
export interface SearchEvent {
  type: SearchEventType
  text?: string
  productId?: string
  position?: number
  session: string
  anonymous: string
}

export type EventTransport = (events: SearchEvent[]) => void

/** Posts events with sendBeacon when available (survives navigation), else a keep-alive fetch. */
export const beaconTransport: EventTransport = (events) => {
  const body = JSON.stringify(events)
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(SEARCH_EVENTS_PATH, new Blob([body], { type: 'text/plain' }))) return
    }
    if (typeof fetch === 'function') {
      void fetch(SEARCH_EVENTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {})
    }
  } catch {
    // Analytics never breaks the page.
  }
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export interface SearchAnalyticsOptions {
  transport?: EventTransport
  cookies?: CookieJar
  timers?: TimerApi & { setInterval: (callback: () => void, ms: number) => unknown; clearInterval: (handle: unknown) => void }
  newId?: () => string
  /** Whether the page is visible (pings are skipped while hidden). */
  isVisible?: () => boolean
  /** The analytics purpose's consent: without it nothing is sent and no cookie is written. */
  consent?: () => boolean
}

const defaultTimers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback: () => void, ms: number) => globalThis.setInterval(callback, ms),
  clearInterval: (handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
}

const documentVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden'

/**
 * Search analytics: query, click and autocomplete events; the
 * search and autocomplete events are debounced 500 ms; a session ping every
 * 60 s. Identity: an anonymous cookie kept 1 year and a session cookie of
 * 30 minutes renewed on every event. Nothing is sent, and no cookie written,
 * without the shopper's consent to analytics.
 */
export function createSearchAnalytics({
  transport = beaconTransport,
  cookies = browserCookies,
  timers = defaultTimers,
  newId = randomId,
  isVisible = documentVisible,
  consent = () => consentGranted('analytics'),
}: SearchAnalyticsOptions = {}) {
  function identity(): { session: string; anonymous: string } {
    const anonymous = cookies.read(SEARCH_ANONYMOUS_COOKIE) || newId()
    const session = cookies.read(SEARCH_SESSION_COOKIE) || newId()
    cookies.write(SEARCH_ANONYMOUS_COOKIE, anonymous, SEARCH_ANONYMOUS_COOKIE_SECONDS)
    cookies.write(SEARCH_SESSION_COOKIE, session, SEARCH_SESSION_COOKIE_SECONDS)
    return { session, anonymous }
  }

  const send = (event: Omit<SearchEvent, 'session' | 'anonymous'>) => {
    if (consent()) transport([{ ...event, ...identity() }])
  }

  const query = debounce((text: string) => send({ type: 'search.query', text }), SEARCH_EVENT_DEBOUNCE_MS, timers)
  const autocomplete = debounce(
    (text: string) => send({ type: 'search.autocomplete.query', text }),
    SEARCH_EVENT_DEBOUNCE_MS,
    timers,
  )

  return {
    identity,
    /** A search for a term (debounced 500 ms: only the last of a burst is sent). */
    query: (term: string) => {
      if (term.trim() !== '') query(term.trim())
    },
    /** A term typed into the search box that asked for suggestions (debounced 500 ms). */
    autocomplete: (term: string) => {
      if (term.trim() !== '') autocomplete(term.trim())
    },
    /** A product chosen from search results (position counts from 1). */
    click: ({ productId, position, term }: { productId: string; position: number; term?: string | null }) => {
      query.flush()
      send({ type: 'search.click', productId, position, ...(term ? { text: term } : {}) })
    },
    /** Starts the 60-second session ping; returns the function that stops it. */
    startSessionPing(): () => void {
      const handle = timers.setInterval(() => {
        if (isVisible()) send({ type: 'session.ping' })
      }, SEARCH_ANALYTICS_PING_MS)
      return () => timers.clearInterval(handle)
    },
    /** Sends pending debounced events now (page hide). */
    flush(): void {
      query.flush()
      autocomplete.flush()
    },
  }
}

export type SearchAnalytics = ReturnType<typeof createSearchAnalytics>

let shared: SearchAnalytics | null = null
let pingStop: (() => void) | null = null
let pingUsers = 0

/** The page's analytics instance (one debounce and one ping for every component). */
export function searchAnalytics(): SearchAnalytics {
  shared ??= createSearchAnalytics()
  return shared
}

/** Keeps the session ping running while at least one search surface is mounted. */
export function retainSessionPing(): () => void {
  const analytics = searchAnalytics()
  pingUsers += 1
  if (pingUsers === 1) pingStop = analytics.startSessionPing()
  return () => {
    pingUsers -= 1
    if (pingUsers === 0 && pingStop) {
      pingStop()
      pingStop = null
    }
  }
}
