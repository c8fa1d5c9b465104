import { useCallback, useEffect, useState } from 'react'

import { addToSearchHistory, clearSearchHistory, readSearchHistory, type SearchedTerm } from '../../sdk/storage/searchHistory'

/** `read` when it differs from `shown`, else `shown` itself. */
function sameTerms(shown: SearchedTerm[], read: SearchedTerm[]): SearchedTerm[] {
  return shown.length === read.length && shown.every((entry, i) => entry.term === read[i].term) ? shown : read
}

/**
 * The searched-terms history of this browser, with add and 'Limpar'. The header's search box uses it on
 * every page; the panel's top searches and recommendations (useSearchHome.ts) load with the panel.
 */
export function useSearchHistory() {
  const [history, setHistory] = useState<SearchedTerm[]>([])
  useEffect(() => setHistory(readSearchHistory()), [])
  const add = useCallback((term: string) => setHistory(addToSearchHistory(term)), [])
  const clear = useCallback(() => setHistory(clearSearchHistory()), [])
  // Read again when the search opens: the same list keeps its identity (the panel's lists are memoised).
  const reload = useCallback(() => setHistory((shown) => sameTerms(shown, readSearchHistory())), [])
  return { history, add, clear, reload }
}
