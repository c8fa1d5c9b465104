import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PRODUCT_IDENTIFIER_FIELDS } from '../../catalogue/search/id-query'
import type { CurrentSearch } from '../domain/search/live-search'
import { PRODUCT_SEARCH_DEFAULT_COUNT, PRODUCT_SEARCH_MAX_COUNT, PRODUCT_SEARCH_MAX_PAGE } from '../domain/search/limits'
import { badRequest, notFound } from '../http/errors'
import type { AnswerProductSearch } from './search'
import { booleanParam, parseFacetsOrFail, parseSortOrFail, parseTerm, sendJson, splitTradePolicy } from './search-params'

/**
 * Intelligent Search as VTEX's storefront client (`@faststore/api` 4) calls
 * it: `/api/intelligent-search/v1/…`, a dialect the published document does
 * not describe. Same engine and answers as the documented calls; results are
 * asked for by position (`from`, `to`, both inclusive, from 0) rather than by
 * page, and one product by identifier (`products?field=sku&value=…`).
 */

const V1 = '/intelligent-search/v1'

const position = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number)
  .optional()

const searchQuery = z.object({
  from: position,
  to: position,
  query: z.string().optional(),
  sort: z.string().optional(),
  sc: z.string().optional(),
  hideUnavailableItems: booleanParam,
})

const productsQuery = z.object({
  field: z.enum(PRODUCT_IDENTIFIER_FIELDS),
  value: z.string().min(1).max(200),
  hideUnavailableItems: booleanParam,
})

const termQuery = z.object({ query: z.string().optional(), locale: z.string().optional() })

/** The page of a `from`–`to` range: the range must be one whole page (FastStore asks `from = page × count`). */
export function pageOfRange(from = 0, to = from + PRODUCT_SEARCH_DEFAULT_COUNT - 1): { page: number; count: number } {
  if (to < from) throw badRequest('to must not be less than from', 'INVALID_RANGE')
  const count = to - from + 1
  if (count > PRODUCT_SEARCH_MAX_COUNT) throw badRequest(`At most ${PRODUCT_SEARCH_MAX_COUNT} products per request (to - from + 1)`, 'INVALID_RANGE')
  if (from % count !== 0) throw badRequest('from must be a multiple of the range size (to - from + 1)', 'INVALID_RANGE')
  const page = from / count + 1
  if (page > PRODUCT_SEARCH_MAX_PAGE) throw badRequest(`Pages beyond ${PRODUCT_SEARCH_MAX_PAGE} are not served`, 'INVALID_RANGE')
  return { page, count }
}

const facetPathOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*']

export interface SearchV1RoutesOptions {
  search: CurrentSearch
  answerProductSearch: AnswerProductSearch
}

export async function intelligentSearchV1Routes(app: FastifyInstance, { search, answerProductSearch }: SearchV1RoutesOptions): Promise<void> {
  const productSearch = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = searchQuery.parse(request.query)
    const { path, salesChannel } = splitTradePolicy(facetPathOf(request), q.sc)
    const { page, count } = pageOfRange(q.from, q.to)
    const params = {
      query: parseTerm(q.query, 'query'),
      selected: parseFacetsOrFail(path),
      sort: parseSortOrFail(q.sort),
      page,
      count,
      hideUnavailableItems: q.hideUnavailableItems,
      salesChannel,
    }
    return answerProductSearch(request, reply, params, false)
  }

  const filtersOf = (request: FastifyRequest) => {
    const q = searchQuery.parse(request.query)
    const { path, salesChannel } = splitTradePolicy(facetPathOf(request), q.sc)
    return { query: parseTerm(q.query, 'query'), selected: parseFacetsOrFail(path), hideUnavailableItems: q.hideUnavailableItems, salesChannel }
  }

  const facets = async (request: FastifyRequest, reply: FastifyReply) => sendJson(reply, search.current.facets(filtersOf(request)).json)

  const catalogCount = async (request: FastifyRequest) => ({ total: search.current.catalogCount(filtersOf(request)) })

  app.get(`${V1}/product-search`, productSearch)
  app.get(`${V1}/product-search/*`, productSearch)
  app.get(`${V1}/facets`, facets)
  app.get(`${V1}/facets/*`, facets)
  app.get(`${V1}/catalog-count`, catalogCount)
  app.get(`${V1}/catalog-count/*`, catalogCount)

  app.get(`${V1}/products`, async (request, reply) => {
    const q = productsQuery.parse(request.query)
    const product = search.current.productByIdentifier(q.field, q.value, q.hideUnavailableItems)
    if (!product) throw notFound(`No product with ${q.field} ${q.value}`, 'PRODUCT_NOT_FOUND')
    return sendJson(reply, product)
  })

  app.get(`${V1}/search-suggestions`, async (request, reply) => {
    const q = termQuery.parse(request.query)
    return sendJson(reply, search.current.searchSuggestions(parseTerm(q.query, 'query')))
  })

  app.get(`${V1}/top-searches`, async (_request, reply) => sendJson(reply, search.current.topSearches()))
}
