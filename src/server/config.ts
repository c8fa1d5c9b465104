import net from 'node:net'
import path from 'node:path'
import { DEFAULT_CATALOGUE_SIZE } from '../demo/catalogue/generate'
import { CASHBACK_RATE_PERCENT } from '../config/constants'
import { resolveTrailingSlash, type TrailingSlashPolicy } from '../config/routing'
import { resolveVariant, type StoreVariant } from '../config/store'
import { readCommerceBackend, type CommerceBackend } from './backend'
import { DEFAULT_MAIL_FROM, readSmtpConfig, type SmtpConfig } from './domain/mail/smtp'
import { vtexImageOrigins, vtexPaymentsOrigin } from './vtex/config'
import type { ServerErrorReporterConfig } from './observability/error-reporter'
import { readTracingConfig, type TracingConfig } from './observability/tracing'
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

/**
 * Who may read the Prometheus metrics: with METRICS_TOKEN, GET /metrics on the
 * store's own port with `Authorization: Bearer <token>`; with METRICS_PORT, a
 * listener of its own on METRICS_HOST (default 127.0.0.1, an internal address)
 * that answers /metrics to anyone who reaches it. Neither: /metrics answers 404.
 */
export interface MetricsConfig {
  token: string | null
  listener: { host: string; port: number } | null
}

/** A metrics token shorter than this is refused (it guards the shop's traffic figures). */
export const METRICS_TOKEN_MIN_LENGTH = 16

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
  /** Where the embedded catalogue's photographs and their derivatives are kept once made (PRODUCT_PHOTO_DIR; content-addressed, shared by runs). */
  productPhotoDir: string
  /** Number of generated products seeded into a new database. */
  catalogSize: number
  /** Set the Secure flag on cookies (behind HTTPS). */
  secureCookies: boolean
  /** Send Strict-Transport-Security (HSTS; default: when cookies are Secure, i.e. served over HTTPS). */
  hsts: boolean
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (none, the
   * default: the client address is the peer's), a number of hops, or a list of
   * proxy addresses or CIDR ranges.
   */
  trustProxy: TrustProxy
  /** Serve the build's source maps (*.map) to anyone (SOURCE_MAPS_PUBLIC=true); otherwise they answer 404. */
  sourceMapsPublic: boolean
  /** Pino log level; 'silent' in tests. */
  logLevel: string
  /** Trailing-slash policy of page paths, as in gatsby-config. */
  trailingSlash: TrailingSlashPolicy
  /**
   * Extra origins the browser may call (CSP connect-src): the remote search
   * host, and the origins in CSP_CONNECT_SOURCES (comma- or space-separated:
   * Sentry's ingest, Amplitude's API…).
   */
  extraConnectSources: string[]
  /** Extra origins of images (CSP img-src): with VTEX, the account's image hosts (vtexImageOrigins). */
  extraImageSources: string[]
  /** The commerce backend (COMMERCE_BACKEND): the embedded one, or the VTEX account with its settings. */
  backend: CommerceBackend
  /**
   * Development tools (DEV_TOOLS): the e-mail outbox page and the test payment
   * connector's "the bank confirmed" action (anyone could approve their own
   * payment with it). Off in production (NODE_ENV=production, which main.ts
   * sets), with VTEX and behind a public https SITE_URL; on otherwise with the
   * embedded backend (tests, development); DEV_TOOLS=true|false decides. The start stops when they are
   * on and SITE_URL is a public https address (devToolsRefusal).
   */
  devTools: boolean
  /** The storefront's public origin (SITE_URL), for links in e-mails. */
  siteUrl: string
  /** SMTP delivery of the outbox (SMTP_URL); null: messages stay in the outbox. */
  smtp: SmtpConfig | null
  /** Sender of the store's e-mails (MAIL_FROM). */
  mailFrom: string
  /** The store this server runs (STORE_VARIANT): the consumer store or the business (CNPJ) one. */
  variant: StoreVariant
  /** Cashback credited on approved orders, in percent of the items' value (CASHBACK_RATE_PERCENT). */
  cashbackRatePercent: number
  /**
   * The online address provider of CEP look-ups (ADDRESS_PROVIDER_URL, with
   * `{cep}` where the 8 digits go, ViaCEP's answer shape); null (the default):
   * the store's own data only.
   */
  addressProviderUrl: string | null
  /** The server's error reporter (SENTRY_DSN); null: inert. */
  errorReporter: ServerErrorReporterConfig | null
  /** The Prometheus metrics' protection (METRICS_TOKEN, METRICS_PORT, METRICS_HOST). */
  metrics: MetricsConfig
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT); null: none recorded or sent. */
  tracing: TracingConfig | null
  /** Null when PUBLISH_SIGNING_SECRET is not set: the server serves the build in publicDir and refuses notices. */
  publishing: PublishingConfig | null
  /**
   * The carts kept in memory are frozen, so that a checkout rule that changed one would fail loudly
   * (StoredCartCache): everywhere but production (NODE_ENV=production, which main.ts sets), where it costs.
   */
  freezeCachedCarts: boolean
}

