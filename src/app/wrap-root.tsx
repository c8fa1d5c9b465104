import type { ReactElement, ReactNode } from 'react'
import { orderFormGateway } from '../commerce/checkout'
import { storeConfig } from '../config/store'
import { StoreProvider } from '../sdk'

/**
 * The element every page is rendered in, on the server and in the browser:
 * the store toolkit's providers (session, UI, toasts, cart).
 */
export function wrapRoot(element: ReactNode): ReactElement {
  return <StoreProvider namespace={storeConfig.storageNamespace} cartGateway={orderFormGateway}>{element}</StoreProvider>
}
