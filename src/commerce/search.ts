/**
 * The one typed client of the search API (Intelligent Search shapes of
 * src/contracts/search.ts): autocomplete, top searches, the listings' product
 * search, products by id (the favourites, a product page's live prices), the
 * autocomplete's fallback and the recommendation showcases.
 */
import { productIdQuery, ID_QUERY_MAX_IDS } from '../catalogue/search/id-query'
import { DEFAULT_SEARCH_SORT, PRODUCT_SEARCH_FALLBACK_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_RECOMMENDATIONS_MAX, HIDE_UNAVAILABLE_ITEMS } from '../config/constants'
import type { SearchSort } from '../config/constants'
import { storeConfig } from '../config/store'
import { facetPathOf } from '../lib/search/facets'
import type { Facet } from '../sdk/search/types'
import { http as defaultHttp, type HttpClient, type Query } from './http'
import type {
  AutocompleteResponse,
  FallbackSearchResponse,
  ProductSearchResponse,
  RecommendationsResponse,
  SearchProduct,
  SearchTermCount,
  TopSearchesResponse,
} from '../contracts/search'
import { readFacets, readSearchProducts } from '../contracts/search-read'

/** Where the embedded search API answers: Intelligent Search's calls, under /api. */
export const SEARCH_API = {
  autocomplete: '/api/intelligent-search/autocomplete_suggestions',
  topSearches: '/api/intelligent-search/top_searches',
  productSearch: '/api/intelligent-search/product_search',
  facets: '/api/intelligent-search/facets',
  fallback: '/api/_v3/api/intelligent-search/product/search',
  recommendations: '/api/_v3/api/intelligent-search/pages/recommendations',
} as const

/** What the search modal reads from an autocomplete answer: suggested terms and products, the term, misspelled, operator, count. */
export interface Suggestions {
  terms: SearchTermCount[]
  products: SearchProduct[]
  searchTerm: string
  misspelled: boolean
  operator: string | null
  count: number
}

/** The first of some values that has the type wanted (answers may carry anything where the document says nothing). */
const firstOf = <T>(is: (value: unknown) => value is T, ...values: unknown[]): T | undefined => values.find(is) as T | undefined
const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** The suggested terms of an answer's list (entries with a non-blank term). */
function termsOf(value: unknown): SearchTermCount[] {
  return (Array.isArray(value) ? (value as unknown[]) : []).filter(
    (entry): entry is SearchTermCount => typeof (entry as SearchTermCount | null)?.term === 'string' && (entry as SearchTermCount).term.trim() !== '',
  )
}

/**
 * VTEX's document gives autocomplete only `searches`; the spec's storefront also reads
 * `searchSuggestions`, `productSuggestions` and the flags beside them, when present.
 */
export function mapAutocomplete(term: string, body: AutocompleteResponse | null): Suggestions {
  const terms = body?.searchSuggestions?.searches ?? body?.searches
  const products = readSearchProducts(body?.productSuggestions?.products ?? body?.products)
  return {
    terms: termsOf(terms),
    products,
    searchTerm: firstOf(isString, body?.searchTerm) ?? term,
    misspelled: firstOf(isBoolean, body?.misspelled, body?.productSuggestions?.misspelled) ?? false,
    operator: firstOf(isString, body?.operator, body?.productSuggestions?.operator) ?? null,
    count: firstOf(isCount, body?.count, body?.productSuggestions?.count) ?? products.length,
  }
}

export interface ProductSearchQuery {
  term: string | null
  facets: readonly Facet[]
  sort: SearchSort
  /** 0-based page of the toolkit; the API counts from 1. */
  page: number
  count?: number
  salesChannel?: string | null
  /** Leave out unavailable products (default: the store's setting, true). */
  hideUnavailableItems?: boolean
}

export interface ProductSearchPage {
  products: SearchProduct[]
  total: number
  facets: ProductSearchResponse['facets']
}

export interface RecommendationsQuery {
  dyuser: string
  dysession: string
  location: string
  source: 'mobile' | 'desktop'
  device: string
}

/** The product page's showcases: the same call for one product and SKU. */
export interface ProductRecommendationsQuery extends RecommendationsQuery {
  productId: string
  skuId: string | null
}

export interface Recommendations {
  title: string | null
  products: SearchProduct[]
}

