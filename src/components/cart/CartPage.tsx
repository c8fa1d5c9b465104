import { useEffect, useRef } from 'react'
import { Link } from 'gatsby'


import { externalCheckoutUrl, storeConfig } from '../../config/store'
import { CartItemLimitError, useCart, type CartContextValue } from '../../sdk/cart'
import { useToast } from '../../sdk/toast'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { CART_LIMIT_MESSAGE } from '../../contracts/cart-messages'
import * as styles from './Cart.module.css'
import { CartFreight } from './CartFreight'
import { CartItemRow } from './CartItemRow'
import { CartTotals } from './CartTotals'
import { CouponForm } from './CouponForm'
import { SellerMixNote } from './SellerMixNote'

/** The server's order form (its lines carry the tracking block), else the one shown. */
const trackedOrderForm = (cart: Pick<CartContextValue, 'store' | 'orderForm'>) => cart.store.getState().serverOrderForm ?? cart.orderForm

/** /checkout/cart: items, coupon, freight by CEP, totals and seller mix. */
export function CartPage() {
  const cart = useCart()
  const { pushToast } = useToast()
  const limit = () => pushToast({ text: CART_LIMIT_MESSAGE, variant: 'error' })
  const onQuantity = (index: number, quantity: number) => {
    void cart.updateItems([{ index, quantity }]).catch((error: unknown) => {
      if (error instanceof CartItemLimitError) limit()
      else console.error('quantity change failed', error)
    })
  }
  const sellers = cart.orderForm?.sellers ?? []
  // With an external checkout (always in the business store) the cart goes there by its id.
  const external = cart.orderForm ? externalCheckoutUrl(cart.orderForm.orderFormId) : null
  const units = cart.items.reduce((sum, item) => sum + item.quantity, 0)

  // Analytics: view_cart once the cart has loaded with items, begin_checkout on Finalizar compra.
  const trackEvent = useTrackEvent()
  const cartViewed = useRef(false)
  const loaded = !cart.loading && cart.items.length > 0
  useEffect(() => {
    if (!loaded || cartViewed.current) return
    cartViewed.current = true
    const orderForm = trackedOrderForm(cart)
    if (orderForm) void trackEvent('viewCart', orderForm)
  }, [loaded, cart, trackEvent])
  const onCheckout = () => {
    const orderForm = trackedOrderForm(cart)
    if (orderForm) void trackEvent('beginCheckout', orderForm)
  }

  return (
    <div className={styles.page} data-testid="cart-page" data-loading={cart.loading}>
      <header className={styles.pageHeader}>
        <Link to="/" className={styles.logo}>
          {storeConfig.storeName}
        </Link>
        <span className={styles.muted}>Compra 100% segura</span>
      </header>
      <h1 className={styles.title}>
        Meu carrinho {units > 0 && <span className={styles.muted}>({units} {units === 1 ? 'item' : 'itens'})</span>}
      </h1>
      {cart.loading ? (
        <p className={styles.muted}>Carregando seu carrinho…</p>
      ) : cart.items.length === 0 ? (
        <div className={styles.empty} data-testid="cart-empty">
          <p>Seu carrinho está vazio.</p>
          <Link to="/" className={styles.primaryLink}>
            Continuar comprando
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-label="Produtos">
            <SellerMixNote items={cart.items} />
            <ul className={styles.list}>
              {cart.items.map((item) => (
                <CartItemRow
                  key={`${item.id}-${item.seller}-${item.itemIndex}`}
                  item={item}
                  sellers={sellers}
                  onQuantity={(quantity) => onQuantity(item.itemIndex, quantity)}
                  onRemove={() => void cart.removeItem(item.itemIndex).catch((error: unknown) => console.error('remove failed', error))}
                  onLimit={limit}
                />
              ))}
            </ul>
          </section>
          <aside className={styles.summary} aria-label="Resumo do pedido">
            <CouponForm />
            <CartFreight />
            <CartTotals totals={cart.totals} />
            {external ? (
              <a href={external} className={styles.primaryLink} data-testid="checkout-button" onClick={onCheckout}>
                Finalizar compra
              </a>
            ) : (
              <Link to={storeConfig.addresses.checkout} className={styles.primaryLink} data-testid="checkout-button" onClick={onCheckout}>
                Finalizar compra
              </Link>
            )}
            <Link to="/" className={styles.secondaryLink}>
              Continuar comprando
            </Link>
          </aside>
        </div>
      )}
    </div>
  )
}
