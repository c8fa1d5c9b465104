import { isBuildHashMismatch } from './policy'

declare global {
  interface Window {
    /** Set by Gatsby: the compilation hash of the running bundle. */
    ___webpackCompilationHash?: string
  }
}

/** The compilation hash named by /page-data/app-data.json (null when unreadable). */
export async function fetchLatestBuildHash(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<string | null> {
  try {
    const response = await fetchImpl('/page-data/app-data.json', { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { webpackCompilationHash?: unknown }
    return typeof body.webpackCompilationHash === 'string' ? body.webpackCompilationHash : null
  } catch {
    return null
  }
}

/**
 * Reloads the page when the deployed build differs from the running one
 * (e.g. from gatsby-browser onRouteUpdate or onServiceWorkerUpdateReady).
 * Resolves to whether a reload was started.
 */
export async function reloadOnBuildHashMismatch(
  win: Pick<Window, '___webpackCompilationHash' | 'location'> = window,
  fetchImpl?: typeof fetch,
): Promise<boolean> {
  const latest = await fetchLatestBuildHash(fetchImpl)
  if (!isBuildHashMismatch(win.___webpackCompilationHash, latest)) return false
  win.location.reload()
  return true
}
