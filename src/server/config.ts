import path from 'node:path'
import { DEFAULT_CATALOGUE_SIZE } from '../catalogue/generator/generate'
import { resolveTrailingSlash, type TrailingSlashPolicy } from '../config/routing'
import { readCommerceBackend, type CommerceBackend } from './backend'
import { PUBLISH_DEBOUNCE_MS, PUBLISH_MAX_WAIT_MS } from './domain/publishing/limits'
import { SIGNING_SECRET_PATTERN } from './domain/publishing/signature'

/** Publishing (PUBLISH_SIGNING_SECRET set): signed notices trigger builds that go live with no restart. */
export interface PublishingConfig {
  /** Verifies every notice (Contentful's webhook signing secret: 64 characters). */
  signingSecret: string
  /** Releases, build logs and the live pointer (BUILDS_DIR). */
  buildsDir: string
  /** The Gatsby project where builds run, on its own public/ and .cache/ (PUBLISH_SITE_DIR, default the working folder). */
  siteDir: string
  debounceMs: number
  maxWaitMs: number
}

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
  /** Null when PUBLISH_SIGNING_SECRET is not set: the server serves the build in publicDir and refuses notices. */
  publishing: PublishingConfig | null
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

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`)
  return parsed
}

export function readPublishingConfig(env: NodeJS.ProcessEnv, cwd: string): PublishingConfig | null {
  const secret = env.PUBLISH_SIGNING_SECRET
  if (secret === undefined || secret === '') return null
  if (!SIGNING_SECRET_PATTERN.test(secret)) {
    throw new Error('PUBLISH_SIGNING_SECRET must be 64 characters of 0-9 a-z A-Z + / = _ - (Contentful\'s rule for signing secrets), e.g. `openssl rand -hex 32`')
  }
  return {
    signingSecret: secret,
    buildsDir: path.resolve(cwd, env.BUILDS_DIR ?? 'builds'),
    siteDir: path.resolve(cwd, env.PUBLISH_SITE_DIR ?? '.'),
    debounceMs: nonNegativeInt(env.PUBLISH_DEBOUNCE_MS, PUBLISH_DEBOUNCE_MS, 'PUBLISH_DEBOUNCE_MS'),
    maxWaitMs: nonNegativeInt(env.PUBLISH_MAX_WAIT_MS, PUBLISH_MAX_WAIT_MS, 'PUBLISH_MAX_WAIT_MS'),
  }
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
    publishing: readPublishingConfig(env, cwd),
  }
}
