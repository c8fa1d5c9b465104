import { afterFirstPaint } from '../analytics/after-first-paint'

/** The service worker's address and scope: /sw.js, registered over HTTPS (and on localhost). */
export const SERVICE_WORKER_URL = '/sw.js'

/** What a page tells the worker after a page view (src/service-worker/policy.ts reads it). */
interface PageVisited {
  type: 'page-visited'
  url: string
  resources?: string[]
}

/**
 * Where a service worker may run: HTTPS, and localhost (the browser's own
 * rule: secure contexts), in a browser that has them.
 */
export function canUseServiceWorker(win: Pick<Window, 'isSecureContext' | 'navigator'>): boolean {
  return win.isSecureContext === true && 'serviceWorker' in win.navigator
}

/** Images and other files of this site the page loaded (before a worker controlled it). */
function loadedResources(win: Window): string[] {
  if (typeof win.performance?.getEntriesByType !== 'function') return []
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(win.location.origin))
}

function tell(win: Window, message: PageVisited): void {
  win.navigator.serviceWorker?.controller?.postMessage(message)
}

/**
 * Registers /sw.js once the page has loaded and painted. The page that
 * registers it was loaded from the network: once the worker controls it, it
 * is handed the page's address and files to keep for offline use.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!canUseServiceWorker(win)) return
  const { serviceWorker } = win.navigator
  afterFirstPaint(() => {
    const controlledBefore = Boolean(serviceWorker.controller)
    if (!controlledBefore) {
      serviceWorker.addEventListener(
        'controllerchange',
        () => tell(win, { type: 'page-visited', url: win.location.href, resources: loadedResources(win) }),
        { once: true },
      )
    }
    serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('[service worker] not registered', error)
    })
  }, win)
}

/**
 * After an in-app navigation the browser loaded the new page's data but not
 * its HTML: the worker fetches and keeps it, so the page also opens offline.
 */
export function notifyPageVisited(location: { href: string }, win: Window = window): void {
  if (!canUseServiceWorker(win)) return
  tell(win, { type: 'page-visited', url: location.href })
}
