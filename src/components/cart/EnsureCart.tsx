import { useContext, type ReactNode } from 'react'

import { orderFormGateway } from '../../commerce/checkout'
import { CartContext, CartProvider } from '../../sdk/cart'

/**
 * Mounts the toolkit's cart over the checkout API when the root has not
 * (wrap-root without a cart gateway); passes through otherwise.
 */
export function EnsureCart({ children }: { children?: ReactNode }) {
  const cart = useContext(CartContext)
  if (cart) return <>{children}</>
  return <CartProvider gateway={orderFormGateway}>{children}</CartProvider>
}
