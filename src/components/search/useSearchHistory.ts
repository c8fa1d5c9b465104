import { useCallback, useEffect, useState } from 'react'

import { addToSearchHistory, clearSearchHistory, readSearchHistory, type SearchedTerm } from '../../sdk/storage/searchHistory'

/**
 * The searched-terms history of this browser, with add and 'Limpar'. The header's search box uses it on
 * every page; the panel's top searches and recommendations (useSearchHome.ts) load with the panel.
 */
export function useSearchHistory() {
  const [history, setHistory] = useState<SearchedTerm[]>([])
  useEffect(() => setHistory(readSearchHistory()), [])
  const add = useCallback((term: string) => setHistory(addToSearchHistory(term)), [])
  const clear = useCallback(() => setHistory(clearSearchHistory()), [])
  const reload = useCallback(() => setHistory(readSearchHistory()), [])
  return { history, add, clear, reload }
}
