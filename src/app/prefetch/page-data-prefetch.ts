import { pageDataUrl } from '../page-loading/policy'
import { createPrefetchScheduler } from './policy'
import type { PrefetchScheduler } from './policy'

/** Adds `<link rel="prefetch">` for a page's data (the browser fetches it when idle). */
export function prefetchPageData(path: string, doc: Document = document): void {
  const href = pageDataUrl(path)
  if (doc.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return
  const link = doc.createElement('link')
  link.rel = 'prefetch'
  link.as = 'fetch'
  link.crossOrigin = 'anonymous'
  link.href = href
  doc.head.appendChild(link)
}

let scheduler: PrefetchScheduler | null = null

/**
 * gatsby-browser hook body: with `disableCorePrefetching = () => true`,
 * `onPrefetchPathname = ({ pathname }) => schedulePrefetch(pathname)` makes
 * every prefetch go through the batch policy.
 */
export function schedulePrefetch(path: string): boolean {
  scheduler ??= createPrefetchScheduler({ prefetch: (next) => prefetchPageData(next) })
  return scheduler.enqueue(path)
}
