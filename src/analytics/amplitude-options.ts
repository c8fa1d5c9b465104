import { ANALYTICS_SESSION_TIMEOUT_MS, PRODUCT_ANALYTICS_SERVER_ZONE } from '../config/constants'
import type { ProductAnalyticsConfig } from './product-analytics'

/** Elements whose clicks are captured, with their attributes (product analytics records element attributes). */
export const CLICK_CAPTURE_SELECTORS = ['a', 'button', '[role="button"]', '[role="tab"]', 'summary', '[data-amp-track]']

/**
 * Amplitude's options: the EU zone; the store's own events (fed from the data
 * layer) rather than Amplitude's page views, sessions and attribution, so one
 * session rule (the data layer's: timeout, new campaign) counts for both;
 * clicks captured with their element's attributes and the page address
 * without query string; identity kept in local storage (no cookie of its
 * own), no IP address stored, no remote configuration or diagnostics calls.
 */
export function amplitudeOptions(config: ProductAnalyticsConfig) {
  return {
    serverZone: PRODUCT_ANALYTICS_SERVER_ZONE,
    ...(config.serverUrl ? { serverUrl: config.serverUrl } : {}),
    identityStorage: 'localStorage' as const,
    sessionTimeout: ANALYTICS_SESSION_TIMEOUT_MS,
    trackingOptions: { ipAddress: false, language: true, platform: true },
    fetchRemoteConfig: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    autocapture: {
      attribution: false,
      pageViews: false,
      sessions: false,
      formInteractions: false,
      fileDownloads: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
      elementInteractions: {
        cssSelectorAllowlist: CLICK_CAPTURE_SELECTORS,
        actionClickAllowlist: [],
        visualTaggingOptions: { enabled: false },
        shouldTrackEventResolver: (action: 'click' | 'change', element: unknown) =>
          action === 'click' && element instanceof Element && CLICK_CAPTURE_SELECTORS.some((selector) => element.matches(selector)),
      },
    },
  }
}
