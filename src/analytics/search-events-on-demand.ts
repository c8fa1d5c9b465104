import type { SearchAnalytics } from './search-events'

type SearchEventsModule = typeof import('./search-events')

let loading: Promise<SearchEventsModule> | null = null

function loadSearchEvents(): Promise<SearchEventsModule> {
  loading ??= import(/* webpackChunkName: "analytics" */ './search-events').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

const logFailure = (error: unknown) => console.error('[analytics] search analytics did not load', error)

/**
 * The header's search box on every page sends search analytics (search-events.ts) only after the
 * shopper searches, and pings the session once a minute: its code comes with the page's analytics chunk,
 * asked for when the box mounts (decision record 0038). A failed load is tried again at the next call.
 */
export function withSearchAnalytics(use: (analytics: SearchAnalytics) => void): void {
  loadSearchEvents().then((module) => use(module.searchAnalytics()), logFailure)
}

/** search-events.ts's retainSessionPing once its code is in; the release works before that too. */
export function retainSessionPingOnDemand(): () => void {
  let released = false
  let release: (() => void) | null = null
  loadSearchEvents().then((module) => {
    if (!released) release = module.retainSessionPing()
  }, logFailure)
  return () => {
    released = true
    release?.()
  }
}