export function createSearchClient(http: HttpClient = defaultHttp) {
  const client = {
    async autocomplete(term: string, signal?: AbortSignal): Promise<Suggestions> {
      const body = await http.get<AutocompleteResponse>(SEARCH_API.autocomplete, { query: { term }, signal })
      return mapAutocomplete(term, body)
    },

    async topSearches(signal?: AbortSignal): Promise<{ terms: SearchTermCount[]; products: SearchProduct[] }> {
      const body = await http.get<TopSearchesResponse>(SEARCH_API.topSearches, { signal })
      return { terms: termsOf(body?.searches), products: readSearchProducts(body?.products) }
    },

    /** The product search of a listing page (products, total and facets). */
    async productSearch(query: ProductSearchQuery, signal?: AbortSignal): Promise<ProductSearchPage> {
      const path = facetPathOf(query.facets)
      const endpoint = `${SEARCH_API.productSearch}${path ? `/${path}` : ''}`
      const params: Query = {
        query: query.term ?? undefined,
        sort: query.sort,
        page: query.page + 1,
        count: query.count ?? SEARCH_PAGE_SIZE,
        hideUnavailableItems: query.hideUnavailableItems ?? HIDE_UNAVAILABLE_ITEMS,
        sc: query.salesChannel ?? storeConfig.salesChannel,
      }
      const body = await http.get<ProductSearchResponse>(endpoint, { query: params, signal })
      const total = body?.recordsFiltered
      return { products: readSearchProducts(body?.products), total: isCount(total) ? total : 0, facets: readFacets(body?.facets) }
    },

    /** Products for a term when autocomplete returned none: page 1, 5 results, sorted by relevance. */
    async fallbackProducts(term: string, salesChannel: string | null = null, signal?: AbortSignal): Promise<SearchProduct[]> {
      const body = await http.get<FallbackSearchResponse>(SEARCH_API.fallback, {
        query: {
          term,
          page: 1,
          resultsPerPage: PRODUCT_SEARCH_FALLBACK_PAGE_SIZE,
          sc: salesChannel ?? storeConfig.salesChannel,
          sort: 'relevance',
        },
        signal,
      })
      return readSearchProducts(body?.products)
    },

    /** Products by id (query=product:{id};{id}), the unavailable ones too, in no particular order. */
    async productsByIds(productIds: readonly string[], signal?: AbortSignal): Promise<SearchProduct[]> {
      if (productIds.length === 0) return []
      const page = await client.productSearch(
        { term: productIdQuery(productIds), facets: [], sort: DEFAULT_SEARCH_SORT, page: 0, count: Math.min(productIds.length, ID_QUERY_MAX_IDS), hideUnavailableItems: false },
        signal,
      )
      return page.products
    },

    /** Every showcase of a product page (the recommendations call with name=product). */
    async productRecommendations(query: ProductRecommendationsQuery, signal?: AbortSignal): Promise<RecommendationsResponse> {
      const body = await http.get<RecommendationsResponse>(SEARCH_API.recommendations, {
        query: {
          dyuser: query.dyuser,
          dysession: query.dysession,
          name: 'product',
          location: query.location,
          source: query.source,
          engine: 'dy',
          device: query.device,
          productId: query.productId,
          skuId: query.skuId ?? '',
        },
        signal,
      })
      return Array.isArray(body) ? body.map((showcase) => ({ ...showcase, products: readSearchProducts(showcase?.products) })) : []
    },

    /** Personalised recommendations: at most 6 products of the first showcase. */
    async recommendations(query: RecommendationsQuery, signal?: AbortSignal): Promise<Recommendations> {
      const body = await http.get<RecommendationsResponse>(SEARCH_API.recommendations, {
        query: {
          dyuser: query.dyuser,
          dysession: query.dysession,
          pageName: 'search',
          location: query.location,
          source: query.source,
          engine: 'dy',
          device: query.device,
          name: 'autocomplete',
        },
        signal,
      })
      const first = Array.isArray(body) ? body[0] : undefined
      return { title: firstOf(isString, first?.showcase?.title) ?? null, products: readSearchProducts(first?.products).slice(0, SEARCH_RECOMMENDATIONS_MAX) }
    },
  }
  return client
}

export type SearchClient = ReturnType<typeof createSearchClient>

export const searchClient: SearchClient = createSearchClient()
