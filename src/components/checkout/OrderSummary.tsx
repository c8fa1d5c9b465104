import { Link } from 'gatsby'

import { formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import type { CartOrderForm } from '../../sdk/cart'
import * as styles from './Checkout.module.css'
import { ProductImage } from '../product-image'

const totalOf = (orderForm: CartOrderForm, id: string): number | undefined => orderForm.totalizers.find((totalizer) => totalizer.id === id)?.value

/** Amounts of a summary: items, discounts, freight, interest of the chosen installments, the total to pay (cents). */
export function SummaryTotals({ orderForm }: { orderForm: CartOrderForm }) {
  const shipping = totalOf(orderForm, 'Shipping')
  const discounts = totalOf(orderForm, 'Discounts')
  const payment = orderForm.paymentData?.payments?.[0]
  const interest = payment ? payment.value - payment.referenceValue : 0
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(totalOf(orderForm, 'Items') ?? 0)}</dd>
      </div>
      {discounts ? (
        <div>
          <dt>Descontos</dt>
          <dd>{formatCents(discounts)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Frete</dt>
        <dd data-testid="checkout-shipping-total">{shipping === undefined ? 'A calcular' : shipping === 0 ? 'Grátis' : formatCents(shipping)}</dd>
      </div>
      {interest > 0 && (
        <div>
          <dt>Juros do parcelamento</dt>
          <dd>{formatCents(interest)}</dd>
        </div>
      )}
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatCents(orderForm.value + interest)}</dd>
      </div>
    </dl>
  )
}

/** The cart beside a step: its lines and amounts. */
export function OrderSummary({ orderForm }: { orderForm: CartOrderForm | null }) {
  if (!orderForm) return null
  const units = orderForm.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <aside className={styles.summary} aria-labelledby="resumo-titulo" data-testid="checkout-summary">
      <h2 id="resumo-titulo" className={styles.subtitle}>
        Resumo do pedido <span className={styles.muted}>({units === 1 ? '1 item' : `${units} itens`})</span>
      </h2>
      <ul className={styles.summaryItems}>
        {orderForm.items.map((item) => (
          <li key={`${item.id}-${item.seller}`} className={styles.summaryItem}>
            {item.imageUrl ? (
              <ProductImage url={item.imageUrl} slot="checkoutLine" alt="" />
            ) : (
              <span className={styles.summaryImage} />
            )}
            <div>
              <p>{item.name}</p>
              <p className={styles.muted}>Quantidade: {item.quantity}</p>
            </div>
            <p>{formatCents(item.sellingPrice * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <SummaryTotals orderForm={orderForm} />
      <Link to={storeConfig.addresses.checkoutCart} className={styles.muted}>
        Alterar produtos no carrinho
      </Link>
    </aside>
  )
}
