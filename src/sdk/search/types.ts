import type { SearchSort } from '../../config/constants'

export type { SearchSort }

export interface Facet {
  key: string
  value: string
}

/** Search state: sort, selected facets, term, base path and page. */
export interface SearchState {
  sort: SearchSort
  selectedFacets: Facet[]
  /** Search term; null when the page has no term. */
  term: string | null
  /** Base path; always ends in a slash. */
  base: string
  page: number
}
