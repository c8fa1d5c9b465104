import { createContext, useContext, useEffect, useMemo } from 'react'
import type { ReactNode } from 'react'

import { CartContext } from '../sdk/cart/Provider'
import type { OrderForm } from '../sdk/cart/types'
import { consentStore, useConsent } from '../sdk/consent'
import { SessionContext } from '../sdk/session/Provider'
import type { TrackNamedEvent } from './event-builders'
import { analyticsLoader, type AnalyticsLoader } from './loader'
import type { Analytics, CartSource } from './runtime'

export interface AnalyticsContextValue {
  /**
   * Builds the event of a name from the caller's data and pushes it to the
   * data layer (and posts `store:{event}`) once the page's analytics is in;
   * resolves with whether it was pushed.
   */
  track: TrackNamedEvent
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null)
AnalyticsContext.displayName = 'AnalyticsContext'

export interface AnalyticsProviderProps {
  children?: ReactNode
  /** An analytics instance to use at once (tests); the page's, loaded on demand, by default. */
  analytics?: Analytics
  /** A cart to watch instead of the toolkit's CartProvider (tests). */
  cart?: CartSource | null
}

/** A loader of an instance already there (tests give one). */
function loaderOf(instance: Analytics): AnalyticsLoader {
  return {
    load: () => Promise.resolve(instance),
    run: (task) => task(instance),
    track: (name, ...args) => Promise.resolve(instance.trackNamed(name, ...args)),
  }
}

/** Cart states kept while the analytics loads: far more than a shopper's changes in that time (our choice). */
export const CART_STATES_KEPT = 20

/**
 * The cart's server states from now on, oldest first (the analytics derives
 * add_to_cart / remove_from_cart from them once it is in). Beyond
 * CART_STATES_KEPT the oldest changes after the first state merge.
 */
export function recordCartStates(cart: CartSource): { stop(): Array<OrderForm | null> } {
  const states: Array<OrderForm | null> = [cart.getState().serverOrderForm]
  const unsubscribe = cart.subscribe(() => {
    const next = cart.getState().serverOrderForm
    if (next === states[states.length - 1]) return
    states.push(next)
    if (states.length > CART_STATES_KEPT) states.splice(1, 1)
  })
  return {
    stop() {
      unsubscribe()
      return states
    },
  }
}

/**
 * Mount once inside the store toolkit's providers (it reads the cart and the
 * session when present). Browser-only effects, run once the page's analytics
 * is in (loader.ts: a chunk of its own, asked for on mount): page_view for the
 * current page and every route update, add_to_cart / remove_from_cart from
 * cart changes (also those made while it loaded), experiment values of the
 * user (once they consent to analytics). Renders nothing of its own, so it may
 * be mounted self-closing: useAnalytics() then reaches the same shared instance.
 */
export function AnalyticsProvider({ children, analytics: given, cart: givenCart }: AnalyticsProviderProps) {
  const loader = useMemo(() => (given ? loaderOf(given) : analyticsLoader()), [given])
  const cartContext = useContext(CartContext)
  const cart = givenCart === undefined ? (cartContext?.store ?? null) : givenCart
  const userId = useContext(SessionContext)?.user?.id ?? null
  const analyticsGranted = useConsent(given?.consent ?? consentStore())?.purposes.analytics ?? false

  useEffect(() => {
    let active = true
    let stop: (() => void) | null = null
    loader.run((analytics) => {
      if (active) stop = analytics.startPageViews()
    })
    return () => {
      active = false
      stop?.()
    }
  }, [loader])

  useEffect(() => {
    if (!cart) return undefined
    const states = recordCartStates(cart)
    let active = true
    let stop: (() => void) | null = null
    loader.run((analytics) => {
      if (active) stop = analytics.watchCart(cart, states.stop())
    })
    return () => {
      active = false
      states.stop()
      stop?.()
    }
  }, [loader, cart])

  useEffect(() => {
    if (analyticsGranted) loader.run((analytics) => void analytics.initializeExperiments(userId ? { userID: userId } : {}))
  }, [loader, userId, analyticsGranted])

  const value = useMemo<AnalyticsContextValue>(() => ({ track: loader.track }), [loader])
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>
}

/**
 * `track(event)` for components. Outside an AnalyticsProvider it still pushes
 * to the data layer of the page's shared analytics.
 */
export function useAnalytics(): AnalyticsContextValue {
  const context = useContext(AnalyticsContext)
  return useMemo(() => context ?? { track: analyticsLoader().track }, [context])
}