/** Where Amplitude's EU zone ingests events, when GATSBY_AMPLITUDE_SERVER_URL does not say otherwise. */
export const AMPLITUDE_EU_ORIGIN = 'https://api.eu.amplitude.com'
/** The personalisation provider's EU collect endpoint, when GATSBY_DY_COLLECT_URL does not say otherwise (analytics/personalisation.ts). */
export const DY_EU_COLLECT_ORIGIN = 'https://direct-collect.dy-api.eu'
/** The experiment service, when GATSBY_EXPERIMENT_URL does not say otherwise (analytics/experiments.ts). */
export const EXPERIMENT_DEFAULT_ORIGIN = 'https://api.statsig.com'

function originOf(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(`${name} must be an address (e.g. https://host), got "${value}"`)
  }
}

/**
 * Origins the browser calls besides this server: a remote search host, and
 * the error reporter, product analytics, the personalisation provider and
 * the experiment service when the build was configured with them (the same
 * GATSBY_* values the build read).
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
    env.GATSBY_DY_API_KEY
      ? env.GATSBY_DY_COLLECT_URL
        ? originOf('GATSBY_DY_COLLECT_URL', env.GATSBY_DY_COLLECT_URL)
        : DY_EU_COLLECT_ORIGIN
      : null,
    env.GATSBY_EXPERIMENT_KEY
      ? env.GATSBY_EXPERIMENT_URL
        ? originOf('GATSBY_EXPERIMENT_URL', env.GATSBY_EXPERIMENT_URL)
        : EXPERIMENT_DEFAULT_ORIGIN
      : null,
  ]
  return [...new Set(sources.filter((source): source is string => source !== null))]
}

export type { TrailingSlashPolicy }

export type TrustProxy = false | number | string[]

export const DEFAULT_PORT = 9000

/** The origins of SEARCH_HOST and CSP_CONNECT_SOURCES (each must be an http(s) URL; its origin is kept). */
function connectSources(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.CSP_CONNECT_SOURCES ?? '').split(/[\s,]+/).filter(Boolean)
  const origins = [...(env.SEARCH_HOST ? [env.SEARCH_HOST] : []), ...listed].map((value) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new Error(`CSP_CONNECT_SOURCES: ${JSON.stringify(value)} is not a URL`)
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CSP_CONNECT_SOURCES: ${value} is not http(s)`)
    return url.origin
  })
  return [...new Set(origins)]
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`)
  }
  return parsed
}

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw new Error(`${name} must be true or false, got "${value}"`)
}

const TRUST_PROXY_HINT = 'a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1)'

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/')
  const family = net.isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/** TRUST_PROXY: unset, 'false' or '0' trust no proxy; a hop count; or a list of addresses and ranges. Anything else stops the start. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries
  throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_HINT}; got "${value}" (trusting any proxy would let every client choose its own address)`)
}

/** SITE_URL's default (as in gatsby-config). */
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

export function readMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 24\`)`)
  }
  const port = env.METRICS_PORT?.trim() ? positiveInt(env.METRICS_PORT, 0, 'METRICS_PORT') : null
  if (port === null && env.METRICS_HOST?.trim()) throw new Error('METRICS_HOST needs METRICS_PORT (the metrics listener\'s port)')
  return { token, listener: port === null ? null : { host: env.METRICS_HOST?.trim() || '127.0.0.1', port } }
}

