/**
 * The generic HTTP client: get, post, put, patch,
 * delete, head and options; JSON by default; same-origin credentials; the
 * anti-forgery cookie XSRF-TOKEN echoed in the X-XSRF-TOKEN header; failures
 * thrown as {@link CommerceHttpError} carrying the status and the server's
 * `{ error: { code, message } }` body.
 */

import { readCookie as readBrowserCookie } from '../sdk/storage/cookies'
import type { FetchLike } from '../contracts/server-regions'

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN'
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'

export interface ApiErrorBody {
  error: { code: string; message: string; id?: string }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false
  const error = (value as { error?: unknown }).error
  return (
    !!error &&
    typeof error === 'object' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/** A non-2xx answer (status > 0) or a network failure (status 0, code NETWORK_ERROR). */
export class CommerceHttpError extends Error {
  readonly status: number
  readonly code: string
  readonly method: HttpMethod
  readonly url: string
  /** The parsed response body (the `{ error }` object for API errors), or null. */
  readonly body: unknown

  constructor(init: { status: number; code: string; message: string; method: HttpMethod; url: string; body: unknown; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'CommerceHttpError'
    this.status = init.status
    this.code = init.code
    this.method = init.method
    this.url = init.url
    this.body = init.body
  }
}

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

export interface RequestOptions {
  query?: Query
  headers?: Record<string, string>
  /** Sent as is (string, FormData, URLSearchParams…) instead of JSON. */
  rawBody?: BodyInit
  signal?: AbortSignal
}

export type { FetchLike }

export interface HttpClientOptions {
  /** Prefix of every path (default '' = this origin). */
  baseUrl?: string
  /** Default: the global fetch, looked up on every call. */
  fetch?: FetchLike
  /** Reads a cookie by name (default: the browser's cookies, none outside a browser). */
  readCookie?: (name: string) => string | null
  /** Default 'same-origin'. */
  credentials?: RequestCredentials
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: RequestOptions): Promise<T>
  head(path: string, options?: RequestOptions): Promise<void>
  options<T>(path: string, options?: RequestOptions): Promise<T>
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values as QueryValue[]) if (v !== undefined && v !== null) params.append(key, String(v))
  }
  const qs = params.toString()
  if (!qs) return `${baseUrl}${path}`
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${qs}`
}

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS'])

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 304) return null
  const text = await response.text()
  if (!text) return null
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? ''
  const readCookie = options.readCookie ?? readBrowserCookie
  const credentials = options.credentials ?? 'same-origin'

  async function request<T>(method: HttpMethod, path: string, body?: unknown, requestOptions: RequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, requestOptions.query)
    const headers: Record<string, string> = { accept: 'application/json', ...requestOptions.headers }
    let payload: BodyInit | undefined
    if (requestOptions.rawBody !== undefined) payload = requestOptions.rawBody
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers['content-type'] ??= 'application/json'
    }
    if (!SAFE_METHODS.has(method)) {
      const token = readCookie(XSRF_COOKIE_NAME)
      if (token) headers[XSRF_HEADER_NAME] = token
    }
    const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
    let response: Response
    try {
      response = await fetchImpl(url, { method, headers, body: payload, credentials, signal: requestOptions.signal })
    } catch (cause) {
      throw new CommerceHttpError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: `${method} ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        method,
        url,
        body: null,
        cause,
      })
    }
    const parsed = await readBody(response, method)
    if (!response.ok) {
      const apiError = isApiErrorBody(parsed) ? parsed.error : null
      throw new CommerceHttpError({
        status: response.status,
        code: apiError?.code ?? `HTTP_${response.status}`,
        message: apiError?.message ?? `${method} ${url} answered ${response.status}`,
        method,
        url,
        body: parsed,
      })
    }
    return parsed as T
  }

  return {
    request,
    get: (path, o) => request('GET', path, undefined, o),
    post: (path, body, o) => request('POST', path, body, o),
    put: (path, body, o) => request('PUT', path, body, o),
    patch: (path, body, o) => request('PATCH', path, body, o),
    delete: (path, o) => request('DELETE', path, undefined, o),
    head: async (path, o) => {
      await request('HEAD', path, undefined, o)
    },
    options: (path, o) => request('OPTIONS', path, undefined, o),
  }
}

/** The store's client: same origin, global fetch, the document's cookies. */
export const http: HttpClient = createHttpClient()

/** Logs a failure the spec says is "only logged". */
export interface CommerceLogger {
  error(message: string, error?: unknown): void
}

export const consoleLogger: CommerceLogger = {
  error: (message, error) => console.error(`[commerce] ${message}`, error),
}
