import type { SearchSort } from '../../config/constants'
import type { Facet } from '../../sdk/search/types'
import type { ProductCardData } from '../product-card/types'

/** A facet value as the filters show it. */
export interface FacetOption {
  key: string
  value: string
  name: string
  quantity: number
  selected: boolean
}

/** A filter group (one facet key). */
export interface FacetGroup {
  key: string
  name: string
  type: 'TEXT' | 'PRICERANGE'
  values: FacetOption[]
}

/** One page of results, mapped for the cards. */
export interface ListingResultPage {
  products: ProductCardData[]
  total: number
  facets: FacetGroup[]
}

/** What kind of listing a page is. */
export type ListingKind = 'search' | 'department' | 'collection' | 'brand' | 'sale'

/**
 * A listing's fixed definition: its base path, the facets its address
 * implies (never shown as removable filters), its term and default sort.
 */
export interface ListingDefinition {
  kind: ListingKind
  /** Path of the page, e.g. /esportes/futebol (no trailing slash; `path` is reserved in Gatsby page context). */
  listingPath: string
  title: string
  description: string
  baseFacets: Facet[]
  term: string | null
  defaultSort: SearchSort
}

/**
 * Gatsby page context of a statically generated listing: its definition, the
 * ids of its first page of products (the page query's `$productIds`, which
 * reads their cards), and that page's total and filters.
 */
export interface ListingPageContext extends ListingDefinition {
  productIds: string[]
  initialPage: Omit<ListingResultPage, 'products'>
}
