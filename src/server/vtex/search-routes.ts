import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { admitSearchEvents, searchSessionOf } from '../api/search-events'
import type { SearchEventLimits } from '../domain/search/event-limits'
import { badRequest, errorBody } from '../http/errors'
import { storeConfig } from '../../config/store'
import { UpstreamError, type RawUpstreamResponse, type UpstreamRequest, type VtexForwarder } from './forwarder'
import { upstreamUnavailable, type VtexRoutesOptions } from './routes'
import { vtexSearchCall } from './search-dialect'

/**
 * The platform's Intelligent Search on the account host (the `servers` of
 * contracts/vtex-openapi/intelligent-search-api.json):
 * https://{account}.{environment}.com.br/api/io/_v/api/intelligent-search/{endpoint}
 */
export const VTEX_SEARCH_BASE_PATH = '/api/io/_v/api/intelligent-search'
/** The store's /_v3 search paths (fallback search, recommendations) on the account's IO gateway. */
export const VTEX_SEARCH_V3_BASE_PATH = '/api/io/_v3/api/intelligent-search'
/** Search analytics on the events host: POST /event-api/v1/{account}/event, one event a call. */
export const vtexSearchEventsPath = (account: string) => `/event-api/v1/${encodeURIComponent(account)}/event`
/** Who sends the analytics events (the platform records it with each event). */
export const SEARCH_EVENTS_AGENT = 'arena-esportes-bff'

/** Characters a path segment may carry as they are (RFC 3986 pchar beyond encodeURIComponent's set). */
const PCHAR_KEPT = /%(24|26|2B|2C|3B|3D|3A|40)/g

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape))
}

/**
 * The path after a search route's prefix (the facets path of product_search,
 * for one), checked and encoded again segment by segment: no '.' or '..'
 * segments, no backslashes or control characters, so a call can only reach
 * the platform's search paths.
 */
export function searchSubpath(rest: string): string {
  const segments = rest.split('/')
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || /[\\\u0000-\u001f\u007f]/.test(segment)) {
      throw badRequest('Invalid search path', 'INVALID_SEARCH_PATH')
    }
  }
  if (segments[0] === '') throw badRequest('Missing search endpoint', 'INVALID_SEARCH_PATH')
  return segments.map(encodeSegment).join('/')
}

/** The query string of a request as it came (no '?'), or undefined. */
function rawQueryOf(request: FastifyRequest): string | undefined {
  const url = request.raw.url ?? request.url
  const at = url.indexOf('?')
  return at >= 0 && at < url.length - 1 ? url.slice(at + 1) : undefined
}

/** Sends the platform's answer on: status, body and content type (and its cookies and caching). */
function relayRaw(reply: FastifyReply, answer: RawUpstreamResponse, body: Buffer | string = answer.body) {
  for (const line of answer.setCookies) reply.header('set-cookie', line)
  if (answer.cacheControl) reply.header('cache-control', answer.cacheControl)
  if (answer.contentType) reply.type(answer.contentType)
  return reply.status(answer.status).send(body)
}

/** Runs a search call; 5xx and no answer are a 502. */
async function orUnavailable(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof UpstreamError) {
      request.log.error({ err: error }, 'vtex search upstream failure')
      return upstreamUnavailable(reply)
    }
    throw error
  }
}

/** Passes the platform's answer on as it came. */
function pass(forwarder: VtexForwarder, request: FastifyRequest, reply: FastifyReply, upstream: Omit<UpstreamRequest, 'cookie'>) {
  return orUnavailable(request, reply, async () => relayRaw(reply, await forwarder.sendRaw({ ...upstream, cookie: request.headers.cookie })))
}

const isJson = (answer: RawUpstreamResponse) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(answer.contentType ?? '')

/** The `facets` of a /facets answer, or none when it failed or is not JSON (the results still show). */
function facetsOf(request: FastifyRequest, answer: RawUpstreamResponse | null): unknown[] {
  if (!answer || answer.status >= 300 || !isJson(answer)) {
    if (answer) request.log.warn({ status: answer.status }, 'vtex facets answered no facets')
    return []
  }
  try {
    const facets = (JSON.parse(answer.body.toString('utf8')) as { facets?: unknown } | null)?.facets
    return Array.isArray(facets) ? facets : []
  } catch {
    return []
  }
}

