import { PREFETCH_BATCH_SIZE, PREFETCH_INTERVAL_MS } from '../../config/constants'

/** What the prefetch decision reads from the browser (navigator.connection, userAgent). */
export interface PrefetchEnvironment {
  effectiveType?: string
  saveData?: boolean
  userAgent?: string
}

const BOT_USER_AGENT = /bot|crawl|spider|slurp|lighthouse|headless|facebookexternalhit|bingpreview|mediapartners|googleother/i

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT_USER_AGENT.test(userAgent))
}

/** Prefetching is skipped on 2g (and slow-2g), with data saver on, or for bots. */
export function shouldPrefetch({ effectiveType, saveData, userAgent }: PrefetchEnvironment): boolean {
  if (saveData) return false
  if (effectiveType && effectiveType.includes('2g')) return false
  return !isBotUserAgent(userAgent)
}

/** The environment of this browser. */
export function browserPrefetchEnvironment(): PrefetchEnvironment {
  if (typeof navigator === 'undefined') return {}
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  return { effectiveType: connection?.effectiveType, saveData: connection?.saveData, userAgent: navigator.userAgent }
}

export interface PrefetchSchedulerOptions {
  /** Starts the prefetch of one path. */
  prefetch: (path: string) => void
  batchSize?: number
  intervalMs?: number
  environment?: () => PrefetchEnvironment
  setTimer?: (callback: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

export interface PrefetchScheduler {
  /** Queues a path (each path is prefetched at most once); false when skipped. */
  enqueue(path: string): boolean
  /** Paths waiting for their batch. */
  pending(): readonly string[]
  /** Stops the timer and drops the queue. */
  stop(): void
}

/**
 * Prefetches queued paths in batches of 4, one batch every 3 s: the first batch
 * starts at once, the next one 3 s later while the queue is not empty.
 */
export function createPrefetchScheduler({
  prefetch,
  batchSize = PREFETCH_BATCH_SIZE,
  intervalMs = PREFETCH_INTERVAL_MS,
  environment = browserPrefetchEnvironment,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: PrefetchSchedulerOptions): PrefetchScheduler {
  const queue: string[] = []
  const seen = new Set<string>()
  let timer: unknown = null

  function runBatch(): void {
    timer = null
    for (const path of queue.splice(0, batchSize)) prefetch(path)
    if (queue.length > 0) timer = setTimer(runBatch, intervalMs)
  }

  return {
    enqueue(path) {
      if (seen.has(path) || !shouldPrefetch(environment())) return false
      seen.add(path)
      queue.push(path)
      if (timer === null) timer = setTimer(runBatch, 0)
      return true
    },
    pending: () => [...queue],
    stop() {
      if (timer !== null) clearTimer(timer)
      timer = null
      queue.length = 0
    },
  }
}
