import { createContext } from 'react'

import type { SearchState } from '../../sdk/search/types'
import { queryKey } from './address'
import type { ListingResultPage } from '../../lib/listing/types'

/**
 * Result pages a listing starts with, already answered: the build's first
 * page of a static listing, or the pages the server rendered into the
 * results page's HTML. The listing shows them at once (the first render
 * matches the HTML) instead of asking the search API again.
 */
export interface ListingSeed {
  /** The query the pages answer ({@link queryKey}: term, facets, sort). */
  query: string
  pages: Array<{ page: number; result: ListingResultPage }>
}

export const ListingSeedContext = createContext<ListingSeed | null>(null)

/** A seed of one page for a state. */
export function listingSeed(state: Pick<SearchState, 'term' | 'selectedFacets' | 'sort'>, page: number, result: ListingResultPage): ListingSeed {
  return { query: queryKey(state), pages: [{ page, result }] }
}

/** The seeded result of a query's page, if any. */
export function seededPage(seed: ListingSeed | null, query: string, page: number): ListingResultPage | undefined {
  if (!seed || seed.query !== query) return undefined
  return seed.pages.find((entry) => entry.page === page)?.result
}
