import crypto from 'node:crypto'
import { signRequest, SIGNING_SECRET_PATTERN, verifyRequest, type CanonicalRequest } from '../signature'

const SECRET = 'qlfkupAwYA4ZkNnmBzmNypFqSRWOwhpGRFwQFn5iPNAGHSYdvwed1C77n0Eiaz19'
const NOW = 1_700_000_000_000
const MAX_AGE = 5 * 60_000

const request = (overrides: Partial<CanonicalRequest> = {}): CanonicalRequest => ({
  method: 'POST',
  path: '/api/publish',
  headers: { 'Content-Type': 'application/vnd.contentful.management.v1+json', 'X-Contentful-Topic': 'ContentManagement.Entry.publish' },
  body: '{"sys":{"id":"abc","type":"Entry"}}',
  ...overrides,
})

describe('Contentful request verification', () => {
  it('signs the canonical request as Contentful documents it: hex HMAC-SHA256 of method, path, sorted signed headers and body', () => {
    const signed = signRequest(SECRET, request(), NOW)
    expect(signed['x-contentful-signed-headers']).toBe('content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic')
    expect(signed['x-contentful-timestamp']).toBe(String(NOW))
    const canonical = [
      'POST',
      '/api/publish',
      [
        'content-type:application/vnd.contentful.management.v1+json',
        'x-contentful-signed-headers:content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic',
        `x-contentful-timestamp:${NOW}`,
        'x-contentful-topic:ContentManagement.Entry.publish',
      ].join(';'),
      '{"sys":{"id":"abc","type":"Entry"}}',
    ].join('\n')
    expect(signed['x-contentful-signature']).toBe(crypto.createHmac('sha256', SECRET).update(canonical).digest('hex'))
  })

  it('accepts what it signed, with the headers as a server receives them', () => {
    const base = request()
    const signed = signRequest(SECRET, base, NOW)
    const received = { ...Object.fromEntries(Object.entries(base.headers).map(([k, v]) => [k.toLowerCase(), v])), ...signed, 'user-agent': 'Contentful' }
    expect(verifyRequest(SECRET, { ...base, headers: received }, NOW + 1000, MAX_AGE)).toEqual({ ok: true })
  })

  it('escapes the query of the path as the toolkit does', () => {
    const base = request({ path: '/api/publish?a=1&b=2' })
    const signed = signRequest(SECRET, base, NOW)
    const canonicalPath = encodeURI(`/api/publish?${'a%3D1%26b%3D2'}`)
    expect(canonicalPath).toBe('/api/publish?a%253D1%2526b%253D2')
    expect(verifyRequest(SECRET, { ...base, headers: { ...base.headers, ...signed } }, NOW, MAX_AGE)).toEqual({ ok: true })
    expect(verifyRequest(SECRET, { ...base, path: '/api/publish?a=1&b=3', headers: { ...base.headers, ...signed } }, NOW, MAX_AGE).ok).toBe(false)
  })

  it.each([
    ['another secret', (r: CanonicalRequest) => ({ secret: 'x'.repeat(64), request: r })],
    ['another body', (r: CanonicalRequest) => ({ secret: SECRET, request: { ...r, body: r.body.replace('abc', 'abd') } })],
    ['another path', (r: CanonicalRequest) => ({ secret: SECRET, request: { ...r, path: '/api/publish/rollback' } })],
    ['another method', (r: CanonicalRequest) => ({ secret: SECRET, request: { ...r, method: 'PUT' } })],
    ['a changed signed header', (r: CanonicalRequest) => ({ secret: SECRET, request: { ...r, headers: { ...r.headers, 'x-contentful-topic': 'ContentManagement.Entry.delete' } } })],
  ])('refuses a request with %s', (_label, change) => {
    const base = request()
    const signed = { ...base, headers: { ...base.headers, ...signRequest(SECRET, base, NOW) } }
    const { secret, request: sent } = change(signed)
    expect(verifyRequest(secret, sent, NOW, MAX_AGE)).toEqual({ ok: false, reason: 'the signature does not match' })
  })

  it('refuses unsigned, stale and future requests, and a list that leaves the timestamp out', () => {
    const base = request()
    expect(verifyRequest(SECRET, base, NOW, MAX_AGE)).toEqual({ ok: false, reason: 'the request is not signed' })
    const signed = { ...base, headers: { ...base.headers, ...signRequest(SECRET, base, NOW) } }
    expect(verifyRequest(SECRET, signed, NOW + MAX_AGE + 1, MAX_AGE)).toEqual({ ok: false, reason: 'the signature has expired' })
    expect(verifyRequest(SECRET, signed, NOW - MAX_AGE - 1, MAX_AGE)).toEqual({ ok: false, reason: 'the signature has expired' })
    const partial = { ...signed, headers: { ...signed.headers, 'x-contentful-signed-headers': 'content-type,x-contentful-signed-headers' } }
    expect(verifyRequest(SECRET, partial, NOW, MAX_AGE).ok).toBe(false)
  })

  it('knows Contentful’s rule for secrets', () => {
    expect(SIGNING_SECRET_PATTERN.test(SECRET)).toBe(true)
    expect(SIGNING_SECRET_PATTERN.test(SECRET.slice(1))).toBe(false)
    expect(SIGNING_SECRET_PATTERN.test(`${SECRET.slice(1)}!`)).toBe(false)
  })
})
