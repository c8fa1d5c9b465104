import { SEARCH_TERM_MAX_LENGTH } from '../../config/constants'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PRODUCT_SEARCH_FALLBACK_PAGE_SIZE, SEARCH_SORTS } from '../../config/constants'
import { SALES_CHANNEL, storeConfig } from '../../config/store'
import { FacetPathError, parseFacetPath } from '../../catalogue/search/facet-keys'
import { PRODUCT_SEARCH_DEFAULT_COUNT, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_MAX_PAGE } from '../domain/search/limits'
import type { CurrentSearch } from '../domain/search/live-search'
import { UnknownSortError, parseSort } from '../../catalogue/search/sorts'
import { cleanTerm, hasControlCharacters } from '../../catalogue/search/text'
import { productIdsOfQuery } from '../../catalogue/search/id-query'
import { EncodedAnswers } from '../http/encoded-answers'
import { badRequest } from '../http/errors'
import { negotiateEncoding, type Encoding } from '../http/static-files'
import { searchEventRoutes, searchSessionOf } from './search-events'
import type { SearchEventLimits } from '../domain/search/event-limits'
import { isServerRender } from '../http/search-page'
import { recommendationRoutes } from './search-recommendations'

/**
 * The Intelligent Search API of the embedded engine (VTEX shapes), under
 * /api/intelligent-search, plus the platform's /_v and /_v3 paths the
 * storefront calls. Facet path keys: category-1..3, brand, cor, tamanho,
 * genero, esporte, seller, price (from:to in reais).
 */

/** A search term from the query string: at most 200 characters, no control characters. */
export function parseTerm(value: string | undefined, name = 'term'): string {
  if (value === undefined) return ''
  if (value.length > SEARCH_TERM_MAX_LENGTH) throw badRequest(`${name} is longer than ${SEARCH_TERM_MAX_LENGTH} characters`, 'TERM_TOO_LONG')
  if (hasControlCharacters(value)) throw badRequest(`${name} contains control characters`, 'INVALID_TERM')
  return cleanTerm(value)
}

function parseSortOrFail(value: string | undefined) {
  try {
    return parseSort(value)
  } catch (error) {
    if (error instanceof UnknownSortError) throw badRequest(`${error.message}; use one of ${SEARCH_SORTS.join(', ')}`, 'UNKNOWN_SORT')
    throw error
  }
}

function parseFacetsOrFail(path: string | undefined) {
  try {
    return parseFacetPath(path)
  } catch (error) {
    if (error instanceof FacetPathError) throw badRequest(error.message, 'INVALID_FACET')
    throw error
  }
}

const SALES_CHANNELS = Object.values(SALES_CHANNEL) as string[]
function parseSalesChannel(value: string | undefined): string {
  if (value === undefined || value === '') return storeConfig.salesChannel
  if (!SALES_CHANNELS.includes(value)) throw badRequest(`Unknown sales channel ${value}; use one of ${SALES_CHANNELS.join(', ')}`, 'UNKNOWN_SALES_CHANNEL')
  return value
}

