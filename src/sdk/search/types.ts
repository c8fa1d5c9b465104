import type { SearchSort } from '../../config/constants'

export type { SearchSort }

export interface Facet {
  key: string
  value: string
}

/** Search state (storefront-shell §3). */
export interface SearchState {
  sort: SearchSort
  selectedFacets: Facet[]
  /** Search term; null when the page has no term. */
  term: string | null
  /** Base path; always ends in a slash. */
  base: string
  page: number
}
