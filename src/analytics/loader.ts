import type { TrackNamedEvent } from './event-builders'
import type { Analytics } from './runtime'

/**
 * The page's analytics (runtime.ts: the data layer's events and their
 * builders, sessions, the personalisation and experiment services) is a chunk
 * of its own, asked for when the store's root mounts: nothing of it is needed
 * to show or hydrate a page (decision record 0038). What is asked of it before
 * it is in waits, in the order it was asked, and runs when it is.
 */

/** At most this many tasks wait for the chunk (a chunk that never loads keeps the newest; our choice). */
export const ANALYTICS_WAITING_MAX = 100

type Task = (analytics: Analytics) => void

export interface AnalyticsLoader {
  /** The page's analytics, loading its chunk on the first call. */
  load(): Promise<Analytics>
  /** Runs `task` with the page's analytics: at once when it is in, else once it is (tasks keep their order). */
  run(task: Task): void
  /** Builds and pushes an event of a name (event-builders.ts) once the analytics is in; resolves with whether it was pushed. */
  track: TrackNamedEvent
}

export interface AnalyticsLoaderOptions {
  /** The chunk: runtime.ts, by default. */
  importRuntime?: () => Promise<{ analytics: () => Analytics }>
  log?: (message: string, error?: unknown) => void
}

export function createAnalyticsLoader({
  importRuntime = () => import(/* webpackChunkName: "analytics" */ './runtime'),
  log = (message, error) => console.error(`[analytics] ${message}`, error),
}: AnalyticsLoaderOptions = {}): AnalyticsLoader {
  let loaded: Analytics | null = null
  let loading: Promise<Analytics> | null = null
  const waiting: Task[] = []

  const runSafely = (task: Task, analytics: Analytics) => {
    try {
      task(analytics)
    } catch (error) {
      log('a task failed', error)
    }
  }

  function load(): Promise<Analytics> {
    loading ??= importRuntime().then(
      ({ analytics }) => {
        const instance = analytics()
        loaded = instance
        for (const task of waiting.splice(0)) runSafely(task, instance)
        return instance
      },
      (error: unknown) => {
        // Asked again by the next task (a chunk that failed once, offline, may load later).
        loading = null
        log('the analytics did not load', error)
        throw error
      },
    )
    return loading
  }

  function run(task: Task): void {
    if (loaded) return runSafely(task, loaded)
    waiting.push(task)
    if (waiting.length > ANALYTICS_WAITING_MAX) waiting.shift()
    load().catch(() => undefined)
  }

  return {
    load,
    run,
    track: (name, ...args) => new Promise((resolve) => run((analytics) => resolve(analytics.trackNamed(name, ...args)))),
  }
}

let shared: AnalyticsLoader | null = null

/** The page's loader (one analytics per page). */
export function analyticsLoader(): AnalyticsLoader {
  shared ??= createAnalyticsLoader()
  return shared
}

/** The page's analytics, loading its chunk on the first call. */
export const loadAnalytics = (): Promise<Analytics> => analyticsLoader().load()
