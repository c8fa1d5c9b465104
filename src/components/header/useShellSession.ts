import { useContext } from 'react'

import { CartContext } from '../../sdk/cart/Provider'
import { SessionContext } from '../../sdk/session/Provider'
import { UIContext } from '../../sdk/ui/Provider'

export interface ShellSession {
  isLoggedIn: boolean
  firstName: string | null
  postalCode: string | null
  /** Units in the cart (sum of quantities). */
  cartQuantity: number
  openMinicart: (() => void) | null
}

/**
 * What the header shows of the store toolkit's state. Reads the contexts
 * directly so the shell also renders (logged out, empty cart) where a provider
 * is not mounted, e.g. in isolated tests.
 */
export function useShellSession(): ShellSession {
  const session = useContext(SessionContext)
  const cart = useContext(CartContext)
  const ui = useContext(UIContext)
  const user = session?.user ?? null
  return {
    isLoggedIn: user !== null,
    firstName: user?.givenName ?? null,
    postalCode: session?.postalCode ?? null,
    cartQuantity: (cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0),
    openMinicart: ui ? ui.openMinicart : null,
  }
}
