import path from 'node:path'
import { DEFAULT_CATALOGUE_SIZE } from '../catalogue/generator/generate'
import { CASHBACK_RATE_PERCENT } from '../config/constants'
import { resolveTrailingSlash, type TrailingSlashPolicy } from '../config/routing'
import { resolveVariant, type StoreVariant } from '../config/store'
import { readCommerceBackend, type CommerceBackend } from './backend'

/** Runtime configuration of the Node server, read once from the environment. */
export interface ServerConfig {
  port: number
  host: string
  /** Folder of the SQLite database (created when missing). */
  dataDir: string
  /** Gatsby's build output. */
  publicDir: string
  /** Gatsby's cache folder (holds redirects.json after a build). */
  cacheDir: string
  /** Number of generated products seeded into a new database. */
  catalogSize: number
  /** Set the Secure flag on cookies (behind HTTPS). */
  secureCookies: boolean
  /** Pino log level; 'silent' in tests. */
  logLevel: string
  /** Trailing-slash policy of page paths, as in gatsby-config. */
  trailingSlash: TrailingSlashPolicy
  /** Extra origins the browser may call (a remote search host, Contentful images). */
  extraConnectSources: string[]
  /** The commerce backend (COMMERCE_BACKEND): the embedded one, or the VTEX account with its settings. */
  backend: CommerceBackend
  /** The store this server runs (STORE_VARIANT): the consumer store or the business (CNPJ) one. */
  variant: StoreVariant
  /** The site's public origin (SITE_URL): the links of e-mails point there. */
  siteUrl: string
  /** Cashback credited on approved orders, in percent of the items' value (CASHBACK_RATE_PERCENT). */
  cashbackRatePercent: number
  /** Serve the development listing of the mail outbox at /dev/outbox (MAIL_OUTBOX_PAGE=true; never in production). */
  mailOutboxPage: boolean
}

export type { TrailingSlashPolicy }

export const DEFAULT_PORT = 9000

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`)
  }
  return parsed
}

export const DEFAULT_SITE_URL = 'http://localhost:9000'

function percent(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100) throw new Error(`${name} must be a number from 0 to 100, got "${value}"`)
  return parsed
}

function siteUrlOf(value: string | undefined): string {
  const url = new URL(value && value.trim() ? value.trim() : DEFAULT_SITE_URL)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be an http(s) address, got "${value}"`)
  return url.origin
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: positiveInt(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    publicDir: path.resolve(cwd, env.PUBLIC_DIR ?? 'public'),
    cacheDir: path.resolve(cwd, env.GATSBY_CACHE_DIR ?? '.cache'),
    catalogSize: positiveInt(env.CATALOG_SIZE, DEFAULT_CATALOGUE_SIZE, 'CATALOG_SIZE'),
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    trailingSlash: resolveTrailingSlash(env.TRAILING_SLASH),
    extraConnectSources: (env.SEARCH_HOST ? [new URL(env.SEARCH_HOST).origin] : []),
    backend: readCommerceBackend(env),
    variant: resolveVariant(env.STORE_VARIANT ?? env.GATSBY_STORE_VARIANT),
    siteUrl: siteUrlOf(env.SITE_URL),
    cashbackRatePercent: percent(env.CASHBACK_RATE_PERCENT, CASHBACK_RATE_PERCENT, 'CASHBACK_RATE_PERCENT'),
    mailOutboxPage: env.MAIL_OUTBOX_PAGE === 'true',
  }
}
