import { afterFirstPaint } from '../../analytics/after-first-paint'
import { readErrorTrackerConfig, type ErrorTrackerConfig } from './error-tracker-config'
import type { SentryClient } from './sentry-client'

/** How long the reporter waits for a report to be sent (our choice). */
export const REPORT_FLUSH_TIMEOUT_MS = 2000
/** How long a page about to leave (reload, error page) waits for its report: loading the reporter, then sending (our choice). */
export const REPORT_BEFORE_LEAVING_MS = 4000

/** An error the page reports, with the id it shows (the /500 page's errorId). */
export interface TrackedError {
  error: unknown
  errorId: string
  componentStack?: string
  context: string
}

/**
 * The error reporter (Sentry: its ignore rules and sample rates). Inert without
 * GATSBY_SENTRY_DSN: nothing is loaded or sent. With one, Sentry's chunk is
 * loaded after the first paint, or at once when an error needs reporting
 * earlier. The embedded error log (reporter.ts) stays the spec's own log.
 */
export interface ErrorTracker {
  readonly enabled: boolean
  /** Loads the reporter after the first paint (nothing when inert). */
  start(): void
  /** Sends the error with its id; resolves once sent, or after the flush timeout. */
  capture(report: TrackedError): Promise<void>
}

export interface ErrorTrackerOptions {
  config?: ErrorTrackerConfig
  load?: () => Promise<{ startSentry: (config: ErrorTrackerConfig, release: string | undefined, origin: string) => SentryClient }>
  release?: () => string | undefined
  origin?: () => string
  schedule?: (task: () => void) => void
}

/** A Sentry event id: 32 hex digits (the id the /500 page and the report share). */
export function newErrorId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '').toLowerCase()
}

const browserRelease = (): string | undefined => (typeof window === 'undefined' ? undefined : window.___webpackCompilationHash)
const browserOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin)

declare global {
  interface Window {
    ___webpackCompilationHash?: string
  }
}

export function createErrorTracker(options: ErrorTrackerOptions = {}): ErrorTracker {
  const config = options.config ?? readErrorTrackerConfig()
  const enabled = config.dsn !== ''
  const load = options.load ?? (() => import(/* webpackChunkName: "error-tracker" */ './sentry-client'))
  const release = options.release ?? browserRelease
  const origin = options.origin ?? browserOrigin
  const schedule = options.schedule ?? afterFirstPaint
  let client: Promise<SentryClient | null> | null = null

  const ensure = (): Promise<SentryClient | null> => {
    client ??= load()
      .then((module) => module.startSentry(config, release(), origin()))
      .catch((error: unknown) => {
        console.warn('[errors] the error reporter did not load', error)
        return null
      })
    return client
  }

  return {
    enabled,
    start() {
      if (enabled) schedule(() => void ensure())
    },
    async capture({ error, errorId, componentStack, context }) {
      if (!enabled) return
      const sentry = await ensure()
      if (!sentry) return
      sentry.capture(error, { eventId: errorId, componentStack, context })
      await sentry.flush(REPORT_FLUSH_TIMEOUT_MS)
    },
  }
}

let shared: ErrorTracker | null = null

/** The page's error reporter (configured from the build environment). */
export function errorTracker(): ErrorTracker {
  shared ??= createErrorTracker()
  return shared
}
