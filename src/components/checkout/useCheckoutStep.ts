import { useEffect } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { ABANDONED_FEATURE_FLAG_KEY } from '../../lib/product/abandoned'
import { guardStep, stepPath, type CheckoutStepName } from '../../lib/checkout/steps'
import { useCart } from '../../sdk/cart'
import { getLocalStorage, writeRaw } from '../../sdk/storage/browserStorage'

/**
 * A checkout step's page: once the cart has loaded, an earlier step that is
 * not done (or an empty cart) sends the shopper there. Reaching a step arms
 * the abandoned-payment reminder (feature flag AbandonedPayment).
 * Returns whether the step may be shown.
 */
export function useCheckoutStep(step: Exclude<CheckoutStepName, 'cart'>): { ready: boolean } {
  const cart = useCart()
  const orderForm = cart.orderForm
  const target = !cart.loading && orderForm ? guardStep(step, orderForm, { corporate: isBusiness() }) : null

  // Storage unavailable: the reminder simply stays off.
  useEffect(() => void writeRaw(getLocalStorage(), ABANDONED_FEATURE_FLAG_KEY, 'true'), [])

  useEffect(() => {
    if (target) void navigate(stepPath(target, storeConfig.addresses), { replace: true })
  }, [target])

  return { ready: !cart.loading && orderForm !== null && target === null }
}
