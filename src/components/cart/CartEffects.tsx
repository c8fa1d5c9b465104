import { useCartMessagesAsToasts, useClientProfileAttach, useOrderFormTracking } from './cart-effects'

/**
 * The cart's side effects: cart messages become toasts and
 * are cleared on the server, the logged-in shopper's profile is attached,
 * and the tracking click ids and utm data go on the order form. Mount once,
 * at the root inside the store providers (wrap-root); renders nothing.
 */
export function CartEffects(): null {
  useCartMessagesAsToasts()
  useClientProfileAttach()
  useOrderFormTracking()
  return null
}
