import {
  callerIp as commerceCallerIp,
  personalisationIds as commercePersonalisationIds,
  type PersonalisationIds,
} from '../commerce/personalisation'
import type { CartState } from '../sdk/cart/store'
import type { OrderForm } from '../sdk/cart/types'
import { getLocalStorage, readRaw, writeRaw, type KeyValueStorage } from '../sdk/storage/browserStorage'
import { consentStore as sharedConsentStore, type ConsentRepository } from '../sdk/consent'
import { safePushToDataLayer } from './data-layer'
import { deviceInfo } from './device'
import { INERT_ANALYTICS_CONFIG, readAnalyticsConfig, type AnalyticsConfig } from './env'
import { buildEvent, type EventArgs, type EventName } from './event-builders'
import { addToCartEvent, pageViewEvent, removeFromCartEvent } from './events'
import { createExperimentClient, STABLE_ID_STORAGE_KEY, type ExperimentUser, type ExperimentValues } from './experiments'
import { cartChanges, itemFromOrderFormItem } from './items'
import { dataLayerPageType, pageUrlWithoutQuery } from './page-types'
import { addToCartDyEvent, createPersonalisationClient, dyPage, type DyCartLine, type FetchLike } from './personalisation'
import { routeUpdates as defaultRouteUpdates, type RouteLocation, type RouteUpdate, type RouteUpdates } from './routes'
import { createSessionTracker, randomId } from './session'
import type { DataLayerEvent } from './types'

export { STABLE_ID_STORAGE_KEY } from './experiments'

/** Events of this page kept for providers that subscribe late (product analytics loads after the first paint). */
export const DATA_LAYER_REPLAY_MAX = 50

/** An event as the data layer pushed it, with the analytics session it belongs to and the page it happened on. */
export interface PushedEvent {
  event: DataLayerEvent
  /** The analytics session's id and start (epoch ms), after this event's activity. */
  session: { id: string; startedAt: number } | null
  /** The page's address without query string or hash. */
  pageUrl: string
}

export type DataLayerListener = (pushed: PushedEvent) => void

export interface AnalyticsOptions {
  /** Keys and endpoints; the build environment by default. */
  config?: AnalyticsConfig
  /** The window events go to (none outside a browser). */
  target?: () => Window | undefined
  storage?: () => KeyValueStorage | null
  /** Used for the personalisation and experiment services only. */
  fetch?: FetchLike
  /** Personalisation ids: the commerce client's (cookies, else GET /api/getDynamicYieldCookies). */
  personalisationIds?: () => Promise<PersonalisationIds>
  /** The caller's IP: the commerce client's (callerIp cookie, else GET /api/ip). */
  callerIp?: () => Promise<string>
  /** The shopper's consent by purpose: the cookie notice's store by default. */
  consent?: ConsentRepository
  routes?: RouteUpdates
  now?: () => number
  newId?: () => string
  log?: (message: string, error?: unknown) => void
}

/** The part of the cart store the analytics reads. */
export interface CartSource {
  getState(): Pick<CartState, 'serverOrderForm'>
  subscribe(listener: () => void): () => void
}

const browserWindow = (): Window | undefined => (typeof window === 'undefined' ? undefined : window)
const locationKey = (location: RouteLocation): string => `${location.pathname}${location.search ?? ''}`

function absoluteHref(location: RouteLocation, target: Window | undefined): string {
  if (location.href) return location.href
  const origin = location.origin ?? target?.location.origin ?? ''
  return `${origin}${location.pathname}${location.search ?? ''}`
}

/**
 * The store's analytics: the data layer (with session tracking in front of
 * every event), page views from route updates, cart add/remove events from the
 * cart's server state, and the personalisation and experiment services (inert
 * without keys). Framework-agnostic; React binds it in AnalyticsProvider. The
 * page loads it as a chunk of its own (loader.ts); the data layer's consent
 * mode is started before, at the page's entry (consent-mode.ts).
 */