/** ADDRESS_PROVIDER_URL: unset or empty is off; otherwise an http(s) address with `{cep}`, or the start stops. */
function addressProviderUrlOf(value: string | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  let url: URL
  try {
    url = new URL(trimmed.replace('{cep}', '00000000'))
  } catch {
    throw new Error(`ADDRESS_PROVIDER_URL must be an http(s) address with {cep}, e.g. https://viacep.com.br/ws/{cep}/json/; got "${trimmed}"`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !trimmed.includes('{cep}')) {
    throw new Error(`ADDRESS_PROVIDER_URL must be an http(s) address with {cep}, e.g. https://viacep.com.br/ws/{cep}/json/; got "${trimmed}"`)
  }
  return trimmed
}

/** Outside Gatsby's .cache (which `gatsby clean` empties): photographs outlive builds. */
export const DEFAULT_PRODUCT_PHOTO_DIR = 'node_modules/.cache/product-photos'
/**
 * Whether the development tools are on: DEV_TOOLS when set; otherwise only
 * outside production, with the embedded backend, on a site that is not a
 * public https address (where they could only be refused).
 */
export function devToolsOf(env: NodeJS.ProcessEnv, backend: CommerceBackend, siteUrl: string): boolean {
  const explicit = flag(env.DEV_TOOLS, 'DEV_TOOLS')
  if (explicit !== undefined) return explicit
  return env.NODE_ENV !== 'production' && backend.name === 'embedded' && !isPublicHttps(siteUrl)
}

function isPublicHttps(siteUrl: string): boolean {
  const url = new URL(siteUrl)
  return url.protocol === 'https:' && !isLoopbackHost(url.hostname)
}

/** A host name that only this machine (or a private test network name like *.localhost) reaches. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (net.isIPv4(host)) return host.startsWith('127.')
  return host === '::1'
}

/**
 * Why the server must not start with these development tools and this site
 * address, or null: the tools let anyone approve their own payment and read
 * every e-mail (password-reset links), so they never run on a public https store.
 */
export function devToolsRefusal(devTools: boolean, siteUrl: string): string | null {
  if (!devTools || !isPublicHttps(siteUrl)) return null
  return (
    `DEV_TOOLS is on and SITE_URL (${new URL(siteUrl).origin}) is a public https address: anyone could approve their own Pix or boleto ` +
    'and read every e-mail (password-reset links included) at /_dev/outbox. Set DEV_TOOLS=false (the production default), ' +
    'or use a local SITE_URL for a demo.'
  )
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const backend = readCommerceBackend(env)
  const siteUrl = siteUrlOf(env.SITE_URL)
  const devTools = devToolsOf(env, backend, siteUrl)
  const refusal = devToolsRefusal(devTools, siteUrl)
  if (refusal) throw new Error(refusal)
  return {
    port: positiveInt(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    publicDir: path.resolve(cwd, env.PUBLIC_DIR ?? 'public'),
    cacheDir: path.resolve(cwd, env.GATSBY_CACHE_DIR ?? '.cache'),
    productPhotoDir: path.resolve(cwd, env.PRODUCT_PHOTO_DIR ?? DEFAULT_PRODUCT_PHOTO_DIR),
    catalogSize: positiveInt(env.CATALOG_SIZE, DEFAULT_CATALOGUE_SIZE, 'CATALOG_SIZE'),
    secureCookies: env.SECURE_COOKIES === 'true',
    hsts: flag(env.HSTS, 'HSTS') ?? env.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sourceMapsPublic: flag(env.SOURCE_MAPS_PUBLIC, 'SOURCE_MAPS_PUBLIC') ?? false,
    logLevel: env.LOG_LEVEL ?? 'info',
    trailingSlash: resolveTrailingSlash(env.TRAILING_SLASH),
    extraConnectSources: [
      ...new Set([
        ...connectSources(env),
        // Sentry's and Amplitude's ingest, when their keys are set.
        ...browserConnectSources(env),
        // With VTEX the browser sends card payments to the account's payment gateway.
        ...(backend.name === 'vtex' ? [vtexPaymentsOrigin(backend.vtex)] : []),
      ]),
    ],
    extraImageSources: backend.name === 'vtex' ? vtexImageOrigins(backend.vtex) : [],
    backend,
    devTools,
    siteUrl,
    smtp: readSmtpConfig(env),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    variant: resolveVariant(env.STORE_VARIANT ?? env.GATSBY_STORE_VARIANT),
    cashbackRatePercent: percent(env.CASHBACK_RATE_PERCENT, CASHBACK_RATE_PERCENT, 'CASHBACK_RATE_PERCENT'),
    addressProviderUrl: addressProviderUrlOf(env.ADDRESS_PROVIDER_URL),
    errorReporter: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT || 'production' } : null,
    metrics: readMetricsConfig(env),
    tracing: readTracingConfig(env),
    publishing: readPublishingConfig(env, cwd),
    freezeCachedCarts: env.NODE_ENV !== 'production',
  }
}
