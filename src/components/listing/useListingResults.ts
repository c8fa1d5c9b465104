import { startTransition, useContext, useEffect, useMemo, useState } from 'react'

import { useSession } from '../../sdk'
import type { SearchState } from '../../sdk/search/types'
import { searchClient } from '../../commerce/search'
import { queryKey } from './address'
import { listingPageFromSearch } from './mapResults'
import { ListingSeedContext, seededPage } from './seed'
import type { FacetGroup, ListingResultPage } from './types'
import type { ProductCardData } from '../product-card/types'

type Entry = { status: 'loading' } | { status: 'done'; result: ListingResultPage } | { status: 'error' }

/** Result pages already loaded in this page view, by query and page (back/forward reuse them). */
const pageCache = new Map<string, ListingResultPage>()
const cacheKey = (key: string, page: number) => `${key}#${page}`

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
 * Loads every shown page of the current query (the toolkit's infinite pages),
 * from the listing's seed or the cache when possible. Facets and total come
 * from the first loaded page.
 */
export function useListingResults(state: SearchState, pages: readonly number[]): ListingResults {
  const { channel } = useSession()
  const seed = useContext(ListingSeedContext)
  const key = queryKey(state)
  const known = (page: number): ListingResultPage | undefined => pageCache.get(cacheKey(key, page)) ?? seededPage(seed, key, page)
  const [entries, setEntries] = useState<Record<string, Entry>>(() => {
    const initial: Record<string, Entry> = {}
    for (const page of pages) {
      const result = known(page)
      if (result) initial[cacheKey(key, page)] = { status: 'done', result }
    }
    return initial
  })
  const [lastFacets, setLastFacets] = useState<{ facets: FacetGroup[]; total: number | null }>({ facets: [], total: null })

  useEffect(() => {
    const controllers: AbortController[] = []
    for (const page of pages) {
      const id = cacheKey(key, page)
      const cached = known(page)
      if (cached) {
        pageCache.set(id, cached)
        setEntries((current) => (current[id]?.status === 'done' ? current : { ...current, [id]: { status: 'done', result: cached } }))
        continue
      }
      const controller = new AbortController()
      controllers.push(controller)
      setEntries((current) => (current[id]?.status === 'loading' ? current : { ...current, [id]: { status: 'loading' } }))
      searchClient
        .productSearch({ term: state.term, facets: state.selectedFacets, sort: state.sort, page, salesChannel: channel }, controller.signal)
        .then((answer) => {
          const result = listingPageFromSearch(answer)
          pageCache.set(id, result)
          // A page of cards renders interruptibly (no long task while the page hydrates).
          startTransition(() => setEntries((current) => ({ ...current, [id]: { status: 'done', result } })))
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.error('[search] product search failed', error)
          setEntries((current) => ({ ...current, [id]: { status: 'error' } }))
        })
    }
    return () => {
      for (const controller of controllers) controller.abort()
    }
    // `key` stands for term, facets and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages.join(','), channel])

  const views = useMemo<ListingPageView[]>(
    () =>
      pages.map((page) => {
        const entry = entries[cacheKey(key, page)]
        return {
          page,
          products: entry?.status === 'done' ? entry.result.products : null,
          failed: entry?.status === 'error',
        }
      }),
    [entries, key, pages],
  )

  const first = pages.map((page) => entries[cacheKey(key, page)]).find((entry) => entry?.status === 'done')
  const firstResult = first?.status === 'done' ? first.result : null

  useEffect(() => {
    if (firstResult) setLastFacets({ facets: firstResult.facets, total: firstResult.total })
  }, [firstResult])

  return {
    pages: views,
    total: firstResult ? firstResult.total : null,
    // While a new query loads, the previous filters stay (no flicker).
    facets: firstResult ? firstResult.facets : lastFacets.facets,
    loading: views.some((view) => view.products === null && !view.failed),
    failed: views.length > 0 && views.every((view) => view.failed),
  }
}
