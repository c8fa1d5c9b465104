import { useCallback, useEffect, useState } from 'react'

import { personalisationIds } from '../../commerce/personalisation'
import type { Recommendations } from '../../commerce/search'
import { searchClientOnDemand as searchClient } from '../../commerce/search-on-demand'
import type { SearchProduct, SearchTermCount } from '../../contracts/search'
import { resultsKind, useResultsStore } from '../../sdk/results'
import { addToSearchHistory, clearSearchHistory, readSearchHistory, type SearchedTerm } from '../../sdk/storage/searchHistory'

type TopSearches = { terms: SearchTermCount[]; products: SearchProduct[] }

/** Top searches, read once per page load (kept in the toolkit's results store; a failure is asked again). */
const TOP_SEARCHES = resultsKind<TopSearches>('top searches')
const TOP_SEARCHES_KEY = 'top'

/** `read` when it differs from `shown`, else `shown` itself. */
function sameTerms(shown: SearchedTerm[], read: SearchedTerm[]): SearchedTerm[] {
  return shown.length === read.length && shown.every((entry, i) => entry.term === read[i].term) ? shown : read
}

/** The searched-terms history of this browser, with add and 'Limpar'. */
export function useSearchHistory() {
  const [history, setHistory] = useState<SearchedTerm[]>([])
  useEffect(() => setHistory(readSearchHistory()), [])
  const add = useCallback((term: string) => setHistory(addToSearchHistory(term)), [])
  const clear = useCallback(() => setHistory(clearSearchHistory()), [])
  // Read again when the search opens: the same list keeps its identity (the panel's lists are memoised).
  const reload = useCallback(() => setHistory((shown) => sameTerms(shown, readSearchHistory())), [])
  return { history, add, clear, reload }
}

/** Top searches and their product shelf, once the panel is open. */
export function useTopSearches(active: boolean) {
  const store = useResultsStore(TOP_SEARCHES)
  const [top, setTop] = useState<TopSearches | null>(() => store.peek(TOP_SEARCHES_KEY) ?? null)
  useEffect(() => {
    if (!active || top) return undefined
    let current = true
    store
      .load(TOP_SEARCHES_KEY, (signal) => searchClient.topSearches(signal))
      .then((answer) => current && setTop(answer))
      .catch((error: unknown) => console.error('[search] top searches failed', error))
    return () => {
      current = false
    }
  }, [active, top, store])
  return top
}

/**
 * Personalised recommendations of the search modal: at most 6
 * products of the first showcase; a failure is logged ('Erro no DY') and the
 * area stays hidden (null).
 */
export function useSearchRecommendations(active: boolean, isMobile: boolean): Recommendations | null {
  const [recommendations, setRecommendations] = useState<Recommendations | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!active || recommendations || failed) return undefined
    let current = true
    const controller = new AbortController()
    personalisationIds()
      .then((ids) =>
        searchClient.recommendations(
          {
            dyuser: ids.dyid,
            dysession: ids.dySession,
            location: window.location.href,
            source: isMobile ? 'mobile' : 'desktop',
            device: isMobile ? 'smartphone' : 'desktop',
          },
          controller.signal,
        ),
      )
      .then((answer) => current && setRecommendations(answer))
      .catch((error: unknown) => {
        if (!current) return
        console.error('Erro no DY', error)
        setFailed(true)
      })
    return () => {
      current = false
      controller.abort()
    }
  }, [active, isMobile, recommendations, failed])
  return failed ? null : recommendations
}
