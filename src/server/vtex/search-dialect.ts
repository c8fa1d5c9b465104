import { DEFAULT_SEARCH_SORT, type SearchSort } from '../../config/constants'
import { parseSort, UnknownSortError } from '../../catalogue/search/sorts'
import { badRequest } from '../http/errors'

/**
 * The store's search calls in Intelligent Search's dialect (the parameters
 * of contracts/vtex-openapi/intelligent-search-api.json). The store keeps its
 * own public names (the spec's sorts, `sc`, autocomplete's `term`); the
 * adapter says them as the document does:
 * - sorts: `price_desc` → `price:desc` (and so on); the store's default,
 *   relevance (`score_desc`), is the document's empty sort: no parameter;
 * - the sales channel goes in the facets path as its required first facet,
 *   `trade-policy/{channel}` (3 consumer, 1 business), never as a query;
 * - product_search, facets and banners get `locale` (the store's, pt-BR);
 * - the autocomplete's term is the document's `query`;
 * - parameters the document does not name for an endpoint are left out.
 * Id queries (`product:1;2`, `sku:10`, `product.id:`, `sku.id:`, `sku.ean:`,
 * `sku.reference:`, `product.link:`) are the document's own and go as they are.
 */

/** Facet key of the sales channel in the facets path (required by the document). */
export const TRADE_POLICY_FACET = 'trade-policy'

/** The document's `sort` values, by the store's sort (null: relevance, no parameter). */
export const VTEX_SORTS: Readonly<Record<SearchSort, string | null>> = {
  score_desc: null,
  price_desc: 'price:desc',
  price_asc: 'price:asc',
  orders_desc: 'orders:desc',
  name_desc: 'name:desc',
  name_asc: 'name:asc',
  release_desc: 'release:desc',
  discount_desc: 'discount:desc',
}

/** The store's sort parameter (its names, VTEX's spellings or `relevance`) as the document's, or null for relevance. Unknown: 400. */
export function vtexSortOf(value: string | null): string | null {
  try {
    return VTEX_SORTS[value === null ? DEFAULT_SEARCH_SORT : parseSort(value)]
  } catch (error) {
    if (error instanceof UnknownSortError) throw badRequest(`Ordenação desconhecida: ${value}`, 'INVALID_SORT')
    throw error
  }
}

/** The query parameters each documented endpoint takes (intelligent-search-api.json). */
const DOCUMENTED_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  product_search: ['query', 'count', 'page', 'sort', 'locale', 'hideUnavailableItems', 'simulationBehavior', 'showSponsored', 'sponsoredCount', 'advertisementPlacement', 'repeatSponsoredProducts', 'fuzzy', 'operator'],
  facets: ['query', 'locale', 'hideUnavailableItems', 'removeHiddenFacets'],
  banners: ['query', 'locale'],
  autocomplete_suggestions: ['query', 'locale'],
  search_suggestions: ['query', 'locale'],
  correction_search: ['query', 'locale'],
  top_searches: ['locale'],
}

/** Endpoints whose path carries facets (and so the trade policy). */
const FACETED = new Set(['product_search', 'facets', 'banners'])

export interface VtexSearchCall {
  /** The path after the search API's base, encoded (`product_search/trade-policy/3/brand/x`). */
  path: string
  /** The query string (no '?'), or undefined when empty. */
  query: string | undefined
}

/** The segments of a facets path without the store's own trade-policy pairs (the server decides the channel). */
function withoutTradePolicy(segments: readonly string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < segments.length; i += 2) {
    if (decodeURIComponent(segments[i]).toLowerCase() === TRADE_POLICY_FACET) continue
    kept.push(...segments.slice(i, i + 2))
  }
  return kept
}

/**
 * A search call of the store (endpoint, facets path segments already checked
 * and encoded, query string as it came) in the document's dialect. Endpoints
 * the document does not describe pass as they came.
 */
export function vtexSearchCall(endpoint: string, facetSegments: readonly string[], rawQuery: string | undefined, salesChannel: string, locale: string): VtexSearchCall {
  const documented = DOCUMENTED_PARAMETERS[endpoint]
  if (!documented) return { path: [endpoint, ...facetSegments].join('/'), query: rawQuery }
  const incoming = new URLSearchParams(rawQuery ?? '')
  const outgoing = new URLSearchParams()
  const term = incoming.get('query') ?? incoming.get('q') ?? (endpoint === 'autocomplete_suggestions' ? incoming.get('term') : null)
  if (term !== null && documented.includes('query')) outgoing.set('query', term)
  for (const [name, value] of incoming) {
    if (name === 'query' || name === 'sort' || name === 'locale' || !documented.includes(name)) continue
    outgoing.append(name, value)
  }
  if (documented.includes('sort')) {
    const sort = vtexSortOf(incoming.get('sort'))
    if (sort) outgoing.set('sort', sort)
  }
  if (documented.includes('locale')) outgoing.set('locale', locale)
  const facets = FACETED.has(endpoint) ? [TRADE_POLICY_FACET, encodeURIComponent(salesChannel), ...withoutTradePolicy(facetSegments)] : []
  const query = outgoing.toString()
  return { path: [endpoint, ...facets].join('/'), query: query === '' ? undefined : query }
}
