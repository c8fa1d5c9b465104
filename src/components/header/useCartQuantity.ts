import { useContext } from 'react'

import { CartContext } from '../../sdk/cart/Provider'

/**
 * Units in the cart (sum of quantities), 0 where no cart provider is mounted
 * (isolated tests of the shell). Only the cart buttons read it: a cart change
 * renders them, not the whole shell around them.
 */
export function useCartQuantity(): number {
  const cart = useContext(CartContext)
  return (cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0)
}
