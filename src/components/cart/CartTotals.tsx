import { formatBRL } from '../../config/money'
import type { CartTotals as Totals } from '../../sdk/cart'
import * as styles from './Cart.module.css'

/** Subtotal, discounts, freight and total (BRL from cents). */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatBRL(totals.items ?? 0)}</dd>
      </div>
      {totals.discounts ? (
        <div>
          <dt>Descontos</dt>
          <dd>{formatBRL(totals.discounts)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Frete</dt>
        <dd>{totals.shipping === undefined ? 'Calcule abaixo' : totals.shipping === 0 ? 'Grátis' : formatBRL(totals.shipping)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatBRL(totals.total)}</dd>
      </div>
    </dl>
  )
}
