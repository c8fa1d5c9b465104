import crypto from 'node:crypto'
import querystring from 'node:querystring'

/**
 * Contentful's request verification, both ways: Contentful signs its webhook
 * calls with the space's signing secret, and the store's own notices
 * (`npm run publish`, the catalogue notices, rollback) are signed the same
 * way with the same secret (PUBLISH_SIGNING_SECRET).
 *
 * The signature is the hex HMAC-SHA256, under the secret, of
 *   METHOD \n path \n header:value;header:value… \n body
 * where the headers are those listed in x-contentful-signed-headers
 * (lower-cased, values trimmed, sorted by name; the list always includes
 * x-contentful-signed-headers and x-contentful-timestamp) and the path is the
 * request target with its query escaped (encodeURI(path + '?' + escape(query))).
 * See contentful.com/developers/docs/webhooks/request-verification and
 * @contentful/node-apps-toolkit (signRequest, verifyRequest).
 */
export const SIGNATURE_HEADER = 'x-contentful-signature'
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers'
export const TIMESTAMP_HEADER = 'x-contentful-timestamp'

/** Contentful's rule for signing secrets: exactly 64 characters of this set. */
export const SIGNING_SECRET_PATTERN = /^[0-9a-zA-Z+/=_-]{64}$/

export interface CanonicalRequest {
  method: string
  /** The request target: path and query, as received. */
  path: string
  headers: Readonly<Record<string, string | string[] | undefined>>
  /** The raw body, exactly as received. */
  body: string
}

export type Verification = { ok: true } | { ok: false; reason: string }

function normalisedPath(target: string): string {
  const at = target.indexOf('?')
  const pathname = at >= 0 ? target.slice(0, at) : target
  const search = at >= 0 ? target.slice(at + 1) : ''
  const escaped = search ? querystring.escape(search) : ''
  return encodeURI(escaped ? `${pathname}?${escaped}` : pathname)
}

function headerValue(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  return (Array.isArray(value) ? value.join(',') : value).trim()
}

function normalisedHeaders(headers: CanonicalRequest['headers']): Map<string, string> {
  const out = new Map<string, string>()
  for (const [name, value] of Object.entries(headers)) {
    const text = headerValue(value)
    if (text !== undefined) out.set(name.toLowerCase().trim(), text)
  }
  return out
}

function digest(secret: string, method: string, path: string, signed: ReadonlyArray<[string, string]>, body: string): string {
  const headerLine = [...signed]
    .sort(([a], [b]) => (a > b ? 1 : -1))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return crypto.createHmac('sha256', secret).update([method, normalisedPath(path), headerLine, body].join('\n')).digest('hex')
}

/**
 * The verification headers for a request: every header given is signed, with
 * the timestamp and the list itself. Add them to the request as they are.
 */
export function signRequest(secret: string, request: CanonicalRequest, timestampMs: number): Record<string, string> {
  const headers = normalisedHeaders(request.headers)
  headers.delete(SIGNATURE_HEADER)
  headers.set(TIMESTAMP_HEADER, String(timestampMs))
  const names = [...new Set([...headers.keys(), SIGNED_HEADERS_HEADER])].sort((a, b) => (a > b ? 1 : -1))
  headers.set(SIGNED_HEADERS_HEADER, names.join(','))
  const signed = names.map((name) => [name, headers.get(name) ?? ''] as [string, string])
  return {
    [SIGNATURE_HEADER]: digest(secret, request.method.toUpperCase(), request.path, signed, request.body),
    [SIGNED_HEADERS_HEADER]: headers.get(SIGNED_HEADERS_HEADER) ?? '',
    [TIMESTAMP_HEADER]: String(timestampMs),
  }
}

function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** Checks a request's signature, and that it was signed at most `maxAgeMs` ago (and not in the future by more). */
export function verifyRequest(secret: string, request: CanonicalRequest, nowMs: number, maxAgeMs: number): Verification {
  const headers = normalisedHeaders(request.headers)
  const signature = headers.get(SIGNATURE_HEADER)
  const signedList = headers.get(SIGNED_HEADERS_HEADER)
  const timestampText = headers.get(TIMESTAMP_HEADER)
  if (!signature || !signedList || !timestampText) return { ok: false, reason: 'the request is not signed' }
  const timestamp = Number(timestampText)
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: 'the signature timestamp is not a number' }
  if (Math.abs(nowMs - timestamp) > maxAgeMs) return { ok: false, reason: 'the signature has expired' }
  const names = signedList.split(',').map((name) => name.toLowerCase().trim()).filter(Boolean)
  if (!names.includes(TIMESTAMP_HEADER) || !names.includes(SIGNED_HEADERS_HEADER)) {
    return { ok: false, reason: 'the timestamp and the signed-header list must be signed' }
  }
  // As the toolkit does: the listed headers present on the request, with the list re-made from their sorted names.
  const present = names.filter((name) => headers.has(name))
  const list = [...new Set([...present, SIGNED_HEADERS_HEADER, TIMESTAMP_HEADER])].sort((a, b) => (a > b ? 1 : -1))
  headers.set(SIGNED_HEADERS_HEADER, list.join(','))
  const signed = list.map((name) => [name, headers.get(name) ?? ''] as [string, string])
  const expected = digest(secret, request.method.toUpperCase(), request.path, signed, request.body)
  return timingSafeEqualText(expected, signature.toLowerCase()) ? { ok: true } : { ok: false, reason: 'the signature does not match' }
}
