import type { DataLayerPageType, ProductAnalyticsPageType } from './types'

/** The path of an address or path, without query string, hash or trailing slashes ('/' stays '/'). */
export function normalizePath(pathOrHref: string): string {
  let path = pathOrHref.replace(/[?#].*$/, '')
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)
  if (scheme) path = path.slice(scheme[0].length)
  path = path.replace(/\/+$/, '')
  return path.startsWith('/') ? path : `/${path}`
}

/** The page address without query string or hash (what product analytics records). */
export function pageUrlWithoutQuery(href: string): string {
  return href.replace(/[?#].*$/, '')
}

const startsWithSegment = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`)
const endsWithSegment = (path: string, segment: string): boolean => path.endsWith(`/${segment}`)

const LISTING_PREFIXES = ['/pesquisa', '/marcas', '/collection', '/colecao'] as const

/**
 * Product-analytics page type: / home; /checkout/cart cart;
 * /account customer profile; /pesquisa, /marcas, /collection, /colecao
 * listing; …/p product detail; else public.
 */
export function productAnalyticsPageType(pathOrHref: string): ProductAnalyticsPageType {
  const path = normalizePath(pathOrHref)
  if (path === '/') return 'home'
  if (startsWithSegment(path, '/checkout/cart')) return 'cart'
  if (startsWithSegment(path, '/account')) return 'customer profile'
  if (LISTING_PREFIXES.some((prefix) => startsWithSegment(path, prefix))) return 'listing'
  if (endsWithSegment(path, 'p')) return 'product detail'
  return 'public'
}

/**
 * Data-layer page type: / home; /404; /esportes/ department;
 * /checkout/ cart; /pesquisa search; ending /p product page; ending /kit kit
 * look; else listing.
 */
export function dataLayerPageType(pathOrHref: string): DataLayerPageType {
  const path = normalizePath(pathOrHref)
  if (path === '/') return 'home'
  if (startsWithSegment(path, '/404')) return '404'
  if (startsWithSegment(path, '/esportes')) return 'department'
  if (startsWithSegment(path, '/checkout')) return 'cart'
  if (startsWithSegment(path, '/pesquisa')) return 'search'
  if (endsWithSegment(path, 'p')) return 'product page'
  if (endsWithSegment(path, 'kit')) return 'kit look'
  return 'listing'
}
