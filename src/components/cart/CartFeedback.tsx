import { Link } from 'gatsby'

import { formatBRL, formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import { useCart } from '../../sdk/cart'
import { useCartFeedback } from '../../sdk/cartFeedback'
import { useUI } from '../../sdk/ui'
import { SideModal } from '../ui'
import * as styles from './Cart.module.css'
import { ProductImage } from '../product-image'

/**
 * The cart feedback panel / minicart: after an add it confirms the item just
 * added; opened from the header it lists the cart. Both show the subtotal and
 * lead to /checkout/cart.
 */
export function CartFeedback() {
  const { displayMinicart, closeMinicart } = useUI()
  const cart = useCart()
  const { addedItem: added, clearAddedItem } = useCartFeedback()
  const close = () => {
    closeMinicart()
    clearAddedItem()
  }
  const units = cart.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <SideModal isOpen={displayMinicart} onClose={close} title={added ? 'Produto adicionado ao carrinho' : 'Meu carrinho'} testId="cart-feedback">
      <div className={styles.feedback}>
        {added ? (
          <div className={styles.feedbackItem} data-testid="cart-feedback-item">
            {added.imageUrl && <ProductImage url={added.imageUrl} slot="cartFeedback" alt="" priority />}
            <div>
              <p className={styles.itemName}>{added.name}</p>
              {added.variation && <p className={styles.muted}>{added.variation}</p>}
              <p>
                {added.quantity} × {formatCents(added.price)}
              </p>
            </div>
          </div>
        ) : cart.items.length === 0 ? (
          <p className={styles.muted}>Seu carrinho está vazio.</p>
        ) : (
          <ul className={styles.miniList}>
            {cart.items.map((item) => (
              <li key={`${item.id}-${item.seller}`} className={styles.feedbackItem}>
                {item.imageUrl && <ProductImage url={item.imageUrl} slot="cartFeedbackLine" alt="" />}
                <div>
                  <p className={styles.itemName}>{item.name}</p>
                  <p className={styles.muted}>
                    {item.quantity} × {formatBRL(item.sellingPrice)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.feedbackTotal}>
          <span>
            Subtotal ({units} {units === 1 ? 'item' : 'itens'})
          </span>
          <strong data-testid="cart-feedback-subtotal">{formatBRL(cart.totals.items ?? cart.totals.total)}</strong>
        </p>
        <div className={styles.feedbackActions}>
          <Link to={storeConfig.addresses.checkoutCart} className={styles.primaryLink} onClick={close} data-testid="go-to-cart">
            Ver carrinho
          </Link>
          <button type="button" className={styles.secondaryButton} onClick={close}>
            Continuar comprando
          </button>
        </div>
      </div>
    </SideModal>
  )
}
