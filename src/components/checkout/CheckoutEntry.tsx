import { useEffect, useRef, useState } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { firstIncompleteStep, readEntryQuery, stepPath } from '../../lib/checkout/steps'
import { useCart } from '../../sdk/cart'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import * as styles from './Checkout.module.css'

/** What the entry does with a cart id that came in its address. */
type LinkedCart = 'none' | 'ask' | 'adopt' | 'keep'

const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'itens'}`

/**
 * /checkout: the entry. With `?orderFormId=` (the abandoned-payment resume
 * target, or the cart handed over to this checkout) that cart is loaded —
 * straight away when this browser holds no cart with items or it is the same
 * cart, otherwise only once the shopper chooses it over their own (a link
 * must not swap a shopper's cart behind their back). An empty cart goes back
 * to /checkout/cart; otherwise the first step not done (the payment when
 * everything else is).
 */
export function CheckoutEntry({ search }: { search: string }) {
  const cart = useCart()
  const requested = useRef(false)
  const { orderFormId } = readEntryQuery(search)
  const current = cart.orderForm?.orderFormId ?? null
  const [choice, setChoice] = useState<'adopt' | 'keep' | null>(null)
  const linked: LinkedCart =
    orderFormId === null || cart.loading || current === orderFormId
      ? 'none'
      : choice ?? ((cart.orderForm?.items.length ?? 0) > 0 ? 'ask' : 'adopt')
  const waitingForLinked = linked === 'ask' || (linked === 'adopt' && !requested.current) || (orderFormId !== null && cart.loading)

  useEffect(() => {
    if (linked !== 'adopt' || requested.current || !orderFormId) return
    requested.current = true
    void cart.store.load(orderFormId)
  }, [linked, cart.store, orderFormId])

  useEffect(() => {
    if (cart.loading || waitingForLinked || !cart.orderForm || cart.isValidating) return
    const step = firstIncompleteStep(cart.orderForm, { corporate: isBusiness() })
    void navigate(stepPath(step, storeConfig.addresses), { replace: true })
  }, [cart.loading, cart.orderForm, cart.isValidating, waitingForLinked])

  if (linked === 'ask') {
    return (
      <CheckoutLayout>
        <section className={styles.card} data-testid="linked-cart-choice" aria-labelledby="carrinho-do-link">
          <h1 id="carrinho-do-link" className={styles.title}>
            Este link abre outro carrinho
          </h1>
          <p className={styles.lead}>
            Você já tem um carrinho com {itemsText(cart.orderForm?.items.length ?? 0)} neste navegador. Abrir o carrinho do link o coloca no
            lugar do seu neste navegador. Só abra um carrinho que você mesmo montou.
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setChoice('keep')}>
              Continuar com o meu carrinho
            </Button>
            <Button variant="secondary" onClick={() => setChoice('adopt')}>
              Abrir o carrinho do link
            </Button>
          </div>
        </section>
      </CheckoutLayout>
    )
  }

  return (
    <CheckoutLayout>
      <p className={styles.lead} role="status" aria-live="polite" data-testid="checkout-entry">
        Carregando seu carrinho…
      </p>
    </CheckoutLayout>
  )
}
