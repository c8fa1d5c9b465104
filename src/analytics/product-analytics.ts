import { consentStore as sharedConsentStore, type ConsentRepository } from '../sdk/consent'
import { afterFirstPaint } from './after-first-paint'
import { loadAnalytics } from './loader'
import type { Analytics } from './runtime'

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

/** A started provider: paused (opted out) while consent to analytics is withdrawn. */
export interface ProductAnalyticsHandle {
  pause(): void
  resume(): void
}

export interface StartProductAnalyticsOptions {
  config?: ProductAnalyticsConfig
  /** The page's analytics (loader.ts: loaded on demand) that feeds the provider. */
  analytics?: () => Analytics | Promise<Analytics>
  /** The shopper's consent: the provider loads only once analytics is granted. */
  consent?: ConsentRepository
  load?: () => Promise<{ startAmplitude: (config: ProductAnalyticsConfig, analytics: Analytics) => ProductAnalyticsHandle }>
  schedule?: (task: () => void) => void
  log?: (message: string, error?: unknown) => void
}

/**
 * Starts the product-analytics provider after the first paint, fed from the
 * data layer (the events already pushed on this page first), once the
 * shopper consents to analytics (at once when they already have); withdrawing
 * pauses it, granting again resumes it. Without GATSBY_AMPLITUDE_API_KEY
 * nothing is loaded or sent.
 */
export function startProductAnalytics({
  config = readProductAnalyticsConfig(),
  analytics = loadAnalytics,
  consent = sharedConsentStore(),
  load = () => import(/* webpackChunkName: "product-analytics" */ './amplitude-client'),
  schedule = afterFirstPaint,
  log = (message, error) => console.warn(`[analytics] ${message}`, error),
}: StartProductAnalyticsOptions = {}): boolean {
  if (!config.apiKey) return false
  let started = false
  let handle: ProductAnalyticsHandle | null = null
  let wanted = false
  const start = () => {
    wanted = true
    if (handle) return handle.resume()
    if (started) return
    started = true
    Promise.all([load(), analytics()])
      .then(([module, instance]) => {
        handle = module.startAmplitude(config, instance)
        if (!wanted) handle.pause()
      })
      .catch((error: unknown) => log('product analytics did not start', error))
  }
  schedule(() => {
    if (consent.granted('analytics')) start()
    consent.subscribe((next) => {
      if (next.analytics) start()
      else {
        wanted = false
        handle?.pause()
      }
    })
  })
  return true
}
