import { DELAYED_LOAD_INDICATOR_MS, PAGE_DATA_MAX_RETRIES } from '../../config/constants'

/** The progress bar shows once a navigation has taken longer than 1 s (DELAYED_LOAD_INDICATOR_MS). */
export function shouldShowProgressBar(elapsedMs: number): boolean {
  return elapsedMs >= DELAYED_LOAD_INDICATOR_MS
}

/** The outcome of one page-data request. */
export type PageDataResult = { ok: true } | { ok: false; status: number }

/** What to do next after a page-data request. */
export type PageDataDecision =
  | { kind: 'render' }
  | { kind: 'retry'; attempt: number }
  /** Show an error page in the app (404 or 500 fallback). */
  | { kind: 'fallback'; page: '/404' | '/500' }
  /** Give up loading in the app: let the browser load the address itself. */
  | { kind: 'hard-navigate'; to: string }

/**
 * Page-data policy: a 404 falls back to the 404 page
 * and a 500 to the 500 page; any other failure is retried up to 3 times and
 * then the browser performs a full navigation. `attempt` counts requests made (1 = first).
 */
export function decidePageData(result: PageDataResult, attempt: number, path: string): PageDataDecision {
  if (result.ok) return { kind: 'render' }
  if (result.status === 404) return { kind: 'fallback', page: '/404' }
  if (result.status === 500) return { kind: 'fallback', page: '/500' }
  if (attempt <= PAGE_DATA_MAX_RETRIES) return { kind: 'retry', attempt: attempt + 1 }
  return { kind: 'hard-navigate', to: path }
}

/** The page-data address of a page path: `/` → /page-data/index/page-data.json. */
export function pageDataUrl(path: string): string {
  const pathname = (path.split(/[?#]/)[0] || '/').replace(/\/+$/, '')
  const fixed = pathname === '' ? 'index' : pathname.replace(/^\/+/, '')
  return `/page-data/${fixed}/page-data.json`
}

export type PageDataFetch = (url: string) => Promise<{ ok: boolean; status: number }>

/**
 * Loads a page's data with {@link decidePageData}: resolves to the final
 * decision (render, fallback or hard-navigate). A thrown fetch counts as status 0.
 */
export async function loadPageData(path: string, fetchPageData: PageDataFetch): Promise<Exclude<PageDataDecision, { kind: 'retry' }>> {
  let attempt = 1
  for (;;) {
    let result: PageDataResult
    try {
      const response = await fetchPageData(pageDataUrl(path))
      result = response.ok ? { ok: true } : { ok: false, status: response.status }
    } catch {
      result = { ok: false, status: 0 }
    }
    const decision = decidePageData(result, attempt, path)
    if (decision.kind !== 'retry') return decision
    attempt = decision.attempt
  }
}

/** Where a chunk-load failure during navigation sends the browser: the last visited path. */
export function chunkFailureTarget(lastVisitedPath: string | null | undefined, fallback = '/'): string {
  return lastVisitedPath && lastVisitedPath.startsWith('/') && !lastVisitedPath.startsWith('//') ? lastVisitedPath : fallback
}
