import { LOGIN_DEVICE_COOKIE, SESSION_COOKIE } from '../auth/session'
import { XSRF_COOKIE } from '../http/xsrf'
import { SpanKind } from '@opentelemetry/api'
import { NO_TRACING, type Tracing } from '../observability/tracing'
import type { VtexConfig } from './config'

/** Our own cookies never travel to the platform. */
const LOCAL_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE, LOGIN_DEVICE_COOKIE, XSRF_COOKIE])

export const UPSTREAM_TIMEOUT_MS = 10_000

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path on the platform, e.g. /api/checkout/pub/orderForm/{id}/items */
  path: string
  query?: Record<string, string | string[] | undefined>
  /** A query string passed on as it came (without '?'), after `query`'s parameters. */
  rawQuery?: string
  body?: unknown
  /** The shopper's Cookie header (the platform's cookies pass through). */
  cookie?: string
  /**
   * Which host: the account's (default; the app key headers go with the call)
   * or the search analytics events host (no app key: it is not the account's).
   */
  host?: 'account' | 'searchEvents'
}

export interface UpstreamResponse {
  status: number
  body: unknown
  /** Set-Cookie lines for the shopper (Domain attributes removed). */
  setCookies: string[]
}

/** An answer as the platform sent it (body not parsed). */
export interface RawUpstreamResponse {
  status: number
  body: Buffer
  contentType: string | null
  cacheControl: string | null
  /** Set-Cookie lines for the shopper (Domain attributes removed). */
  setCookies: string[]
}

/** Thrown when the platform cannot be reached or answers 5xx. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/** The Cookie header without this server's own cookies. */
export function passThroughCookies(header: string | undefined): string | undefined {
  if (!header) return undefined
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !LOCAL_COOKIES.has(part.slice(0, part.indexOf('=') < 0 ? part.length : part.indexOf('=')).trim()))
  return kept.length ? kept.join('; ') : undefined
}

/** A platform cookie, rebound to this host: Domain removed. */
export function rebindSetCookie(line: string): string {
  return line
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';')
}

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export interface VtexForwarder {
  readonly config: VtexConfig
  /** Sends a call and parses the answer (JSON, else text). Throws UpstreamError when unreachable or on 5xx. */
  send(request: UpstreamRequest): Promise<UpstreamResponse>
  /** Sends a call and gives the answer's bytes and type as they came. Throws UpstreamError when unreachable or on 5xx. */
  sendRaw(request: UpstreamRequest): Promise<RawUpstreamResponse>
}

/**
 * Sends calls to https://{account}.{environment}.com.br with the app key
 * headers and the shopper's cookies (or to the search events host).
 */
export function createVtexForwarder(config: VtexConfig, fetchFn: FetchFn = (input, init) => fetch(input, init), tracing: Tracing = NO_TRACING): VtexForwarder {
  /** Each call in a client span of its own (the address's path as an attribute, never its query: it may carry a shopper's data). */
  const sendRaw = (request: UpstreamRequest): Promise<RawUpstreamResponse> =>
    tracing.inSpan(
      `VTEX ${request.method}`,
      { 'http.request.method': request.method, 'url.path': request.path, 'server.address': new URL(request.host === 'searchEvents' ? config.eventsBaseUrl : config.baseUrl).host },
      async (span) => {
        const answer = await sendUntraced(request)
        span?.setAttribute('http.response.status_code', answer.status)
        return answer
      },
      SpanKind.CLIENT,
    )

  async function sendUntraced({ method, path, query, rawQuery, body, cookie, host = 'account' }: UpstreamRequest): Promise<RawUpstreamResponse> {
    const url = new URL(path, host === 'account' ? config.baseUrl : config.eventsBaseUrl)
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) url.searchParams.append(key, v)
    }
    if (rawQuery) url.search = url.search ? `${url.search}&${rawQuery}` : `?${rawQuery}`
    // The trace goes on at the platform when it reads `traceparent` (W3C Trace Context).
    const headers: Record<string, string> = { accept: 'application/json', ...tracing.outgoingHeaders() }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (host === 'account' && config.appKey) headers['X-VTEX-API-AppKey'] = config.appKey
    if (host === 'account' && config.appToken) headers['X-VTEX-API-AppToken'] = config.appToken
    const forwarded = passThroughCookies(cookie)
    if (forwarded) headers.cookie = forwarded
    let response: Response
    let answer: Buffer
    try {
      response = await fetchFn(url.toString(), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
      answer = Buffer.from(await response.arrayBuffer())
    } catch (cause) {
      throw new UpstreamError(`VTEX ${method} ${url.pathname} failed: ${cause instanceof Error ? cause.message : String(cause)}`, null)
    }
    if (response.status >= 500) throw new UpstreamError(`VTEX ${method} ${url.pathname} answered ${response.status}`, response.status)
    return {
      status: response.status,
      body: answer,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      setCookies: response.headers.getSetCookie().map(rebindSetCookie),
    }
  }

  return {
    config,
    sendRaw,
    async send(request) {
      const raw = await sendRaw(request)
      const text = raw.body.toString('utf8')
      let parsed: unknown = null
      if (text) {
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = text
        }
      }
      return { status: raw.status, body: parsed, setCookies: raw.setCookies }
    },
  }
}
