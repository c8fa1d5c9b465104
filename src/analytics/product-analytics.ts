import { ANALYTICS_SESSION_TIMEOUT_MS, PRODUCT_ANALYTICS_SERVER_ZONE } from '../config/constants'
import { afterFirstPaint } from './after-first-paint'
import { analytics as sharedAnalytics, type Analytics } from './runtime'

/** The product-analytics provider (Amplitude) from the build: inert without a key. */
export interface ProductAnalyticsConfig {
  /** GATSBY_AMPLITUDE_API_KEY. */
  apiKey: string
  /** GATSBY_AMPLITUDE_SERVER_URL: another ingestion address (a proxy, or a local stand-in in tests); the EU zone's by default. */
  serverUrl: string
}

export function readProductAnalyticsConfig(): ProductAnalyticsConfig {
  let apiKey = ''
  let serverUrl = ''
  try {
    apiKey = (process.env.GATSBY_AMPLITUDE_API_KEY ?? '').trim()
    serverUrl = (process.env.GATSBY_AMPLITUDE_SERVER_URL ?? '').trim()
  } catch {
    // no process at all: inert
  }
  return { apiKey, serverUrl }
}

/** Elements whose clicks are captured, with their attributes (commerce-flows §7). */
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

export interface StartProductAnalyticsOptions {
  config?: ProductAnalyticsConfig
  analytics?: () => Analytics
  load?: () => Promise<{ startAmplitude: (config: ProductAnalyticsConfig, analytics: Analytics) => void }>
  schedule?: (task: () => void) => void
  log?: (message: string, error?: unknown) => void
}

/**
 * Starts the product-analytics provider after the first paint, fed from the
 * data layer (the events already pushed on this page first). Without
 * GATSBY_AMPLITUDE_API_KEY nothing is loaded or sent.
 */
export function startProductAnalytics({
  config = readProductAnalyticsConfig(),
  analytics = sharedAnalytics,
  load = () => import(/* webpackChunkName: "product-analytics" */ './amplitude-client'),
  schedule = afterFirstPaint,
  log = (message, error) => console.warn(`[analytics] ${message}`, error),
}: StartProductAnalyticsOptions = {}): boolean {
  if (!config.apiKey) return false
  schedule(() => {
    load()
      .then((module) => module.startAmplitude(config, analytics()))
      .catch((error: unknown) => log('product analytics did not start', error))
  })
  return true
}
