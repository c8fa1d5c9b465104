import { useEffect, useState } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { ABANDONED_FEATURE_FLAG_KEY } from '../../lib/product/abandoned'
import { stepPath, type CheckoutStepName } from '../../lib/checkout/step-names'
import type { guardStep } from '../../lib/checkout/steps'
import { useCart } from '../../sdk/cart'
import { getLocalStorage, writeRaw } from '../../sdk/storage/browserStorage'

type StepGuard = typeof guardStep

let loadingGuard: Promise<StepGuard> | null = null

/**
 * The rule of which step a cart still needs (lib/checkout/steps.ts, with the
 * profile's CPF, CNPJ and phone checks) in a chunk of its own, asked for when a
 * step mounts: it is read only once the cart is in, which takes a request
 * anyway, and the payment step has no other use for those checks (decision
 * record 0038). A failed load is asked for again by the next step that mounts.
 */
export function loadStepGuard(): Promise<StepGuard> {
  loadingGuard ??= import(/* webpackChunkName: "checkout-rules" */ '../../lib/checkout/steps').then(
    (module) => module.guardStep,
    (error: unknown) => {
      loadingGuard = null
      throw error
    },
  )
  return loadingGuard
}

/**
 * A checkout step's page: once the cart has loaded, an earlier step that is
 * not done (or an empty cart) sends the shopper there. Reaching a step arms
 * the abandoned-payment reminder (feature flag AbandonedPayment).
 * Returns whether the step may be shown.
 */
export function useCheckoutStep(step: Exclude<CheckoutStepName, 'cart'>): { ready: boolean } {
  const cart = useCart()
  const orderForm = cart.orderForm
  const [guard, setGuard] = useState<StepGuard | null>(null)
  const target = guard && !cart.loading && orderForm ? guard(step, orderForm, { corporate: isBusiness() }) : null

  // Storage unavailable: the reminder simply stays off.
  useEffect(() => void writeRaw(getLocalStorage(), ABANDONED_FEATURE_FLAG_KEY, 'true'), [])

  useEffect(() => {
    let mounted = true
    // A chunk that does not load is the page's chunk failure (browser-hooks.ts: back to the last visited path).
    void loadStepGuard().then((loaded) => mounted && setGuard(() => loaded))
    return () => {
      mounted = false
    }
  }, [])

  useEffect(() => {
    if (target) void navigate(stepPath(target, storeConfig.addresses), { replace: true })
  }, [target])

  return { ready: guard !== null && !cart.loading && orderForm !== null && target === null }
}
