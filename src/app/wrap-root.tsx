import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { AnalyticsProvider } from '../analytics/AnalyticsProvider'
import { orderFormGateway } from '../commerce/checkout'
import { CartEffects } from '../components/cart/CartEffects'
import { ErrorBoundary } from '../components/errors'
import { Prompts } from '../components/prompts'
import { AccountProvider } from '../components/session'
import { PortalRoot, ToastViewport } from '../components/ui'
import { storeConfig } from '../config/store'
import { StoreProvider } from '../sdk'
import { WishlistProvider, wishlistGateway } from '../features/wishlist'
import { HydrationMark } from './HydrationMark'
import { ProgressBar } from './page-loading'
import { ShellLayout } from './ShellLayout'

/**
 * Whether Gatsby is wrapping a page's `Head` rather than the page: it passes
 * each Head through wrapRootElement too, and in the browser renders it in a
 * second, detached React root to collect its tags. A Head element carries
 * the props Gatsby gives every Head (location, params, data, pageContext);
 * the page's root element carries none.
 */
export function isPageHeadElement(element: ReactNode): boolean {
  if (!isValidElement(element)) return false
  const props = element.props as Record<string, unknown>
  return 'location' in props && 'params' in props && 'pageContext' in props
}

/**
 * What Gatsby's wrapRootElement returns: the page in the store's root
 * element, a Head or a slice as it is. A Head needs none of the store's providers, and
 * mounting them a second time in the Head's root ran every effect twice
 * (the session, the cart and the wishlist asked for again, the analytics,
 * prompts and cart effects started twice) on every page load.
 */
export function wrapRootElement(element: ReactNode): ReactElement {
  return isPageHeadElement(element) || isSliceElement(element) ? (element as ReactElement) : wrapRoot(element)
}

/**
 * Whether Gatsby is wrapping a slice it renders alone at build time (the
 * shell's slices, decision record 0036): it passes each through
 * wrapRootElement, and the root's overlays (prompts, toasts, the hydration
 * mark…) would then be in every slice's HTML. A slice element carries
 * `sliceContext`; the shell's slices use none of the root's providers. In
 * the browser a slice is rendered inside the page's own root.
 */
export function isSliceElement(element: ReactNode): boolean {
  return isValidElement(element) && 'sliceContext' in (element.props as Record<string, unknown>)
}

/**
 * The element every page is rendered in, on the server and in the browser:
 * the store toolkit's providers (session, UI, toasts, cart, wishlist…), the
 * account session, the cart's side effects (once), the error boundary, and
 * what overlays every page (portal, loading bar, prompts, toasts), and the
 * mark the document gets once the page is hydrated.
 */
export function wrapRoot(element: ReactNode): ReactElement {
  return (
    <StoreProvider namespace={storeConfig.storageNamespace} cartGateway={orderFormGateway}>
      <WishlistProvider gateway={wishlistGateway}>
      <AccountProvider>
        <ErrorBoundary>
          <PortalRoot />
          <ProgressBar />
          <AnalyticsProvider />
          <CartEffects />
          {element}
          <Prompts />
          <ToastViewport />
          <HydrationMark />
        </ErrorBoundary>
      </AccountProvider>
      </WishlistProvider>
    </StoreProvider>
  )
}

/** Every page inside the shell (header, menus, footer), by its location. */
export function wrapPage(element: ReactNode, location: { pathname: string; search: string }): ReactElement {
  return <ShellLayout location={location}>{element}</ShellLayout>
}
