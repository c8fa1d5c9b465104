import { useCallback } from 'react'

import { useAnalytics } from '../../analytics/AnalyticsProvider'
import type { DataLayerEvent } from '../../analytics/types'

/** Builds an event and pushes it; false when nothing was pushed. Never throws. */
export type TrackEvent = (build: () => DataLayerEvent | null | undefined) => boolean

/**
 * `track` for components, guarded: the event is built and pushed inside a
 * try, so a bad product shape or a failing data layer is logged and never
 * breaks the component. Works without an AnalyticsProvider (the page's shared
 * analytics).
 */
export function useTrackEvent(): TrackEvent {
  const { track } = useAnalytics()
  return useCallback(
    (build) => {
      try {
        const event = build()
        return event ? track(event) : false
      } catch (error) {
        console.error('[analytics] event not tracked', error)
        return false
      }
    },
    [track],
  )
}
