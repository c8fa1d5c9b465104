import { useContext, useEffect, useMemo, useState } from 'react'

import { searchClientOnDemand as searchClient } from '../../commerce/search-on-demand'
import { useSession } from '../../sdk'
import { resultOf, resultsKind, useResultsState, useResultsStore } from '../../sdk/results'
import type { SearchState } from '../../sdk/search/types'
import type { ProductCardData } from '../../lib/product-card/types'
import { queryKey } from './address'
import { listingPageFromSearch } from './mapResults'
import { ListingSeedContext, seededPage } from './seed'
import type { FacetGroup, ListingResultPage } from '../../lib/listing/types'

/**
 * The listings' result pages, by query and page, kept in the toolkit's
 * results store for the page's lifetime: back/forward and a return to a
 * listing reuse them.
 */
export const LISTING_RESULT_PAGES = resultsKind<ListingResultPage>('listing result pages')

/** The store key of a query's page. */
export const listingPageKey = (query: string, page: number): string => `${query}#${page}`

export interface ListingPageView {
  page: number
  products: ProductCardData[] | null
  failed: boolean
}

export interface ListingResults {
  pages: ListingPageView[]
  /** Total products of the query; null until the first answer. */
  total: number | null
  facets: FacetGroup[]
  loading: boolean
  failed: boolean
}

/**
 * Loads every shown page of the current query (the toolkit's infinite pages)
 * into the results store, unless the listing's seed or the store already has
 * it. Facets and total come from the first loaded page.
 */
export function useListingResults(state: SearchState, pages: readonly number[]): ListingResults {
  const { channel } = useSession()
  const seed = useContext(ListingSeedContext)
  const store = useResultsStore(LISTING_RESULT_PAGES)
  const answers = useResultsState(store)
  const [lastFacets, setLastFacets] = useState<FacetGroup[]>([])
  const query = queryKey(state)
  const pagesKey = pages.join(',')

  useEffect(() => {
    const releases: Array<() => void> = []
    for (const page of pages) {
      const key = listingPageKey(query, page)
      const seeded = seededPage(seed, query, page)
      if (seeded) {
        store.seed(key, seeded)
        continue
      }
      releases.push(
        store.request(key, (signal) =>
          searchClient
            .productSearch({ term: state.term, facets: state.selectedFacets, sort: state.sort, page, salesChannel: channel }, signal)
            .then(listingPageFromSearch)
            .catch((error: unknown) => {
              if (!signal.aborted) console.error('[search] product search failed', error)
              throw error
            }),
        ),
      )
    }
    return () => {
      for (const release of releases) release()
    }
    // `query` stands for term, facets and sort; `pagesKey` for the pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, pagesKey, channel, seed, store])

  const views = useMemo<ListingPageView[]>(
    () =>
      pages.map((page) => {
        const key = listingPageKey(query, page)
        const result = resultOf(answers, key) ?? seededPage(seed, query, page)
        return { page, products: result ? result.products : null, failed: !result && answers[key]?.status === 'failed' }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answers, query, pagesKey, seed],
  )

  const firstResult = pages.map((page) => resultOf(answers, listingPageKey(query, page)) ?? seededPage(seed, query, page)).find(Boolean) ?? null

  useEffect(() => {
    if (firstResult) setLastFacets(firstResult.facets)
  }, [firstResult])

  return {
    pages: views,
    total: firstResult ? firstResult.total : null,
    // While a new query loads, the previous filters stay (no flicker).
    facets: firstResult ? firstResult.facets : lastFacets,
    loading: views.some((view) => view.products === null && !view.failed),
    failed: views.length > 0 && views.every((view) => view.failed),
  }
}
