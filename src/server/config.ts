import path from 'node:path'
import { DEFAULT_CATALOGUE_SIZE } from '../catalogue/generator/generate'
import { resolveTrailingSlash, type TrailingSlashPolicy } from '../config/routing'
import { readCommerceBackend, type CommerceBackend } from './backend'
import { DEFAULT_MAIL_FROM, readSmtpConfig, type SmtpConfig } from './domain/mail/smtp'
import { vtexPaymentsOrigin } from './vtex/config'

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
  /**
   * Development tools (DEV_TOOLS): the e-mail outbox page and the test payment
   * connector's "the bank confirmed" action. On by default with the embedded
   * backend, off with VTEX; DEV_TOOLS=false turns them off.
   */
  devTools: boolean
  /** The storefront's public origin (SITE_URL), for links in e-mails. */
  siteUrl: string
  /** SMTP delivery of the outbox (SMTP_URL); null: messages stay in the outbox. */
  smtp: SmtpConfig | null
  /** Sender of the store's e-mails (MAIL_FROM). */
  mailFrom: string
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

/** SITE_URL's default (as in gatsby-config). */
export const DEFAULT_SITE_URL = 'http://localhost:9000'

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const backend = readCommerceBackend(env)
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
    extraConnectSources: [
      ...(env.SEARCH_HOST ? [new URL(env.SEARCH_HOST).origin] : []),
      // With VTEX the browser sends card payments to the account's payment gateway.
      ...(backend.name === 'vtex' ? [vtexPaymentsOrigin(backend.vtex)] : []),
    ],
    backend,
    devTools: env.DEV_TOOLS === undefined || env.DEV_TOOLS === '' ? backend.name === 'embedded' : env.DEV_TOOLS === 'true',
    siteUrl: (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    smtp: readSmtpConfig(env),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  }
}
