/**
 * Analytics configuration from the build environment. Gatsby inlines
 * `process.env.GATSBY_*` into the browser bundle, so the accesses are literal.
 * Every provider stays inert while its key is empty.
 */
export interface AnalyticsConfig {
  /** GATSBY_DY_API_KEY: personalisation provider key. */
  dyApiKey: string
  /** GATSBY_DY_COLLECT_URL: collect endpoint (default: the provider's EU endpoint). */
  dyCollectUrl: string
  /** GATSBY_EXPERIMENT_KEY: experiment service client key. */
  experimentKey: string
  /** GATSBY_EXPERIMENT_URL: experiment service base address (default in experiments.ts). */
  experimentUrl: string
  /** NODE_ENV is production (personalisation pageviews are sent only then). */
  production: boolean
}

export const INERT_ANALYTICS_CONFIG: AnalyticsConfig = Object.freeze({
  dyApiKey: '',
  dyCollectUrl: '',
  experimentKey: '',
  experimentUrl: '',
  production: false,
})

/** One literal env access (inlined by the bundler); '' when unset or when there is no `process` at all. */
function env(read: () => string | undefined): string {
  try {
    return (read() ?? '').trim()
  } catch {
    return ''
  }
}

export function readAnalyticsConfig(): AnalyticsConfig {
  return {
    dyApiKey: env(() => process.env.GATSBY_DY_API_KEY),
    dyCollectUrl: env(() => process.env.GATSBY_DY_COLLECT_URL),
    experimentKey: env(() => process.env.GATSBY_EXPERIMENT_KEY),
    experimentUrl: env(() => process.env.GATSBY_EXPERIMENT_URL),
    production: env(() => process.env.NODE_ENV) === 'production',
  }
}
