import {
  ASSETS_CACHE,
  assetsToKeep,
  IMAGES_CACHE,
  IMAGES_CACHE_MAX_ENTRIES,
  isCacheableFile,
  isCacheablePage,
  isOfflinePage,
  isPageVisitedMessage,
  offlineRedirectTarget,
  pageDataUrlOf,
  PAGES_CACHE,
  PAGES_CACHE_MAX_ENTRIES,
  queryMatters,
  routeOf,
  SHELL_CACHE_PREFIX,
  shellCacheName,
  staticQueryUrlsOf,
  type PageVisitedMessage,
} from './policy'
import type { ExtendableEvent, FetchEvent, ServiceWorkerScope, WorkerManifest } from './worker-scope'

/** Where, in the assets cache, the list of the last activated build's files is kept. */
export const ASSET_LIST_KEY = '/__store-sw/assets.json'

/**
 * The store's service worker (served at /sw.js; the build bundles this module
 * with the build's manifest, see src/build/service-worker.ts):
 * - install: caches the offline shell of this build and every hashed script
 *   and style sheet of it, then takes over at once;
 * - activate: drops other builds' shells and the hashed files of builds older
 *   than the previous one;
 * - pages and page data: network first, the visited copy offline; a page
 *   never visited redirects to /offline?from={path};
 * - hashed files: cache first; images: stale while revalidate;
 * - nothing marked `Cache-Control: no-store` is ever stored (policy's mayStore).
 */
