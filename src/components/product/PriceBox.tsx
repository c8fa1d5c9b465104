import { formatCents } from '../../config/money'
import { discountLabel, displayInstallment } from '../../lib/product/price'
import type { PdpOffer } from '../../lib/product/types'
import * as styles from './Product.module.css'

/** 'ou {amount} no cartão' for an instalment plan in cents. */
export function installmentLabel(count: number, valueCents: number): string {
  const amount = count > 1 ? `${count}x de ${formatCents(valueCents)}` : formatCents(valueCents)
  return `ou ${amount} no cartão`
}

/** Prices of the chosen offer: list price, price, '{n}% OFF', and the instalment (never store-card-only). */
export function PriceBox({ offer }: { offer: PdpOffer | null }) {
  if (!offer) return null
  const discount = discountLabel(offer.price, offer.listPrice)
  const installment = displayInstallment(offer.installments)
  return (
    <div className={styles.prices} data-testid="product-prices">
      {discount && (
        <p className={styles.listPriceRow}>
          <s aria-label={`De ${formatCents(offer.listPrice)}`}>{formatCents(offer.listPrice)}</s>
          <span className={styles.discount} data-testid="discount-label">
            {discount}
          </span>
        </p>
      )}
      <p className={styles.price} data-testid="product-price" data-price={offer.price}>
        {formatCents(offer.price)}
      </p>
      {installment && (
        <p className={styles.installment} data-testid="product-installment">
          {installmentLabel(installment.count, installment.value)}
          {installment.count > 1 && installment.interestRate === 0 ? ' sem juros' : ''}
        </p>
      )}
    </div>
  )
}
