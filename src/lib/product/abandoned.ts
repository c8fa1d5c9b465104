import { ABANDONED_TOAST_REARM_MS } from '../../config/constants'
import type { OrderForm } from '../../contracts/checkout'

/** Browser-storage keys of the abandoned-payment reminder: its feature flag and its dismissed flag. */
export const ABANDONED_FEATURE_FLAG_KEY = 'AbandonedPayment'
export const ABANDONED_DISMISSED_KEY = 'AbandonedPaymentDismissed'
export const ABANDONED_REARM_AT_KEY = 'AbandonedPaymentRearmAt'

export const ABANDONED_TOAST_TEXT = 'Seu carrinho te espera'
export const ABANDONED_TOAST_LINK = 'Retomar o pagamento >'

export interface AbandonedState {
  pathname: string
  featureFlag: boolean
  dismissed: boolean
  /** Epoch ms before which a closed toast stays away; null when not closed. */
  rearmAt: number | null
  now: number
  /** The toast is on screen already. */
  showing: boolean
  cartEmpty: boolean
}

export type AbandonedDecision = 'show' | 'clear' | 'none'

export const isCheckoutPath = (pathname: string): boolean => pathname.startsWith('/checkout')

/**
 * What the reminder does 2 s after load: nothing on /checkout…, without the
 * feature flag or when already shown; with an empty cart it clears the flags;
 * otherwise it shows unless dismissed or closed less than 10 minutes ago.
 */
export function abandonedDecision(state: AbandonedState): AbandonedDecision {
  if (isCheckoutPath(state.pathname) || !state.featureFlag || state.showing) return 'none'
  if (state.cartEmpty) return 'clear'
  if (state.dismissed) return 'none'
  if (state.rearmAt !== null && state.now < state.rearmAt) return 'none'
  return 'show'
}

/** When a closed toast may come back. */
export const rearmTime = (closedAt: number): number => closedAt + ABANDONED_TOAST_REARM_MS

/**
 * Where 'Retomar o pagamento' leads: the profile step without a client
 * profile, the shipping step without an address, else the payment step.
 */
export function resumeTarget(orderForm: Pick<OrderForm, 'orderFormId' | 'clientProfileData' | 'shippingData'>): string {
  if (!orderForm.clientProfileData?.email) return '/checkout/profile'
  const address = orderForm.shippingData?.address ?? orderForm.shippingData?.selectedAddresses?.[0] ?? null
  if (!address?.postalCode) return '/checkout/shipping'
  return `/checkout/?orderFormId=${encodeURIComponent(orderForm.orderFormId)}&payment_recovery=true#/payment`
}
