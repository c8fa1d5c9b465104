import { Button } from '../ui'
import * as styles from './Product.module.css'

export interface BuyButtonsProps {
  disabled: boolean
  busy?: boolean
  onAdd: () => void
  onBuyNow: () => void
  /** Why the buttons are off, for screen readers and the shopper. */
  reason?: string | null
}

/** Add to cart and buy now, on every product view. */
export function BuyButtons({ disabled, busy = false, onAdd, onBuyNow, reason }: BuyButtonsProps) {
  return (
    <div className={styles.buyButtons}>
      <Button variant="primary" block disabled={disabled || busy} onClick={onAdd} data-testid="add-to-cart">
        Adicionar ao carrinho
      </Button>
      <Button variant="secondary" block disabled={disabled || busy} onClick={onBuyNow} data-testid="buy-now">
        Comprar agora
      </Button>
      {reason && (
        <p className={styles.buyReason} data-testid="buy-disabled-reason">
          {reason}
        </p>
      )}
    </div>
  )
}
