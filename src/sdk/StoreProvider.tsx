import type { ReactNode } from 'react'

import { CartProvider } from './cart/Provider'
import type { OrderFormGateway } from './cart/gateway'
import { SessionProvider } from './session/Provider'
import type { SessionValidator } from './session/Provider'
import type { Session } from './session/types'
import { ToastProvider } from './toast/Provider'
import { UIProvider } from './ui/Provider'

export interface StoreProviderProps {
  children?: ReactNode
  /** Order form gateway; without it no CartProvider is mounted. */
  cartGateway?: OrderFormGateway
  /** An order form id to try first. */
  orderFormId?: string | null
  initialSession?: Session
  onValidateSession?: SessionValidator
  /** Storage namespace of the session and the orderFormId. */
  namespace?: string
}

/**
 * Session, UI, toasts and (with a gateway) the cart, in one provider for the
 * root element. The search provider belongs to search pages (it needs their address).
 */
export function StoreProvider({
  children,
  cartGateway,
  orderFormId,
  initialSession,
  onValidateSession,
  namespace,
}: StoreProviderProps) {
  const content = (
    <UIProvider>
      <ToastProvider>{children}</ToastProvider>
    </UIProvider>
  )
  return (
    <SessionProvider initialSession={initialSession} onValidateSession={onValidateSession} namespace={namespace}>
      {cartGateway ? (
        <CartProvider gateway={cartGateway} orderFormId={orderFormId} namespace={namespace}>
          {content}
        </CartProvider>
      ) : (
        content
      )}
    </SessionProvider>
  )
}
