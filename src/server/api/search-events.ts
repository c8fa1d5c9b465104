import { SEARCH_TERM_MAX_LENGTH } from '../../config/constants'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { SearchEventEntry } from '../domain/search/query-log'
import type { QueryLog } from '../domain/search/query-log'
import { hasControlCharacters } from '../../catalogue/search/text'
import { isBeaconFromThisSite } from '../http/beacon-origin'
import { badRequest, forbidden, HttpError } from '../http/errors'
import type { SearchEventLimits } from '../domain/search/event-limits'

/** Cookies of the search analytics client (30-minute session, 1-year anonymous id). */
export const SEARCH_SESSION_COOKIE = 'vtex-search-session'
export const SEARCH_ANONYMOUS_COOKIE = 'vtex-search-anonymous'

/** Events accepted in one beacon. */
export const SEARCH_EVENTS_MAX_BATCH = 50

const id = z.string().max(128).optional()
const text = z
  .string()
  .max(SEARCH_TERM_MAX_LENGTH)
  .refine((v) => !hasControlCharacters(v), 'must not contain control characters')
  .optional()

const eventSchema = z.object({
  type: z.enum(['search.query', 'search.click', 'search.autocomplete.query', 'session.ping']),
  text,
  term: text,
  query: text,
  productId: id,
  position: z.number().int().min(0).max(100_000).optional(),
  session: id,
  anonymous: id,
  userId: id,
})

export type SearchAnalyticsEvent = z.infer<typeof eventSchema>

/** The search session of a request, from the analytics cookies. */
export function searchSessionOf(request: FastifyRequest): Pick<SearchEventEntry, 'sessionId' | 'anonymousId'> {
  const session = request.cookies[SEARCH_SESSION_COOKIE]
  const anonymous = request.cookies[SEARCH_ANONYMOUS_COOKIE]
  return { sessionId: session?.slice(0, 128) || null, anonymousId: anonymous?.slice(0, 128) || null }
}

/** The events of a beacon (a JSON event or array, also as text/plain): 1 to 50, each checked. */
export function parseSearchEvents(body: unknown): SearchAnalyticsEvent[] {
  let value = body
  if (typeof value === 'string') {
    // sendBeacon posts text/plain.
    try {
      value = JSON.parse(value)
    } catch {
      throw badRequest('Body must be JSON', 'INVALID_JSON')
    }
  }
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0 || list.length > SEARCH_EVENTS_MAX_BATCH) throw badRequest(`Send 1 to ${SEARCH_EVENTS_MAX_BATCH} events`, 'INVALID_BATCH')
  return list.map((item) => eventSchema.parse(item))
}

/**
 * The events of a beacon, if it may be taken: sent by this store's pages
 * (see isBeaconFromThisSite: 403 FOREIGN_BEACON otherwise), well-formed
 * (400), and within the caps of its client address and visitor (429
 * TOO_MANY_EVENTS, nothing recorded). Both backends take beacons through it.
 */
export function admitSearchEvents(request: FastifyRequest, limits: SearchEventLimits): SearchAnalyticsEvent[] {
  if (!isBeaconFromThisSite(request)) {
    throw forbidden('Search events are taken only from the pages of this store.', 'FOREIGN_BEACON')
  }
  const events = parseSearchEvents(request.body)
  const cookies = searchSessionOf(request)
  const first = events[0]
  const visitor = cookies.anonymousId ?? first.userId ?? first.anonymous ?? first.session ?? cookies.sessionId
  if (!limits.admit(request.ip, visitor ?? null, events.length)) {
    throw new HttpError(429, 'TOO_MANY_EVENTS', 'Too many search events from this visitor; try again later.')
  }
  return events
}

/** POST /intelligent-search/events: search analytics beacons (sendBeacon: no XSRF header) into the query log. */
export async function searchEventRoutes(app: FastifyInstance, { log, limits }: { log: QueryLog; limits: SearchEventLimits }): Promise<void> {
  app.post('/intelligent-search/events', async (request, reply) => {
    const events = admitSearchEvents(request, limits)
    const cookies = searchSessionOf(request)
    for (const event of events) {
      log.record({
        type: event.type,
        term: event.text ?? event.term ?? event.query ?? null,
        productId: event.productId ?? null,
        position: event.position ?? null,
        sessionId: event.session ?? cookies.sessionId,
        anonymousId: event.anonymous ?? cookies.anonymousId,
        userId: event.userId ?? null,
        clientAddress: request.ip,
        source: 'event',
      })
    }
    return reply.status(204).send()
  })
}
