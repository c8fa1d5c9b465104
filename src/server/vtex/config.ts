/**
 * Configuration of the adapter to the real platform, read from the environment:
 * VTEX_ACCOUNT (required), VTEX_ENVIRONMENT (default vtexcommercestable),
 * VTEX_APP_KEY / VTEX_APP_TOKEN (optional, sent as X-VTEX-API-AppKey/AppToken),
 * VTEX_BASE_URL (overrides every platform host — the account's and the search
 * events' — with one origin; tests point it at a fake platform).
 * COMMERCE_BACKEND=vtex (see ../backend.ts) switches the store to the adapter.
 */
export const DEFAULT_VTEX_ENVIRONMENT = 'vtexcommercestable'

/** Host of the platform's search analytics (POST /event-api/v1/{account}/event). */
export const VTEX_SEARCH_EVENTS_ORIGIN = 'https://sp.vtex.com'

export interface VtexConfig {
  account: string
  environment: string
  appKey: string | null
  appToken: string | null
  /** Origin of the platform, no trailing slash. */
  baseUrl: string
  /** Origin of the search analytics events API, no trailing slash. */
  eventsBaseUrl: string
}

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i

export function readVtexConfig(env: NodeJS.ProcessEnv = process.env): VtexConfig {
  const account = env.VTEX_ACCOUNT?.trim() ?? ''
  if (!NAME.test(account)) throw new Error('VTEX_ACCOUNT must be set to the account name (letters, digits, hyphens)')
  const environment = env.VTEX_ENVIRONMENT?.trim() || DEFAULT_VTEX_ENVIRONMENT
  if (!NAME.test(environment)) throw new Error(`VTEX_ENVIRONMENT is not a valid environment name: "${environment}"`)
  const override = env.VTEX_BASE_URL?.trim()
  let baseUrl = `https://${account}.${environment}.com.br`
  let eventsBaseUrl = VTEX_SEARCH_EVENTS_ORIGIN
  if (override) {
    const url = new URL(override)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('VTEX_BASE_URL must be an http(s) URL')
    baseUrl = url.origin
    eventsBaseUrl = url.origin
  }
  return {
    account,
    environment,
    appKey: env.VTEX_APP_KEY?.trim() || null,
    appToken: env.VTEX_APP_TOKEN?.trim() || null,
    baseUrl,
    eventsBaseUrl,
  }
}

/**
 * Where the browser sends card payments with VTEX (the account's payment
 * gateway, `transactionData.receiverUri`): https://{account}.vtexpayments.com.br,
 * or VTEX_BASE_URL's origin when it overrides the platform.
 */
export function vtexPaymentsOrigin(config: Pick<VtexConfig, 'account' | 'environment' | 'baseUrl'>): string {
  const platform = `https://${config.account}.${config.environment}.com.br`
  return config.baseUrl === platform ? `https://${config.account}.vtexpayments.com.br` : config.baseUrl
}

/**
 * Where the account's pictures come from, for the pages' CSP (img-src): its
 * asset host (`https://{account}.vtexassets.com`: Intelligent Search's images
 * and their resized forms) and VTEX's image hosts (`https://*.vteximg.com.br`:
 * the checkout's cart lines point at `{account}.vteximg.com.br`).
 */
export function vtexImageOrigins(config: Pick<VtexConfig, 'account'>): string[] {
  return [`https://${config.account}.vtexassets.com`, `https://*.vteximg.com.br`]
}
