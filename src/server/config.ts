import path from 'node:path'
import { DEFAULT_CATALOGUE_SIZE } from '../catalogue/generator/generate'
import { resolveTrailingSlash, type TrailingSlashPolicy } from '../config/routing'
import { readCommerceBackend, type CommerceBackend } from './backend'
import type { ServerErrorReporterConfig } from './observability/error-reporter'

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
  /** The server's error reporter (SENTRY_DSN); null: inert. */
  errorReporter: ServerErrorReporterConfig | null
}

/** Where Amplitude's EU zone ingests events, when GATSBY_AMPLITUDE_SERVER_URL does not say otherwise. */
export const AMPLITUDE_EU_ORIGIN = 'https://api.eu.amplitude.com'

function originOf(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(`${name} must be an address (e.g. https://host), got "${value}"`)
  }
}

/**
 * Origins the browser calls besides this server: a remote search host, and
 * the error reporter and product analytics when the build was configured
 * with them (the same GATSBY_* values the build read).
 */
export function browserConnectSources(env: NodeJS.ProcessEnv): string[] {
  const sources = [
    env.SEARCH_HOST ? originOf('SEARCH_HOST', env.SEARCH_HOST) : null,
    env.GATSBY_SENTRY_DSN ? originOf('GATSBY_SENTRY_DSN', env.GATSBY_SENTRY_DSN) : null,
    env.GATSBY_AMPLITUDE_API_KEY
      ? env.GATSBY_AMPLITUDE_SERVER_URL
        ? originOf('GATSBY_AMPLITUDE_SERVER_URL', env.GATSBY_AMPLITUDE_SERVER_URL)
        : AMPLITUDE_EU_ORIGIN
      : null,
  ]
  return [...new Set(sources.filter((source): source is string => source !== null))]
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
    extraConnectSources: browserConnectSources(env),
    backend: readCommerceBackend(env),
    errorReporter: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT || 'production' } : null,
  }
}
