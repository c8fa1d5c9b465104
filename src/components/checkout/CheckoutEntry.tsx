import { useEffect, useRef } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { firstIncompleteStep, readEntryQuery, stepPath } from '../../lib/checkout/steps'
import { useCart } from '../../sdk/cart'
import { CheckoutLayout } from './CheckoutLayout'
import * as styles from './Checkout.module.css'

/**
 * /checkout: the entry. With `?orderFormId=` (the abandoned-payment resume
 * target, or the cart handed over to this checkout) that cart is loaded
 * first. An empty cart goes back to /checkout/cart; otherwise the first step
 * not done (the payment when everything else is).
 */
export function CheckoutEntry({ search }: { search: string }) {
  const cart = useCart()
  const requested = useRef(false)
  const { orderFormId } = readEntryQuery(search)
  const current = cart.orderForm?.orderFormId ?? null
  const waitingForGiven = orderFormId !== null && current !== orderFormId && !requested.current

  useEffect(() => {
    if (cart.loading || !orderFormId || requested.current || current === orderFormId) return
    requested.current = true
    void cart.store.load(orderFormId)
  }, [cart.loading, cart.store, orderFormId, current])

  useEffect(() => {
    if (cart.loading || waitingForGiven || !cart.orderForm || cart.isValidating) return
    const step = firstIncompleteStep(cart.orderForm, { corporate: isBusiness() })
    void navigate(stepPath(step, storeConfig.addresses), { replace: true })
  }, [cart.loading, cart.orderForm, cart.isValidating, waitingForGiven])

  return (
    <CheckoutLayout>
      <p className={styles.lead} role="status" aria-live="polite" data-testid="checkout-entry">
        Carregando seu carrinho…
      </p>
    </CheckoutLayout>
  )
}
