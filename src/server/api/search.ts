import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PRODUCT_SEARCH_FALLBACK_PAGE_SIZE } from '../../config/constants'
import { PRODUCT_SEARCH_DEFAULT_COUNT, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_MAX_PAGE } from '../domain/search/limits'
import type { CurrentSearch } from '../domain/search/live-search'
import type { ProductSearchParams } from '../domain/search/service'
import { idQueryOf } from '../../catalogue/search/id-query'
import { EncodedAnswers } from '../http/encoded-answers'
import { badRequest } from '../http/errors'
import { negotiateEncoding, type Encoding } from '../http/static-files'
import { searchEventRoutes, searchSessionOf } from './search-events'
import type { SearchEventLimits } from '../domain/search/event-limits'
import { isServerRender } from '../http/search-page'
import { recommendationRoutes } from './search-recommendations'
import { intelligentSearchV1Routes } from './search-v1'
import { booleanParam, parseFacetsOrFail, parseSalesChannel, parseSortOrFail, parseTerm, sendJson, splitTradePolicy } from './search-params'

/**
 * The Intelligent Search API of the embedded engine (VTEX shapes), under
 * /api/intelligent-search and under the documents' own server path
 * /api/io/_v/api/intelligent-search (INTELLIGENT_SEARCH_BASES), plus the
 * platform's /_v and /_v3 paths the storefront calls and the `v1` dialect of
 * VTEX's storefront client (search-v1.ts). Facet path keys: category-1..3,
 * brand, cor, tamanho, genero, esporte, seller, price (from:to in reais), and
 * the platform's `trade-policy/{sales channel}`.
 */

/** Where the documented calls are answered (under /api): the store's path, then the path of the published document's servers. */
export const INTELLIGENT_SEARCH_BASES = ['/intelligent-search', '/io/_v/api/intelligent-search'] as const


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

/** search_suggestions and correction_search: `query` (or `term`), `locale` ignored (one language). */
const termQuery = z.object({ query: z.string().optional(), term: z.string().optional(), locale: z.string().optional() })

const fallbackQuery = z.object({
  term: z.string().optional(),
  page: intParam(1, PRODUCT_SEARCH_MAX_PAGE, 1),
  resultsPerPage: intParam(1, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_FALLBACK_PAGE_SIZE),
  sc: z.string().optional(),
  sort: z.string().optional(),
  engine: z.string().optional(),
})


const asBuffer = (json: Buffer | string): Buffer => (typeof json === 'string' ? Buffer.from(json) : json)

/** A JSON body already encoded for the client (the compression plugin leaves an encoded answer alone). */
function sendEncodedJson(reply: FastifyReply, { body, encoding }: { body: Buffer; encoding: Encoding }) {
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.header('vary', 'Accept-Encoding')
  return sendJson(reply, body)
}

/** Answers one page of products for parsed parameters (with or without facets), as the documented product_search does. */
export type AnswerProductSearch = (request: FastifyRequest, reply: FastifyReply, params: ProductSearchParams, withFacets: boolean) => FastifyReply

export interface SearchRoutesOptions {
  /** The embedded search engine as it is now (built, warmed, kept in step with stock and replaced when the catalogue changes, by the composition root). */
  search: CurrentSearch
  /** Caps on the analytics events one source sends. */
  eventLimits: SearchEventLimits
}

export async function searchRoutes(app: FastifyInstance, { search, eventLimits }: SearchRoutesOptions): Promise<void> {
  // product_search answers, made and compressed once per request and index generation (keys from the service).
  const answers = new EncodedAnswers(undefined, undefined, 'search_answers')

  const autocomplete = async (request: FastifyRequest, reply: FastifyReply) => {
    const service = search.current
    const q = autocompleteQuery.parse(request.query)
    const raw = q.term ?? q.query
    if (raw === undefined) throw badRequest('Missing query parameter term', 'MISSING_TERM')
    return sendJson(reply, service.autocomplete(parseTerm(raw)))
  }

  const topSearches = async (_request: FastifyRequest, reply: FastifyReply) => sendJson(reply, search.current.topSearches())

  /** One page of products (and their facets) for a request whose parameters are parsed; logs a shopper's first page. */
  const answerProductSearch = (request: FastifyRequest, reply: FastifyReply, params: ProductSearchParams, withFacets: boolean) => {
    // One index for the whole answer (the catalogue may be replaced between requests).
    const service = search.current
    const answer = answers.answer(service.productSearchKey(params, withFacets), negotiateEncoding(request.headers['accept-encoding']), () =>
      asBuffer(service.productSearch(params, withFacets).json),
    )
    // The server's own render of /pesquisa asks in-process: the shopper's page counts the search (its beacon), not the server.
    // A lookup by ids (product:{id};{id}, sku:{id}) is not a shopper's search: it stays out of the top searches.
    if (params.query && params.page === 1 && !isServerRender(request) && idQueryOf(params.query) === null) {
      service.log.record({ type: 'search.query', term: params.query, source: 'api', clientAddress: request.ip, ...searchSessionOf(request) })
    }
    return sendEncodedJson(reply, answer)
  }

  const productSearch = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = productSearchQuery.parse(request.query)
    const { path, salesChannel } = splitTradePolicy((request.params as { '*'?: string })['*'], q.sc)
    return answerProductSearch(
      request,
      reply,
      {
        query: parseTerm(q.query ?? q.q, 'query'),
        selected: parseFacetsOrFail(path),
        sort: parseSortOrFail(q.sort),
        page: q.page,
        count: q.count,
        hideUnavailableItems: q.hideUnavailableItems,
        salesChannel,
      },
      true,
    )
  }

  const facets = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = facetsQuery.parse(request.query)
    const { path, salesChannel } = splitTradePolicy((request.params as { '*'?: string })['*'], q.sc)
    const result = search.current.facets({
      query: parseTerm(q.query ?? q.q, 'query'),
      selected: parseFacetsOrFail(path),
      hideUnavailableItems: q.hideUnavailableItems,
      salesChannel,
    })
    return sendJson(reply, result.json)
  }

  const searchSuggestions = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = termQuery.parse(request.query)
    return sendJson(reply, search.current.searchSuggestions(parseTerm(q.query ?? q.term, 'query')))
  }

  const correction = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = termQuery.parse(request.query)
    return sendJson(reply, search.current.correction(parseTerm(q.query ?? q.term, 'query')))
  }

  for (const base of INTELLIGENT_SEARCH_BASES) {
    app.get(`${base}/autocomplete_suggestions`, autocomplete)
    app.get(`${base}/top_searches`, topSearches)
    app.get(`${base}/product_search`, productSearch)
    app.get(`${base}/product_search/*`, productSearch)
    app.get(`${base}/facets`, facets)
    app.get(`${base}/facets/*`, facets)
    app.get(`${base}/search_suggestions`, searchSuggestions)
    app.get(`${base}/correction_search`, correction)
  }
  app.get('/_v/api/intelligent-search/top_searches', topSearches)

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

  await app.register(intelligentSearchV1Routes, { search, answerProductSearch })
  await app.register(recommendationRoutes, { search })
  await app.register(searchEventRoutes, { log: search.current.log, limits: eventLimits })
}