const intParam = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback
      const n = Number(v)
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be an integer from ${min} to ${max}` })
        return z.NEVER
      }
      return n
    })

const booleanParam = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true')

const productSearchQuery = z.object({
  query: z.string().optional(),
  q: z.string().optional(),
  sort: z.string().optional(),
  page: intParam(1, PRODUCT_SEARCH_MAX_PAGE, 1),
  count: intParam(1, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_DEFAULT_COUNT),
  hideUnavailableItems: booleanParam,
  sc: z.string().optional(),
  locale: z.string().optional(),
})

const facetsQuery = z.object({
  query: z.string().optional(),
  q: z.string().optional(),
  hideUnavailableItems: booleanParam,
  sc: z.string().optional(),
  locale: z.string().optional(),
})

const autocompleteQuery = z.object({ term: z.string().optional(), query: z.string().optional(), engine: z.string().optional() })

const fallbackQuery = z.object({
  term: z.string().optional(),
  page: intParam(1, PRODUCT_SEARCH_MAX_PAGE, 1),
  resultsPerPage: intParam(1, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_FALLBACK_PAGE_SIZE),
  sc: z.string().optional(),
  sort: z.string().optional(),
  engine: z.string().optional(),
})

const sendJson = (reply: FastifyReply, json: Buffer | string) => reply.type('application/json; charset=utf-8').send(json)

const asBuffer = (json: Buffer | string): Buffer => (typeof json === 'string' ? Buffer.from(json) : json)

/** A JSON body already encoded for the client (the compression plugin leaves an encoded answer alone). */
function sendEncodedJson(reply: FastifyReply, { body, encoding }: { body: Buffer; encoding: Encoding }) {
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.header('vary', 'Accept-Encoding')
  return sendJson(reply, body)
}

export interface SearchRoutesOptions {
  /** The embedded search engine as it is now (built, warmed, kept in step with stock and replaced when the catalogue changes, by the composition root). */
  search: CurrentSearch
  /** Caps on the analytics events one source sends. */
  eventLimits: SearchEventLimits
}

export async function searchRoutes(app: FastifyInstance, { search, eventLimits }: SearchRoutesOptions): Promise<void> {
  // product_search answers, made and compressed once per request and index generation (keys from the service).
  const answers = new EncodedAnswers()

  app.get('/intelligent-search/autocomplete_suggestions', async (request, reply) => {
    const service = search.current
    const q = autocompleteQuery.parse(request.query)
    const raw = q.term ?? q.query
    if (raw === undefined) throw badRequest('Missing query parameter term', 'MISSING_TERM')
    return sendJson(reply, service.autocomplete(parseTerm(raw)))
  })

  const topSearches = async (_request: FastifyRequest, reply: FastifyReply) => sendJson(reply, search.current.topSearches())
  app.get('/intelligent-search/top_searches', topSearches)
  app.get('/_v/api/intelligent-search/top_searches', topSearches)

  const productSearch = async (request: FastifyRequest, reply: FastifyReply) => {
    // One index for the whole answer (the catalogue may be replaced between requests).
    const service = search.current
    const q = productSearchQuery.parse(request.query)
    const query = parseTerm(q.query ?? q.q, 'query')
    const params = {
      query,
      selected: parseFacetsOrFail((request.params as { '*'?: string })['*']),
      sort: parseSortOrFail(q.sort),
      page: q.page,
      count: q.count,
      hideUnavailableItems: q.hideUnavailableItems,
      salesChannel: parseSalesChannel(q.sc),
    }
    const answer = answers.answer(service.productSearchKey(params, true), negotiateEncoding(request.headers['accept-encoding']), () =>
      asBuffer(service.productSearch(params, true).json),
    )
    // The server's own render of /pesquisa asks in-process: the shopper's page counts the search (its beacon), not the server.
    // A lookup by ids (product:{id};{id}) is not a shopper's search: it stays out of the top searches.
    if (query && q.page === 1 && !isServerRender(request) && productIdsOfQuery(query) === null) {
      service.log.record({ type: 'search.query', term: query, source: 'api', clientAddress: request.ip, ...searchSessionOf(request) })
    }
    return sendEncodedJson(reply, answer)
  }
  app.get('/intelligent-search/product_search', productSearch)
  app.get('/intelligent-search/product_search/*', productSearch)

  const facets = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = facetsQuery.parse(request.query)
    const result = search.current.facets({
      query: parseTerm(q.query ?? q.q, 'query'),
      selected: parseFacetsOrFail((request.params as { '*'?: string })['*']),
      hideUnavailableItems: q.hideUnavailableItems,
      salesChannel: parseSalesChannel(q.sc),
    })
    return sendJson(reply, result.json)
  }
  app.get('/intelligent-search/facets', facets)
  app.get('/intelligent-search/facets/*', facets)

  app.get('/_v3/api/intelligent-search/product/search', async (request, reply) => {
    const q = fallbackQuery.parse(request.query)
    if (q.term === undefined) throw badRequest('Missing query parameter term', 'MISSING_TERM')
    const result = search.current.fallbackSearch({
      term: parseTerm(q.term),
      page: q.page,
      resultsPerPage: q.resultsPerPage,
      sort: parseSortOrFail(q.sort),
      salesChannel: parseSalesChannel(q.sc),
    })
    return sendJson(reply, result.json)
  })

  await app.register(recommendationRoutes, { search })
  await app.register(searchEventRoutes, { log: search.current.log, limits: eventLimits })
}
