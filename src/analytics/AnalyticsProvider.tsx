import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { CartContext } from '../sdk/cart/Provider'
import { useConsent } from '../sdk/consent'
import { SessionContext } from '../sdk/session/Provider'
import { analytics as sharedAnalytics, type Analytics, type CartSource } from './runtime'
import type { DataLayerEvent } from './types'

export interface AnalyticsContextValue {
  /** Pushes an event to the data layer (and posts `store:{event}`); false when nothing was pushed. */
  track: (event: DataLayerEvent) => boolean
  analytics: Analytics
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null)
AnalyticsContext.displayName = 'AnalyticsContext'

export interface AnalyticsProviderProps {
  children?: ReactNode
  /** The analytics instance (tests); the page's shared one by default. */
  analytics?: Analytics
  /** A cart to watch instead of the toolkit's CartProvider (tests). */
  cart?: CartSource | null
}

const contextValue = (instance: Analytics): AnalyticsContextValue => ({ track: (event) => instance.track(event), analytics: instance })

/**
 * Mount once inside the store toolkit's providers (it reads the cart and the
 * session when present). Browser-only effects: page_view for the current page
 * and every route update, add_to_cart / remove_from_cart from cart changes,
 * experiment values of the user (once they consent to analytics). Renders nothing of its own, so it may be
 * mounted self-closing: useAnalytics() then reaches the same shared instance.
 */
export function AnalyticsProvider({ children, analytics: given, cart: givenCart }: AnalyticsProviderProps) {
  const [instance] = useState<Analytics>(() => given ?? sharedAnalytics())
  const cartContext = useContext(CartContext)
  const cart = givenCart === undefined ? (cartContext?.store ?? null) : givenCart
  const userId = useContext(SessionContext)?.user?.id ?? null
  const analyticsGranted = useConsent(instance.consent)?.purposes.analytics ?? false

  useEffect(() => instance.startPageViews(), [instance])

  useEffect(() => (cart ? instance.watchCart(cart) : undefined), [instance, cart])

  useEffect(() => {
    if (analyticsGranted) void instance.initializeExperiments(userId ? { userID: userId } : {})
  }, [instance, userId, analyticsGranted])

  const value = useMemo(() => contextValue(instance), [instance])
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>
}

/**
 * `track(event)` for components. Outside an AnalyticsProvider it still pushes
 * to the data layer of the page's shared analytics.
 */
export function useAnalytics(): AnalyticsContextValue {
  const context = useContext(AnalyticsContext)
  return useMemo(() => context ?? contextValue(sharedAnalytics()), [context])
}
