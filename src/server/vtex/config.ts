/**
 * Configuration of the adapter to the real platform, read from the environment:
 * VTEX_ACCOUNT (required), VTEX_ENVIRONMENT (default vtexcommercestable),
 * VTEX_APP_KEY / VTEX_APP_TOKEN (optional, sent as X-VTEX-API-AppKey/AppToken),
 * VTEX_BASE_URL (overrides https://{account}.{environment}.com.br; tests).
 * COMMERCE_BACKEND=vtex switches the checkout calls to the adapter.
 */
export const DEFAULT_VTEX_ENVIRONMENT = 'vtexcommercestable'

export interface VtexConfig {
  account: string
  environment: string
  appKey: string | null
  appToken: string | null
  /** Origin of the platform, no trailing slash. */
  baseUrl: string
}

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i

export function readVtexConfig(env: NodeJS.ProcessEnv = process.env): VtexConfig {
  const account = env.VTEX_ACCOUNT?.trim() ?? ''
  if (!NAME.test(account)) throw new Error('VTEX_ACCOUNT must be set to the account name (letters, digits, hyphens)')
  const environment = env.VTEX_ENVIRONMENT?.trim() || DEFAULT_VTEX_ENVIRONMENT
  if (!NAME.test(environment)) throw new Error(`VTEX_ENVIRONMENT is not a valid environment name: "${environment}"`)
  const override = env.VTEX_BASE_URL?.trim()
  let baseUrl = `https://${account}.${environment}.com.br`
  if (override) {
    const url = new URL(override)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('VTEX_BASE_URL must be an http(s) URL')
    baseUrl = url.origin
  }
  return {
    account,
    environment,
    appKey: env.VTEX_APP_KEY?.trim() || null,
    appToken: env.VTEX_APP_TOKEN?.trim() || null,
    baseUrl,
  }
}

/** True when COMMERCE_BACKEND=vtex: checkout, freight and session calls go to the platform. */
export function isVtexBackend(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.COMMERCE_BACKEND?.trim().toLowerCase() === 'vtex'
}
