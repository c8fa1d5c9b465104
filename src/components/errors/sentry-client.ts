import { addIntegration, browserTracingIntegration, captureException, flush, init } from '@sentry/gatsby'

import { sentryOptions, type ErrorTrackerConfig } from './sentry-options'

/** What the page needs of Sentry once loaded (this module is its own chunk, loaded on demand). */
export interface SentryClient {
  capture(error: unknown, report: { eventId: string; componentStack?: string; context: string }): string
  flush(timeoutMs: number): Promise<boolean>
}

/** Replay is loaded (a chunk of its own) only once an error has been sampled; its own rate (0.2) then applies. */
function loadReplayOnce(): () => void {
  let requested = false
  return () => {
    if (requested) return
    requested = true
    void import(/* webpackChunkName: "error-replay" */ './sentry-replay')
      .then(({ createReplay }) => addIntegration(createReplay()))
      .catch(() => undefined)
  }
}

export function startSentry(config: ErrorTrackerConfig, release: string | undefined, siteOrigin: string): SentryClient {
  init(
    sentryOptions({
      config,
      release,
      siteOrigin,
      onSampledError: loadReplayOnce(),
      integrations: [browserTracingIntegration()],
    }),
  )
  return {
    capture(error, { eventId, componentStack, context }) {
      return captureException(error, {
        event_id: eventId,
        mechanism: { handled: false, type: 'auto.function.react.error_boundary' },
        captureContext: { contexts: componentStack ? { react: { componentStack } } : {}, tags: { context } },
      })
    },
    flush: (timeoutMs) => flush(timeoutMs),
  }
}
