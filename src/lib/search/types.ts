/**
 * Response shapes of the Intelligent Search API (intelligent-search-api.json),
 * as far as the storefront reads them.
 */
import type { SearchProduct } from '../../components/product-card/fromSearchProduct'

export type { SearchProduct }

export interface SearchTermCount {
  term: string
  count?: number
}

/** GET /autocomplete_suggestions (shell §3 Search suggestions). */
export interface AutocompleteResponse {
  searches?: SearchTermCount[]
  searchSuggestions?: { searches?: SearchTermCount[] }
  productSuggestions?: { products?: SearchProduct[]; count?: number; misspelled?: boolean; operator?: string }
  products?: SearchProduct[]
  searchTerm?: string
  misspelled?: boolean
  operator?: string
  count?: number
}

/** GET /top_searches. */
export interface TopSearchesResponse {
  searches?: SearchTermCount[]
  products?: SearchProduct[]
}

export interface FacetValueResponse {
  id?: string
  quantity: number
  name: string
  key: string
  value: string
  selected: boolean
  href?: string
  range?: { from: number; to: number }
}

export interface FacetResponse {
  type: 'TEXT' | 'PRICERANGE' | 'DELIVERY'
  name: string
  hidden: boolean
  key: string
  quantity?: number
  values: FacetValueResponse[]
}

/** GET /product_search/{facets}. */
export interface ProductSearchResponse {
  products: SearchProduct[]
  recordsFiltered: number
  correction?: { misspelled?: boolean }
  operator?: string
  facets?: FacetResponse[]
}

/** GET /_v3/api/.../product/search (the autocomplete fallback). */
export interface FallbackSearchResponse {
  products?: SearchProduct[]
  recordsFiltered?: number
}

/** GET /_v3/api/.../pages/recommendations: one entry per showcase; the first is the personalised one. */
export interface RecommendationShowcase {
  showcase?: { feature?: string; title?: string }
  products?: SearchProduct[]
  clickUrl?: string
}
export type RecommendationsResponse = RecommendationShowcase[]
