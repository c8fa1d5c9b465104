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
