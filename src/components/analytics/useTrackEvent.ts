import { useAnalytics } from '../../analytics/AnalyticsProvider'
import type { TrackNamedEvent } from '../../analytics/event-builders'

/**
 * `trackEvent(name, …data)`: the event of that name (analytics/event-builders.ts) is built from the data
 * and pushed once the page's analytics is in; resolves with whether it was pushed. Never throws: a builder
 * that fails on a bad product shape is logged and never breaks the component.
 */
export type TrackEvent = TrackNamedEvent

/** `trackEvent` for components. Works without an AnalyticsProvider (the page's shared analytics). */
export function useTrackEvent(): TrackEvent {
  return useAnalytics().track
}
