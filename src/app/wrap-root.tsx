import type { ReactElement, ReactNode } from 'react'
import { AnalyticsProvider } from '../analytics/AnalyticsProvider'
import { orderFormGateway } from '../commerce/checkout'
import { wishlistGateway } from '../commerce/wishlist'
import { CartEffects } from '../components/cart/CartEffects'
import { ErrorBoundary } from '../components/errors'
import { Prompts } from '../components/prompts'
import { AccountProvider } from '../components/session'
import { PortalRoot, ToastViewport } from '../components/ui'
import { storeConfig } from '../config/store'
import { StoreProvider } from '../sdk'
import { ProgressBar } from './page-loading'
import { ShellLayout } from './ShellLayout'

/**
 * The element every page is rendered in, on the server and in the browser:
 * the store toolkit's providers (session, UI, toasts, cart, wishlist…), the
 * account session, the cart's side effects (once), the error boundary, and
 * what overlays every page (portal, loading bar, prompts, toasts).
 */
export function wrapRoot(element: ReactNode): ReactElement {
  return (
    <StoreProvider namespace={storeConfig.storageNamespace} cartGateway={orderFormGateway} wishlistGateway={wishlistGateway}>
      <AccountProvider>
        <ErrorBoundary>
          <PortalRoot />
          <ProgressBar />
          <AnalyticsProvider />
          <CartEffects />
          {element}
          <Prompts />
          <ToastViewport />
        </ErrorBoundary>
      </AccountProvider>
    </StoreProvider>
  )
}

/** Every page inside the shell (header, menus, footer), by its location. */
export function wrapPage(element: ReactNode, location: { pathname: string; search: string }): ReactElement {
  return <ShellLayout location={location}>{element}</ShellLayout>
}
