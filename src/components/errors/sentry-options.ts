import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/gatsby'

import {
  ERROR_SAMPLE_RATE,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_SESSION_SAMPLE_RATE,
  TRACE_SAMPLE_RATE,
} from '../../config/constants'
import type { ErrorTrackerConfig } from './error-tracker-config'
import { framesHaveThirdParty, isExtensionUrl, isResizeObserverLoop, isScriptError } from './filters'

export type { ErrorTrackerConfig } from './error-tracker-config'

/** Frames' file addresses of every exception of an event. */
function frameFilenames(event: ErrorEvent): string[] {
  return (event.exception?.values ?? []).flatMap((exception) => (exception.stacktrace?.frames ?? []).map((frame) => frame.filename ?? ''))
}

const isRejection = (event: ErrorEvent): boolean =>
  (event.exception?.values ?? []).some((exception) => exception.mechanism?.type === 'auto.browser.global_handlers.onunhandledrejection' || exception.mechanism?.type === 'onunhandledrejection')

/**
 * Whether an event is kept: script errors, resize-observer
 * loops, errors from extension addresses and non-error rejections are
 * ignored, and errors whose frames contain third-party code are dropped.
 */
export function keepsEvent(event: ErrorEvent, hint: EventHint, siteOrigin: string): boolean {
  const original = hint.originalException
  const message = original instanceof Error ? original.message : (event.exception?.values?.[0]?.value ?? event.message ?? '')
  if (isScriptError(message) || isResizeObserverLoop(message)) return false
  if (isRejection(event) && !(original instanceof Error)) return false
  const filenames = frameFilenames(event)
  if (filenames.some((filename) => isExtensionUrl(filename))) return false
  if (original instanceof Error && isExtensionUrl(original.stack)) return false
  return !framesHaveThirdParty(filenames, siteOrigin)
}

export interface SentryOptionsInput {
  config: ErrorTrackerConfig
  /** The build's compilation hash. */
  release: string | undefined
  siteOrigin: string
  /** Called for every error that passed sampling and the filters (replay is loaded then). */
  onSampledError: () => void
  /** Performance tracing of page loads and navigations (browserTracingIntegration). */
  integrations: BrowserOptions['integrations']
}

/** The options of Sentry's init: the spec's sample rates and ignore rules, the build hash as release. */
export function sentryOptions({ config, release, siteOrigin, onSampledError, integrations }: SentryOptionsInput): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release,
    sampleRate: ERROR_SAMPLE_RATE,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    ignoreErrors: [/^\s*Script error\.?\s*$/i, /ResizeObserver loop/i],
    denyUrls: [/^(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i, /\bextensions?\//i],
    integrations,
    // Calls only to this site carry trace headers (never third parties).
    tracePropagationTargets: [siteOrigin],
    // Sampling runs before beforeSend: reaching it means the error is sampled.
    beforeSend(event, hint) {
      if (!keepsEvent(event, hint, siteOrigin)) return null
      onSampledError()
      return event
    },
  }
}