export function installWorker(scope: ServiceWorkerScope, manifest: WorkerManifest): void {
  const { caches } = scope
  const origin = scope.location.origin
  const shellCache = shellCacheName(manifest.build)
  const absolute = (path: string) => new URL(path, origin).href

  /** Fetches bypassing the HTTP cache (revalidated files) and stores the answer when it is a 200. */
  async function refresh(cacheName: string, url: string, isCacheable: (response: Response) => boolean = isCacheableFile): Promise<Response | null> {
    const response = await scope.fetch(new Request(absolute(url), { cache: 'no-cache', credentials: 'same-origin' }))
    if (!isCacheable(response)) return null
    const cache = await caches.open(cacheName)
    await cache.put(absolute(url), response.clone())
    await trim(cache, cacheName)
    return response
  }

  async function trim(cache: Cache, cacheName: string): Promise<void> {
    const limit = cacheName === PAGES_CACHE ? PAGES_CACHE_MAX_ENTRIES : cacheName === IMAGES_CACHE ? IMAGES_CACHE_MAX_ENTRIES : 0
    if (limit === 0) return
    const keys = await cache.keys()
    // Keys come back in insertion order: the oldest go first.
    for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key)
  }

  /**
   * Cache.addAll, but an answer marked no-store is not kept (addAll stores whatever comes back): every
   * request must answer 200 of the site, or the install fails as addAll's would.
   */
  async function storeAll(cache: Cache, requests: Request[]): Promise<void> {
    const answers = await Promise.all(requests.map(async (request) => ({ request, response: await scope.fetch(request) })))
    for (const { request, response } of answers) {
      if (response.status !== 200) throw new TypeError(`install: ${request.url} answered ${response.status}`)
    }
    for (const { request, response } of answers) if (isCacheableFile(response)) await cache.put(request.url, response)
  }

  async function install(): Promise<void> {
    const shell = await caches.open(shellCache)
    await storeAll(shell, manifest.shell.map((url) => new Request(absolute(url), { cache: 'no-cache' })))
    const assets = await caches.open(ASSETS_CACHE)
    const missing: string[] = []
    for (const url of manifest.assets) if (!(await assets.match(absolute(url)))) missing.push(url)
    await storeAll(assets, missing.map((url) => new Request(absolute(url))))
    await scope.skipWaiting()
  }

  async function activate(): Promise<void> {
    for (const name of await caches.keys()) {
      if (name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache) await caches.delete(name)
    }
    const assets = await caches.open(ASSETS_CACHE)
    const listed = await assets.match(absolute(ASSET_LIST_KEY))
    const previous = listed ? ((await listed.json().catch(() => null)) as { assets?: string[] } | null) : null
    const keep = assetsToKeep(manifest.assets.map(absolute), previous?.assets ?? null)
    for (const request of await assets.keys()) {
      if (request.url !== absolute(ASSET_LIST_KEY) && !keep.has(request.url)) await assets.delete(request)
    }
    await assets.put(
      absolute(ASSET_LIST_KEY),
      new Response(JSON.stringify({ build: manifest.build, assets: manifest.assets.map(absolute) }), {
        headers: { 'content-type': 'application/json' },
      }),
    )
    await scope.clients.claim()
  }

  async function offlinePage(): Promise<Response | undefined> {
    return (await caches.match(absolute(manifest.offlinePage), { cacheName: shellCache, ignoreSearch: true })) ?? undefined
  }

  async function page(request: Request): Promise<Response> {
    try {
      const response = await scope.fetch(request)
      if (isCacheablePage(response)) {
        const cache = await caches.open(PAGES_CACHE)
        await cache.put(request.url, response.clone())
        await trim(cache, PAGES_CACHE)
      }
      return response
    } catch (error) {
      const cached =
        (await caches.match(request.url, { cacheName: PAGES_CACHE })) ??
        (queryMatters(request.url) ? undefined : await caches.match(request.url, { cacheName: PAGES_CACHE, ignoreSearch: true }))
      if (cached) return cached
      if (isOfflinePage(request.url)) {
        const shell = await offlinePage()
        if (shell) return shell
        throw error
      }
      return Response.redirect(absolute(offlineRedirectTarget(request.url)), 302)
    }
  }

  async function networkFirst(request: Request, cacheName: string): Promise<Response> {
    try {
      const response = await scope.fetch(request)
      if (isCacheableFile(response)) {
        const cache = await caches.open(cacheName)
        await cache.put(request.url, response.clone())
        await trim(cache, cacheName)
      }
      return response
    } catch (error) {
      // Gatsby's loader may add the page's query to its page data address (/offline?from=… asks for
      // /page-data/offline/page-data.json?from=…): the data is the same whatever the query.
      const cached =
        (await caches.match(request.url, { cacheName })) ??
        (await caches.match(request.url, { cacheName: shellCache })) ??
        (await caches.match(request.url, { cacheName, ignoreSearch: true })) ??
        (await caches.match(request.url, { cacheName: shellCache, ignoreSearch: true }))
      if (cached) return cached
      throw error
    }
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cached = await caches.match(request.url, { cacheName: ASSETS_CACHE })
    if (cached) return cached
    const response = await scope.fetch(request)
    if (isCacheableFile(response)) await (await caches.open(ASSETS_CACHE)).put(request.url, response.clone())
    return response
  }

  async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
    const { request } = event
    const cached = await caches.match(request.url, { cacheName: IMAGES_CACHE })
    const fresh = scope.fetch(request).then(async (response) => {
      if (isCacheableFile(response)) {
        const cache = await caches.open(IMAGES_CACHE)
        await cache.put(request.url, response.clone())
        await trim(cache, IMAGES_CACHE)
      }
      return response
    })
    if (cached) {
      event.waitUntil(fresh.catch(() => undefined))
      return cached
    }
    return fresh
  }

  /** Keeps a visited page (and its data) for offline use; the files it loaded before the worker ran too. */
  async function keepVisited(message: PageVisitedMessage): Promise<void> {
    const url = new URL(message.url, origin)
    if (url.origin !== origin || routeOf({ url: url.href, method: 'GET', mode: 'navigate' }, origin) !== 'page') return
    await refresh(PAGES_CACHE, url.href, isCacheablePage).catch(() => null)
    const pageData = await refresh(PAGES_CACHE, pageDataUrlOf(url.pathname)).catch(() => null)
    const staticQueries = pageData ? staticQueryUrlsOf(await pageData.json().catch(() => null)) : []
    const pages = await caches.open(PAGES_CACHE)
    for (const query of staticQueries) {
      if (!(await pages.match(absolute(query)))) await refresh(PAGES_CACHE, query).catch(() => null)
    }
    for (const resource of message.resources ?? []) {
      const facts = { url: new URL(resource, origin).href, method: 'GET', mode: 'no-cors' }
      if (routeOf(facts, origin) !== 'image') continue
      if (!(await caches.match(facts.url, { cacheName: IMAGES_CACHE }))) await refresh(IMAGES_CACHE, facts.url).catch(() => null)
    }
  }

  scope.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(install()))
  scope.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(activate()))
  scope.addEventListener('message', (event) => {
    if (isPageVisitedMessage(event.data)) event.waitUntil(keepVisited(event.data))
  })
  scope.addEventListener('fetch', (event: FetchEvent) => {
    const { request } = event
    switch (routeOf(request, origin)) {
      case 'page':
        return event.respondWith(page(request))
      case 'page-data':
        return event.respondWith(networkFirst(request, PAGES_CACHE))
      case 'shell':
        return event.respondWith(networkFirst(request, shellCache))
      case 'asset':
        return event.respondWith(cacheFirst(request))
      case 'image':
        return event.respondWith(staleWhileRevalidate(event))
      case 'network':
        return undefined
    }
  })
}
