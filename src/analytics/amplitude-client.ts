import { createInstance, Types } from '@amplitude/analytics-browser'

import { pageUrlWithoutQuery, productAnalyticsPageType } from './page-types'
import { amplitudeOptions } from './amplitude-options'
import type { ProductAnalyticsConfig, ProductAnalyticsHandle } from './product-analytics'
import { toProductAnalyticsEvent } from './product-analytics-events'
import type { Analytics } from './runtime'

/**
 * Amplitude, loaded on demand (its own chunk). Every event, the store's and
 * the captured clicks alike, carries the data layer's session and the page
 * address without query string. The handle pauses it (opt-out: nothing more
 * is sent) when consent to analytics is withdrawn, and resumes it.
 */
export function startAmplitude(config: ProductAnalyticsConfig, analytics: Analytics): ProductAnalyticsHandle {
  const client = createInstance()
  let paused = false
  client.add({
    name: 'store-session-and-page',
    type: 'enrichment',
    async execute(event: Types.Event) {
      if (event.session_id === undefined || event.event_type.startsWith('[Amplitude]')) {
        const session = analytics.activeSession()
        if (session) event.session_id = session.startedAt
      }
      const pageUrl = pageUrlWithoutQuery(window.location.href)
      event.event_properties = { page_url: pageUrl, page_type: productAnalyticsPageType(pageUrl), ...event.event_properties }
      return event
    },
  })
  client.init(config.apiKey, undefined, { ...amplitudeOptions(config), logLevel: Types.LogLevel.None })
  analytics.subscribe((pushed) => {
    if (paused) return
    const { eventType, properties, sessionId } = toProductAnalyticsEvent(pushed)
    client.track(eventType, properties, sessionId === undefined ? undefined : { session_id: sessionId })
  })
  return {
    pause() {
      paused = true
      client.setOptOut(true)
    },
    resume() {
      paused = false
      client.setOptOut(false)
    },
  }
}