export function createAnalytics(options: AnalyticsOptions = {}) {
  const config = options.config ?? readAnalyticsConfig()
  const target = options.target ?? browserWindow
  const storage = options.storage ?? getLocalStorage
  const routes = options.routes ?? defaultRouteUpdates
  const now = options.now ?? Date.now
  const newId = options.newId ?? randomId
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[analytics] ${message}`, error))
  const ipOf = options.callerIp ?? commerceCallerIp

  const consent = options.consent ?? sharedConsentStore()
  const sessions = createSessionTracker({ storage, now, newId })
  const personalisation = createPersonalisationClient({
    apiKey: config.dyApiKey,
    collectUrl: config.dyCollectUrl,
    production: config.production,
    ids: options.personalisationIds ?? commercePersonalisationIds,
    consent: () => consent.granted('personalisation'),
    fetch: options.fetch,
    log,
  })
  const experiments = createExperimentClient({
    apiKey: config.experimentKey,
    baseUrl: config.experimentUrl,
    storage,
    now,
    fetch: options.fetch,
    log,
    consent: () => consent.granted('analytics'),
  })

  const listeners = new Set<DataLayerListener>()
  const history: PushedEvent[] = []
  let lastRouteSeq = 0
  let lastPageKey: string | null = null
  let lastPageHref = ''
  let cartSkuIds: string[] = []
  let referrerOfPage = ''

  const currentParams = (): URLSearchParams => new URLSearchParams(target()?.location.search ?? '')
  const userAgent = (): string => target()?.navigator.userAgent ?? ''
  const device = async () => deviceInfo({ userAgent: userAgent(), ip: await ipOf(), now: new Date(now()) })

  /** Hands a pushed event to the subscribed providers (and keeps it for late ones). */
  function publish(event: DataLayerEvent, win: Window): void {
    const current = sessions.current()
    const pushed: PushedEvent = {
      event,
      session: current ? { id: current.id, startedAt: current.startedAt } : null,
      pageUrl: pageUrlWithoutQuery(win.location.href),
    }
    history.push(pushed)
    if (history.length > DATA_LAYER_REPLAY_MAX) history.shift()
    for (const listener of [...listeners]) {
      try {
        listener(pushed)
      } catch (error) {
        log('a data layer subscriber failed', error)
      }
    }
  }

  function push(event: DataLayerEvent | null | undefined, win: Window): boolean {
    const pushed = safePushToDataLayer(event, win, log)
    if (pushed && event) publish(event, win)
    return pushed
  }

  /** Pushes an event (after the session events its activity causes); false when nothing was pushed. */
  function track(event: DataLayerEvent | null | undefined, params: URLSearchParams = currentParams()): boolean {
    const win = target()
    if (!win) return false
    if (event) for (const sessionEvent of sessions.touch(params)) push(sessionEvent, win)
    const pushed = push(event, win)
    if (pushed && event?.event === 'view_item') {
      const sku = event.ecommerce.items[0]?.sku_code
      const page = dyPage('product page', { location: pageUrlWithoutQuery(win.location.href), referrer: referrerOfPage, data: sku ? [sku] : [] })
      void personalisation.pageview(page, device)
    }
    return pushed
  }

  function sendPageView(location: RouteLocation, referrer: string): void {
    const win = target()
    if (!win) return
    const href = absoluteHref(location, win)
    lastPageKey = locationKey(location)
    referrerOfPage = pageUrlWithoutQuery(referrer)
    lastPageHref = href
    const event = pageViewEvent({ pathname: location.pathname, search: location.search, href }, {
      title: win.document?.title ?? '',
      referrer,
      userAgent: userAgent(),
    })
    track(event, new URLSearchParams(location.search ?? ''))
    const pageType = dataLayerPageType(location.pathname)
    if (pageType !== 'product page' && pageType !== 'kit look') {
      const data = pageType === 'cart' ? cartSkuIds : []
      void personalisation.pageview(dyPage(pageType, { location: pageUrlWithoutQuery(href), referrer: referrerOfPage, data }), device)
    }
  }

  function handleRouteUpdate(update: RouteUpdate): void {
    if (update.seq <= lastRouteSeq) return
    lastRouteSeq = update.seq
    // The first page may already have been sent from the window's address.
    if (!update.prevLocation && locationKey(update.location) === lastPageKey) return
    const referrer = update.prevLocation ? absoluteHref(update.prevLocation, target()) : (target()?.document.referrer ?? '')
    sendPageView(update.location, referrer)
  }

  return {
    config,
    personalisation,
    experiments,
    sessions,
    track,
    /**
     * Builds the event of a name (event-builders.ts) from what the component
     * knows and pushes it; false when nothing was pushed. A builder that
     * fails (a bad product shape) is logged and never reaches the caller.
     */
    trackNamed<Name extends EventName>(name: Name, ...args: EventArgs<Name>): boolean {
      let event: DataLayerEvent | null
      try {
        event = buildEvent(name, args)
      } catch (error) {
        log('event not tracked', error)
        return false
      }
      return event ? track(event) : false
    },
    /**
     * Sends page_view for route updates from now on, and for those made before
     * (the recent route updates, else the window's address). Returns the unsubscribe.
     */
    startPageViews(): () => void {
      const unsubscribe = routes.subscribe(handleRouteUpdate)
      const recent = routes.recent()
      const win = target()
      if (recent.length > 0) for (const update of recent) handleRouteUpdate(update)
      else if (win && lastPageKey === null) sendPageView(win.location, win.document.referrer)
      return unsubscribe
    },
    /**
     * add_to_cart / remove_from_cart from changes of the cart's server state (a new order form is a new
     * baseline). `earlier`: the states the cart went through before this call, oldest first (the provider
     * records them while this module loads); the first is the baseline, each later one a change.
     */
    watchCart(cart: CartSource, earlier: readonly (OrderForm | null)[] = []): () => void {
      let previous: OrderForm | null = earlier.length > 0 ? earlier[0] : cart.getState().serverOrderForm
      cartSkuIds = previous?.items.map((item) => item.id) ?? []
      const onState = (next: OrderForm | null) => {
        if (next === previous) return
        const before = previous
        previous = next
        cartSkuIds = next?.items.map((item) => item.id) ?? []
        if (!before || !next || before.orderFormId !== next.orderFormId) return
        const sellers = next.sellers ?? []
        const { added, removed } = cartChanges(before.items, next.items, sellers)
        if (added.length) track(addToCartEvent(added))
        if (removed.length) track(removeFromCartEvent(removed))
        if (added.length && personalisation.enabled) {
          const cartList: DyCartLine[] = next.items.map((item) => {
            const tracked = itemFromOrderFormItem(item, sellers)
            return { productId: tracked.sku_code, quantity: item.quantity, itemPrice: tracked.display_price }
          })
          const events = added.map((item) =>
            addToCartDyEvent({
              productId: item.sku_code,
              quantity: item.quantity,
              value: Math.round(item.display_price * item.quantity * 100) / 100,
              cart: cartList,
            }),
          )
          void personalisation.event(events)
        }
      }
      for (const state of earlier.slice(1)) onState(state)
      onState(cart.getState().serverOrderForm)
      return cart.subscribe(() => onState(cart.getState().serverOrderForm))
    },
    consent,
    /** The experiment values of this browser's user (cached 1 hour); null when inert or without consent to analytics. */
    initializeExperiments(user: Omit<ExperimentUser, 'customIDs'> = {}): Promise<ExperimentValues | null> {
      if (!experiments.enabled || !consent.granted('analytics')) return Promise.resolve(null)
      return experiments.initialize({ ...user, customIDs: { stableID: stableId(storage, newId) } })
    },
    /** The address of the last page view. */
    lastPageHref: (): string => lastPageHref,
    /**
     * Every event pushed from now on, after those already pushed on this page
     * (product analytics is fed from the data layer). Returns the unsubscribe.
     */
    subscribe(listener: DataLayerListener): () => void {
      for (const pushed of [...history]) listener(pushed)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /**
     * The analytics session of an activity the data layer did not push (an
     * autocaptured click): it keeps the session alive, and starts a new one
     * by the same rules (timeout, new campaign), pushing its events.
     */
    activeSession(): { id: string; startedAt: number } | null {
      const win = target()
      if (!win) return null
      for (const sessionEvent of sessions.touch(currentParams())) push(sessionEvent, win)
      const current = sessions.current()
      return current ? { id: current.id, startedAt: current.startedAt } : null
    },
  }
}

export type Analytics = ReturnType<typeof createAnalytics>

/** A per-browser anonymous id for the experiment service (kept in local storage). */
function stableId(storage: () => KeyValueStorage | null, newId: () => string): string {
  const existing = readRaw(storage(), STABLE_ID_STORAGE_KEY)
  if (existing) return existing
  const id = newId()
  writeRaw(storage(), STABLE_ID_STORAGE_KEY, id)
  return id
}

let shared: Analytics | null = null

/** The page's analytics (created on first use, configured from the build environment). */
export function analytics(): Analytics {
  shared ??= createAnalytics()
  return shared
}

/** An analytics that pushes to the data layer only (no keys): for server rendering and tests. */
export const createInertAnalytics = (options: Omit<AnalyticsOptions, 'config'> = {}): Analytics =>
  createAnalytics({ ...options, config: INERT_ANALYTICS_CONFIG })
