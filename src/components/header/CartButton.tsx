import type { MouseEvent } from 'react'

import { storeConfig } from '../../config/store'
import { Icon } from '../icons/Icon'
import { useCartQuantity } from './useCartQuantity'
import * as styles from './HeaderActions.module.css'

export interface CartButtonProps {
  /**
   * Units in the cart; without it, the button reads the cart's own count and renders again alone
   * when the cart changes (an add to cart re-rendered the whole shell: header, prompts, bottom bar).
   */
  quantity?: number
  /** When given, a click opens the minicart instead of going to the cart page. */
  onOpenMinicart?: (() => void) | null
  className?: string
  /** Visible text under the icon (bottom bar). */
  label?: string
}

/** Accessible name of the cart button: it exposes the item total. */
export function cartLabel(quantity: number): string {
  if (quantity === 0) return 'Carrinho vazio'
  return quantity === 1 ? 'Carrinho com 1 item' : `Carrinho com ${quantity} itens`
}

/** Cart button to /checkout/cart with an item-count badge. */
export function CartButton({ quantity: given, onOpenMinicart, className, label }: CartButtonProps) {
  const inCart = useCartQuantity()
  const quantity = given ?? inCart
  const onClick = onOpenMinicart
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault()
        onOpenMinicart()
      }
    : undefined
  return (
    <a
      href={storeConfig.addresses.checkoutCart}
      className={className ?? styles.iconButton}
      aria-label={cartLabel(quantity)}
      onClick={onClick}
      data-testid="cart-button"
    >
      <span className={styles.iconWrap}>
        <Icon name="cart" />
        {quantity > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
            {quantity > 99 ? '99+' : quantity}
          </span>
        )}
      </span>
      {label && <span aria-hidden="true">{label}</span>}
    </a>
  )
}
