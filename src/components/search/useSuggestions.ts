import { useEffect, useMemo, useState } from 'react'

import { useSession } from '../../sdk'
import { withSearchAnalytics } from '../../analytics/search-events-on-demand'
import type { SearchClient } from '../../commerce/search'
import { searchClientOnDemand as searchClient } from '../../commerce/search-on-demand'
import type { SearchProduct, SearchTermCount } from '../../contracts/search'
import { useResultsStore } from '../../sdk/results'
import { AUTOCOMPLETE_ANSWERS, autocompleteAnswers } from './autocomplete'

export interface SuggestionsState {
  /** The term the state belongs to ('' when below the minimum). */
  term: string
  loading: boolean
  /** Set when autocomplete failed (suggestions and products are then empty). */
  error: boolean
  terms: SearchTermCount[]
  products: SearchProduct[]
  /** Whether an answer (or a failure) arrived for `term`. */
  settled: boolean
}

const IDLE: SuggestionsState = { term: '', loading: false, error: false, terms: [], products: [], settled: false }

/**
 * Suggestions for a typed term from `minChars` characters: the cached or
 * fetched autocomplete answer; when it has no products, the product fallback
 * call. A failure clears suggestions and products and sets `error`.
 */
export function useSuggestions(term: string, minChars: number, client: SearchClient = searchClient): SuggestionsState {
  const { channel } = useSession()
  const store = useResultsStore(AUTOCOMPLETE_ANSWERS)
  const autocompleteCache = useMemo(() => autocompleteAnswers(store, (query, signal) => client.autocomplete(query, signal)), [store, client])
  const [state, setState] = useState<SuggestionsState>(IDLE)
  const query = term.trim()
  const active = query.length >= minChars

  useEffect(() => {
    if (!active) {
      setState(IDLE)
      return undefined
    }
    let current = true
    const controller = new AbortController()
    const cached = autocompleteCache.peek(query)
    setState((previous) => ({
      term: query,
      loading: !cached,
      error: false,
      // Keep showing the previous answer while the next one loads (no flicker).
      terms: cached?.terms ?? previous.terms,
      products: cached?.products ?? previous.products,
      settled: false,
    }))
    withSearchAnalytics((analytics) => analytics.autocomplete(query))
    autocompleteCache
      .get(query)
      .then(async (answer) => {
        let products = answer.products
        if (products.length === 0) {
          try {
            products = await client.fallbackProducts(query, channel, controller.signal)
          } catch (error) {
            if (current) console.error('[search] product fallback failed', error)
          }
        }
        if (current) setState({ term: query, loading: false, error: false, terms: answer.terms, products, settled: true })
      })
      .catch((error: unknown) => {
        if (!current) return
        console.error('[search] autocomplete failed', error)
        setState({ term: query, loading: false, error: true, terms: [], products: [], settled: true })
      })
    return () => {
      current = false
      controller.abort()
    }
  }, [active, query, channel, client, autocompleteCache])

  return active ? state : IDLE
}
