/**
 * Bodies of the gatsby-browser hooks of page loading, prefetch, the service
 * worker and error reporting. gatsby-browser.tsx re-exports them:
 *   export { onClientEntry, onPreRouteUpdate, onRouteUpdateDelayed, onRouteUpdate,
 *     disableCorePrefetching, onPrefetchPathname } from './src/app/page-loading/browser-hooks'
 */
import { startConsentMode } from '../../analytics/consent-mode'
import { onRouteUpdate as analyticsRouteUpdate } from '../../analytics/routes'
import { startProductAnalytics } from '../../analytics/product-analytics'
import { errorTracker } from '../../components/errors/error-tracker'
import { installGlobalErrorReporter } from '../../components/errors/reporter'
import { isChunkLoadError } from '../../components/errors/recovery'
import { consentStore } from '../../sdk/consent'
import { currentRoute } from '../../sdk/route'
import { getSessionStorage, readRaw, writeRaw } from '../../sdk/storage/browserStorage'
import { schedulePrefetch } from '../prefetch/page-data-prefetch'
import { notifyPageVisited, registerServiceWorker } from '../service-worker'
import { adoptShellVersion } from './build-hash'
import { pageLoading } from './loading-store'
import { chunkFailureTarget } from './policy'

const LAST_PATH_KEY = 'store::lastVisitedPath'

/** Not essential: a blocked storage only loses the path. */
const rememberPath = (path: string): void => void writeRaw(getSessionStorage(), LAST_PATH_KEY, path)

const lastVisitedPath = (): string | null => readRaw(getSessionStorage(), LAST_PATH_KEY)

/**
 * Stamps the compilation hash with the page's shell version (before Gatsby
 * checks it against app-data.json). Sets the data layer's consent mode
 * (denied by default, then the shopper's choice) before anything else can push
 * to it. Reports global errors; a chunk that fails to load outside React goes back
 * to the last visited path. After the first paint: the service worker, and
 * the error reporter and product analytics when their keys are configured.
 */
export function onClientEntry(): void {
  adoptShellVersion(window, document)
  startConsentMode(window, consentStore())
  installGlobalErrorReporter(window)
  registerServiceWorker(window)
  errorTracker().start()
  startProductAnalytics()
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return
    const target = chunkFailureTarget(lastVisitedPath())
    if (target !== `${window.location.pathname}${window.location.search}`) window.location.assign(target)
  })
}

export function onPreRouteUpdate(): void {
  pageLoading.start()
}

/** Gatsby calls this when a navigation takes longer than its own 1 s delay. */
export function onRouteUpdateDelayed(): void {
  pageLoading.delayed()
}

export function onRouteUpdate({ location, prevLocation }: { location: Location; prevLocation?: Location | null }): void {
  pageLoading.finish()
  currentRoute.set(location.pathname)
  rememberPath(`${location.pathname}${location.search}`)
  analyticsRouteUpdate({ location, prevLocation: prevLocation ?? null })
  // In-app navigations load page data only: the worker keeps the page's HTML too.
  if (prevLocation) notifyPageVisited(location)
}

/** Prefetching goes through the batch policy (4 every 3 s; none on 2g, data saver or bots). */
export const disableCorePrefetching = (): boolean => true

export function onPrefetchPathname({ pathname }: { pathname: string }): void {
  schedulePrefetch(pathname)
}
