import { SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE, SEARCH_EVENTS_PER_VISITOR_PER_DAY } from '../../domain/search/event-limits'
import { termKey } from '../../domain/search/query-log'
import type { ErrorBody } from '../../http/errors'
import { startTestServer, type TestServer } from '../../test-support/server'

const EVENTS = '/api/intelligent-search/events'
const DAY_MS = 24 * 60 * 60 * 1000

interface TopSearches {
  searches: Array<{ term: string; count: number }>
}

/** A beacon as a browser sends it from a page of the store: text/plain, same-origin, from a client address. */
function beacon(server: TestServer, events: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return server.client().request('POST', EVENTS, {
    body: JSON.stringify(events),
    xsrf: false,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...options.headers,
    },
  })
}

/** A term's count in the query log (top_searches shows only the first ten). */
async function countOf(server: TestServer, term: string): Promise<number> {
  server.composition.services.search?.current.log.flush()
  const row = server.composition.db.prepare('SELECT count FROM search_terms WHERE term_key = ?').get(termKey(term)) as { count: number } | undefined
  return row?.count ?? 0
}

describe('search analytics events', () => {
  let server: TestServer
  let now = Date.parse('2025-03-01T12:00:00Z')

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, now: () => now })
  })

  afterAll(async () => {
    await server.close()
  })

  it('refuses beacons other sites make a browser send (no token, not same-origin)', async () => {
    const event = { type: 'search.query', text: 'plantado', anonymous: 'a1' }
    const foreign: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://loja-falsa.example' },
    ]
    for (const headers of foreign) {
      const refused = await beacon(server, event, { headers })
      expect({ headers, status: refused.status }).toEqual({ headers, status: 403 })
      expect((refused.body as ErrorBody).error.code).toBe('FOREIGN_BEACON')
    }
    // Without any browser header: JSON with the anti-forgery token is needed.
    const noProof = await server.client().request('POST', EVENTS, { json: event, xsrf: false })
    expect(noProof.status).toBe(403)
    const plain = await server.client().request('POST', EVENTS, { body: JSON.stringify(event), xsrf: true, headers: { 'content-type': 'text/plain' } })
    expect(plain.status).toBe(403)
    expect(await countOf(server, 'plantado')).toBe(0)
  })

  it('accepts the store’s own beacons: same-origin, an Origin of this host, or JSON with the token', async () => {
    const event = { type: 'session.ping', anonymous: 'a2' }
    expect((await beacon(server, event)).status).toBe(204)
    const { host } = new URL(server.baseUrl)
    expect((await beacon(server, event, { headers: { 'sec-fetch-site': '', origin: `http://${host}` } })).status).toBe(204)
    expect((await server.client().post(EVENTS, event)).status).toBe(204)
  })

  it('counts a term once per visitor and client address a day: 20 beacons from one source add 1', async () => {
    const term = 'raquete de padel'
    for (let i = 0; i < 20; i++) {
      expect((await beacon(server, { type: 'search.query', text: term, anonymous: `anon-${i}`, session: `s-${i}` }, { address: '203.0.113.5' })).status).toBe(204)
    }
    expect(await countOf(server, term)).toBe(1)
    // The same visitor from another address does not count again that day.
    await beacon(server, { type: 'search.query', text: term, anonymous: 'anon-0' }, { address: '203.0.113.6' })
    expect(await countOf(server, term)).toBe(1)
    // Another visitor from another address does; and the first source counts again the next day.
    await beacon(server, { type: 'search.query', text: term, anonymous: 'anon-x' }, { address: '203.0.113.7' })
    now += DAY_MS
    await beacon(server, { type: 'search.query', text: term, anonymous: 'anon-0' }, { address: '203.0.113.5' })
    expect(await countOf(server, term)).toBe(3)
  })

  it('keeps top searches robust to one source: it cannot push a term into the top five', async () => {
    const term = 'termo plantado'
    for (let i = 0; i < 20; i++) await beacon(server, Array.from({ length: 50 }, (_, j) => ({ type: 'search.query', text: term, anonymous: `v${i}-${j}` })), { address: '203.0.113.9' })
    const top = await server.client().get<TopSearches>('/api/intelligent-search/top_searches')
    expect(top.body.searches.slice(0, 5).map((search) => search.term)).not.toContain(term)
  })

  it('caps the events of one client address (429), other addresses unaffected', async () => {
    const address = '203.0.113.20'
    const batch = Array.from({ length: 50 }, () => ({ type: 'session.ping', anonymous: 'pinger' }))
    const statuses: number[] = []
    for (let i = 0; i < Math.ceil(SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE / 50) + 2; i++) statuses.push((await beacon(server, batch, { address })).status)
    expect(statuses.slice(0, Math.floor(SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE / 50))).toEqual(Array(Math.floor(SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE / 50)).fill(204))
    expect(statuses.at(-1)).toBe(429)
    expect((await beacon(server, batch, { address: '203.0.113.21' })).status).toBe(204)
    now += 61_000
    expect((await beacon(server, batch, { address })).status).toBe(204)
  })

  it('caps the events of one visitor a day, whatever its addresses', async () => {
    const batch = Array.from({ length: 50 }, () => ({ type: 'session.ping' }))
    const visitorCookie = { cookie: 'vtex-search-anonymous=visitante-incansavel' }
    const beacons = SEARCH_EVENTS_PER_VISITOR_PER_DAY / 50
    for (let i = 0; i < beacons; i++) expect((await beacon(server, batch, { address: `198.18.1.${i}`, headers: visitorCookie })).status).toBe(204)
    expect((await beacon(server, batch, { address: '198.18.2.1', headers: visitorCookie })).status).toBe(429)
    expect((await beacon(server, batch, { address: '198.18.2.1' })).status).toBe(204)
  })
})
