import type { ReactNode } from 'react'

import { CartProvider } from './cart/Provider'
import type { OrderFormGateway } from './cart/gateway'
import { CartFeedbackProvider } from './cartFeedback/Provider'
import { CepProvider } from './cep/Provider'
import { ResultsProvider } from './results/Provider'
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
 * Every store of the toolkit in one provider for the root element: session,
 * UI, toasts, cart feedback, the CEP prompt, kept answers (results) and, with
 * its gateway, the cart. The search provider belongs to search pages (it
 * needs their address); the features' providers (the wishlist) to the app root.
 */
export function StoreProvider({
  children,
  cartGateway,
  orderFormId,
  initialSession,
  onValidateSession,
  namespace,
}: StoreProviderProps) {
  let content = (
    <UIProvider>
      <ToastProvider>
        <CartFeedbackProvider>
          <CepProvider>
            <ResultsProvider>{children}</ResultsProvider>
          </CepProvider>
        </CartFeedbackProvider>
      </ToastProvider>
    </UIProvider>
  )
  if (cartGateway) {
    content = (
      <CartProvider gateway={cartGateway} orderFormId={orderFormId} namespace={namespace}>
        {content}
      </CartProvider>
    )
  }
  return (
    <SessionProvider initialSession={initialSession} onValidateSession={onValidateSession} namespace={namespace}>
      {content}
    </SessionProvider>
  )
}
