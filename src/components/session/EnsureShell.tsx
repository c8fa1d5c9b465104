import { useContext, useState } from 'react'
import type { ReactNode } from 'react'

import { createCheckoutApi } from '../../commerce/checkout'
import { StoreProvider } from '../../sdk/StoreProvider'
import { SessionContext } from '../../sdk/session/Provider'
import { ToastContext } from '../../sdk/toast/Provider'
import { Prompts } from '../prompts/Prompts'
import { PortalRoot } from '../ui/PortalRoot'
import { ToastViewport } from '../ui/ToastViewport'
import { AccountContext, AccountProvider } from './AccountProvider'

function WithAccount({ children }: { children: ReactNode }) {
  const account = useContext(AccountContext)
  if (account) return <>{children}</>
  return (
    <AccountProvider>
      <PortalRoot />
      {children}
      <Prompts />
      <ToastViewport />
    </AccountProvider>
  )
}

/**
 * Mounts the store providers, the account provider, the portal element, the
 * prompts and the toast viewport when the root element does not provide them
 * yet; renders its children alone once wrap-root/Layout do.
 */
export function EnsureShell({ children }: { children: ReactNode }) {
  const session = useContext(SessionContext)
  const toasts = useContext(ToastContext)
  const [gateway] = useState(() => createCheckoutApi())
  if (session && toasts) return <WithAccount>{children}</WithAccount>
  return (
    <StoreProvider cartGateway={gateway}>
      <WithAccount>{children}</WithAccount>
    </StoreProvider>
  )
}
