/**
 * What the service worker does with each request, as pure rules (the worker
 * in worker.ts applies them). Only GET requests of the site's own origin are
 * handled; the API, the login page and everything else go to the network
 * untouched.
 */

/** Caches of the worker. Hashed files never change, so one cache holds them across builds. */
export const CACHE_PREFIX = 'store-'
export const SHELL_CACHE_PREFIX = `${CACHE_PREFIX}shell-`
export const ASSETS_CACHE = `${CACHE_PREFIX}assets`
export const PAGES_CACHE = `${CACHE_PREFIX}pages`
export const IMAGES_CACHE = `${CACHE_PREFIX}images`

/** Visited pages and page data kept for offline use, and images (oldest dropped first). */
export const PAGES_CACHE_MAX_ENTRIES = 120
export const IMAGES_CACHE_MAX_ENTRIES = 150

/** The page an offline navigation to a page never visited lands on. */
export const OFFLINE_PAGE_PATH = '/offline'

/** The shell cache of one build. */
export const shellCacheName = (build: string): string => `${SHELL_CACHE_PREFIX}${build}`

/**
 * How a request is answered:
 * - `page`: a navigation, network first (the next navigation after a deploy
 *   gets the new build), else the visited copy, else /offline?from=…;
 * - `page-data`: Gatsby's page data, app data, static query results and
 *   slice data (the shell's slices), network first, else the cached copy;
 * - `asset`: a content-hashed script or style sheet, cache first (the old
 *   build's files stay available to tabs still running it);
 * - `shell`: the web app manifest, network first, else the shell cache;
 * - `image`: stale while revalidate;
 * - `network`: not handled (API, login, anything else).
 */
export type RequestRoute = 'page' | 'page-data' | 'asset' | 'shell' | 'image' | 'network'

export interface RequestFacts {
  url: string
  method: string
  /** Request.mode: 'navigate' for page loads. */
  mode: string
}

const HASHED_ASSET = /^\/(?:[\w.-]+[-.][0-9a-f]{8,}\.(?:js|css)|static\/.+)$/
const IMAGE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i
const NEVER_HANDLED = [/^\/api(?:\/|$)/, /^\/login(?:\/|$)/, /^\/sw\.js$/]

export function routeOf(request: RequestFacts, siteOrigin: string): RequestRoute {
  if (request.method !== 'GET') return 'network'
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return 'network'
  }
  if (url.origin !== siteOrigin) return 'network'
  const path = url.pathname
  if (NEVER_HANDLED.some((pattern) => pattern.test(path))) return 'network'
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/page-data/') || path.startsWith('/slice-data/')) return 'page-data'
  if (HASHED_ASSET.test(path)) return 'asset'
  if (path === '/manifest.webmanifest') return 'shell'
  if (IMAGE.test(path)) return 'image'
  return 'network'
}

/** Where an offline navigation to a page never visited goes: /offline?from={path and query}. */
export function offlineRedirectTarget(url: string): string {
  const { pathname, search } = new URL(url)
  return `${OFFLINE_PAGE_PATH}?from=${encodeURIComponent(`${pathname}${search}`)}`
}

/** Whether the address is the offline page itself (any query). */
export function isOfflinePage(url: string): boolean {
  return new URL(url).pathname.replace(/\/+$/, '') === OFFLINE_PAGE_PATH
}

/**
 * Pages whose HTML depends on the query (the search results the server
 * renders per request): only the exact address may answer for them offline.
 * Any other page's HTML is the same whatever its query (utm parameters…).
 */
export function queryMatters(url: string): boolean {
  return /^\/pesquisa\/?$/.test(new URL(url).pathname)
}

/**
 * Whether an answer may be kept at all: the worker never stores one marked
 * `Cache-Control: no-store` (a page, page data, an image, anything: the
 * server says so of personal or private answers, e.g. /publicacao). The
 * directive is matched as HTTP caches match it (RFC 9111 §5.2.2.5): a token of
 * the comma-separated list, in any case, with or without an argument.
 */
export function mayStore(response: Pick<Response, 'headers'>): boolean {
  const directives = (response.headers.get('cache-control') ?? '').split(',').map((directive) => directive.split('=')[0].trim().toLowerCase())
  return !directives.includes('no-store')
}

/** A page answer worth keeping for offline use: a full 200 HTML page of the site that may be stored. */
export function isCacheablePage(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  return response.status === 200 && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html') && mayStore(response)
}

/** A data or file answer worth keeping: a 200 of the site that may be stored. */
export function isCacheableFile(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  return response.status === 200 && response.type === 'basic' && mayStore(response)
}

/** Gatsby's page-data address of a page path: `/` → /page-data/index/page-data.json. */
export function pageDataUrlOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return `/page-data/${trimmed === '' ? 'index' : trimmed.replace(/^\/+/, '')}/page-data.json`
}

/** Static query results a page's data names (page-data.json's staticQueryHashes). */
export function staticQueryUrlsOf(pageData: unknown): string[] {
  const hashes = (pageData as { staticQueryHashes?: unknown } | null)?.staticQueryHashes
  if (!Array.isArray(hashes)) return []
  return hashes.filter((hash): hash is string => typeof hash === 'string' && /^\w+$/.test(hash)).map((hash) => `/page-data/sq/d/${hash}.json`)
}

/**
 * The hashed files to keep when a build activates: its own and those of the
 * build before it (tabs opened on that one may still load its chunks).
 */
export function assetsToKeep(current: readonly string[], previous: readonly string[] | null): Set<string> {
  return new Set([...current, ...(previous ?? [])])
}

/** What a page sends the worker after each page view. */
export interface PageVisitedMessage {
  type: 'page-visited'
  /** The page's address (same origin). */
  url: string
  /** Images and other files the page loaded before the worker controlled it. */
  resources?: string[]
}

export function isPageVisitedMessage(value: unknown): value is PageVisitedMessage {
  if (!value || typeof value !== 'object') return false
  const message = value as Partial<PageVisitedMessage>
  return (
    message.type === 'page-visited' &&
    typeof message.url === 'string' &&
    (message.resources === undefined || (Array.isArray(message.resources) && message.resources.every((r) => typeof r === 'string')))
  )
}
