import { CHUNK_RELOAD_COUNTER_RESET_MS, CHUNK_RELOAD_LIMIT } from '../../config/constants'

/** Reloads after chunk-load errors: how many, since when (kept in sessionStorage). */
export interface ChunkReloadCounter {
  count: number
  /** Epoch ms of the first reload of this window. */
  since: number
}

export const EMPTY_CHUNK_RELOAD_COUNTER: ChunkReloadCounter = { count: 0, since: 0 }

/** What the error boundary does after logging a render error. */
export type ErrorRecovery =
  | { kind: 'reload'; counter: ChunkReloadCounter }
  | { kind: 'navigate'; to: string }
  /** Nothing to do: the fallback is shown (error pages, or the reload limit was reached). */
  | { kind: 'none' }

export interface ErrorRecoveryInput {
  error: unknown
  /** location.pathname (+ search) of the page that failed. */
  path: string
  online: boolean
  counter: ChunkReloadCounter
  now: number
  /** The id the error was reported with (the error reporter's), when it was; the 500 page shows 'unknown' otherwise. */
  errorId?: string | null
}

/** The errorId of the 500 page when the error was not reported with one (/500?from={path}&errorId=unknown). */
export const UNKNOWN_ERROR_ID = 'unknown'

/** Error pages the boundary never redirects from (no loops). */
const ERROR_PAGES = ['/404', '/500']

export function isErrorPagePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return ERROR_PAGES.some((page) => clean === page || clean === `${page}.html`)
}

/** Webpack/Gatsby chunk failures: `ChunkLoadError`, `Loading chunk 12 failed`, `Loading CSS chunk …`. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message)
}

/** An HTTP status carried by an error (status, statusCode or response.status), if any. */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null
  const record = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } }
  for (const value of [record.status, record.statusCode, record.response?.status]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value
  }
  return null
}

/** The counter as it stands now: a window older than the reset interval starts over. */
export function currentChunkCounter(counter: ChunkReloadCounter, now: number): ChunkReloadCounter {
  if (counter.count === 0 || now - counter.since >= CHUNK_RELOAD_COUNTER_RESET_MS) return EMPTY_CHUNK_RELOAD_COUNTER
  return counter
}

/**
 * The error boundary's decision: a chunk-load error
 * reloads (at most CHUNK_RELOAD_LIMIT times per 30 s window); else offline goes
 * to /offline, a 404 status to /404, anything else to /500 with errorId=unknown.
 * Never applied on /404 or /500.
 */
export function decideErrorRecovery({ error, path, online, counter, now, errorId }: ErrorRecoveryInput): ErrorRecovery {
  const pathname = path.split(/[?#]/)[0] || '/'
  if (isErrorPagePath(pathname)) return { kind: 'none' }
  const from = encodeURIComponent(path)
  if (isChunkLoadError(error)) {
    const current = currentChunkCounter(counter, now)
    if (current.count >= CHUNK_RELOAD_LIMIT) return { kind: 'none' }
    return { kind: 'reload', counter: { count: current.count + 1, since: current.count === 0 ? now : current.since } }
  }
  if (!online) return { kind: 'navigate', to: `/offline?from=${from}` }
  if (errorStatus(error) === 404) return { kind: 'navigate', to: `/404?from=${from}` }
  return { kind: 'navigate', to: `/500?from=${from}&errorId=${encodeURIComponent(errorId || UNKNOWN_ERROR_ID)}` }
}

const COUNTER_KEY = 'store::chunkReloads'

/** The stored counter; anything unreadable counts as empty. */
export function readChunkCounter(storage: Pick<Storage, 'getItem'> | null): ChunkReloadCounter {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COUNTER_KEY) ?? 'null')
    if (typeof parsed === 'object' && parsed !== null) {
      const { count, since } = parsed as Record<string, unknown>
      if (typeof count === 'number' && typeof since === 'number') return { count, since }
    }
  } catch {
    // fall through
  }
  return EMPTY_CHUNK_RELOAD_COUNTER
}

export function writeChunkCounter(storage: Pick<Storage, 'setItem'> | null, counter: ChunkReloadCounter): void {
  try {
    storage?.setItem(COUNTER_KEY, JSON.stringify(counter))
  } catch {
    // storage full or blocked: the reload still happens once
  }
}