/**
 * Every search call of the store, answered by the platform (register instead
 * of the embedded search routes): /intelligent-search/* (product_search and
 * facets with their facets path, autocomplete_suggestions, top_searches, …)
 * and the platform paths /_v/api/intelligent-search/* go to the account's
 * Intelligent Search in the document's dialect (search-dialect.ts: sorts,
 * the trade policy, locale, documented parameters only); product_search
 * comes back with the facets of the same search (the platform's /facets,
 * asked at the same time). /_v3/api/intelligent-search/* goes to the IO
 * gateway as it came. The analytics beacons go to the search events API.
 */
export async function vtexSearchRoutes(app: FastifyInstance, { forwarder, eventLimits }: VtexRoutesOptions & { eventLimits: SearchEventLimits }): Promise<void> {
  const { salesChannel, locale } = storeConfig
  /** The store's search API (and the platform's own path) in the document's dialect. */
  const intelligentSearch = (request: FastifyRequest, reply: FastifyReply) => {
    const [endpoint, ...segments] = searchSubpath((request.params as { '*'?: string })['*'] ?? '').split('/')
    const rawQuery = rawQueryOf(request)
    const call = vtexSearchCall(endpoint, segments, rawQuery, salesChannel, locale)
    const upstream = { method: 'GET' as const, path: `${VTEX_SEARCH_BASE_PATH}/${call.path}`, rawQuery: call.query }
    if (endpoint !== 'product_search') return pass(forwarder, request, reply, upstream)
    // The platform answers products and facets apart; the store's listing reads them in one answer.
    const facets = vtexSearchCall('facets', segments, rawQuery, salesChannel, locale)
    return orUnavailable(request, reply, async () => {
      const cookie = request.headers.cookie
      const [products, facetsAnswer] = await Promise.all([
        forwarder.sendRaw({ ...upstream, cookie }),
        forwarder.sendRaw({ method: 'GET', path: `${VTEX_SEARCH_BASE_PATH}/${facets.path}`, rawQuery: facets.query, cookie }).catch((error: unknown) => {
          if (!(error instanceof UpstreamError)) throw error
          request.log.warn({ err: error }, 'vtex facets upstream failure')
          return null
        }),
      ])
      if (products.status >= 300 || !isJson(products)) return relayRaw(reply, products)
      let body: unknown
      try {
        body = JSON.parse(products.body.toString('utf8'))
      } catch {
        return relayRaw(reply, products)
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return relayRaw(reply, products)
      return relayRaw(reply, products, JSON.stringify({ ...body, facets: facetsOf(request, facetsAnswer) }))
    })
  }
  app.get('/intelligent-search/*', intelligentSearch)
  app.get('/_v/api/intelligent-search/*', intelligentSearch)
  app.get('/_v3/api/intelligent-search/*', (request, reply) =>
    pass(forwarder, request, reply, {
      method: 'GET',
      path: `${VTEX_SEARCH_V3_BASE_PATH}/${searchSubpath((request.params as { '*'?: string })['*'] ?? '')}`,
      rawQuery: rawQueryOf(request),
    }),
  )

  /** Beacons (1 to 50 events, as the embedded route takes them) → one platform event each; 204 when all were taken. */
  app.post('/intelligent-search/events', async (request, reply) => {
    const events = admitSearchEvents(request, eventLimits)
    const cookies = searchSessionOf(request)
    const path = vtexSearchEventsPath(forwarder.config.account)
    try {
      const answers = await Promise.all(
        events.map((event) => {
          const body = Object.fromEntries(
            Object.entries({
              type: event.type,
              text: event.text ?? event.term ?? event.query,
              productId: event.productId,
              position: event.position,
              session: event.session ?? cookies.sessionId,
              anonymous: event.anonymous ?? cookies.anonymousId,
              userId: event.userId,
              agent: SEARCH_EVENTS_AGENT,
            }).filter(([, value]) => value !== undefined && value !== null),
          )
          return forwarder.send({ method: 'POST', host: 'searchEvents', path, body })
        }),
      )
      const refused = answers.find((answer) => answer.status >= 400)
      if (refused) return reply.status(refused.status).send(errorBody(`VTEX_${refused.status}`, 'A plataforma recusou o evento de busca.'))
      return reply.status(204).send()
    } catch (error) {
      if (error instanceof UpstreamError) {
        request.log.error({ err: error }, 'vtex search events upstream failure')
        return upstreamUnavailable(reply)
      }
      throw error
    }
  })
}
