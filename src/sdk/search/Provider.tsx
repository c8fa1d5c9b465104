import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import type { ReactNode } from 'react'

import { SEARCH_PAGE_SIZE } from '../../config/constants'
import { missingProviderError } from '../errors'
import { infiniteSearchActions, infiniteSearchBounds, infiniteSearchReducer, initInfiniteSearchState } from './infinite'
import type { InfiniteSearchBounds } from './infinite'
import { initSearchState, searchActions, searchReducer } from './state'
import type { SearchAction } from './state'
import type { Facet, SearchState } from './types'
import { formatSearchState, toSearchURL } from './url'

export interface SearchContextValue {
  state: SearchState
  /** The page address of the current state (relative). */
  serializedState: string
  itemsPerPage: number
  setSort: (sort: string) => void
  setTerm: (term: string | null) => void
  setPage: (page: number) => void
  setFacet: (facet: Facet, unique?: boolean) => void
  setFacets: (facets: Facet[]) => void
  removeFacet: (facet: Facet) => void
  toggleFacet: (facet: Facet) => void
  toggleFacets: (facets: Facet[]) => void
  /** Pages shown by an infinite listing, starting at the current page. */
  pages: number[]
  addPrevPage: () => void
  addNextPage: () => void
  /** Whether there are pages before the first and after the last shown page. */
  bounds: (total: number) => InfiniteSearchBounds
}

export const SearchContext = createContext<SearchContextValue | undefined>(undefined)
SearchContext.displayName = 'SearchContext'

export interface SearchProviderProps {
  children?: ReactNode
  /** Initial state, e.g. `parseSearchState(location)`. */
  initialState?: Partial<SearchState>
  itemsPerPage?: number
  /** Called with the new page address when a change produces an address different from the current one. */
  onChange: (url: URL) => void
  /** The current address (pathname + search); defaults to `window.location`, else the last formatted address. */
  currentAddress?: () => string | null
}

function browserAddress(): string | null {
  if (typeof window === 'undefined') return null
  return `${window.location.pathname}${window.location.search}`
}

/** Filters, term, sort and base: a change of any of them restarts the infinite pages. */
const queryIdentity = (state: SearchState): string =>
  JSON.stringify([state.base, state.term, state.sort, state.selectedFacets])

export function SearchProvider({
  children,
  initialState,
  itemsPerPage = SEARCH_PAGE_SIZE,
  onChange,
  currentAddress = browserAddress,
}: SearchProviderProps) {
  const [state, dispatch] = useReducer(searchReducer, initialState, initSearchState)
  const [infinite, dispatchInfinite] = useReducer(infiniteSearchReducer, state.page, initInfiniteSearchState)
  const serializedState = useMemo(() => formatSearchState(state), [state])

  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const currentAddressRef = useRef(currentAddress)
  currentAddressRef.current = currentAddress
  const lastAddressRef = useRef(serializedState)
  const firstStateRef = useRef(state)
  const identityRef = useRef(queryIdentity(state))

  // Tell the host about address changes (not on mount: the page already has its address).
  useEffect(() => {
    if (state === firstStateRef.current) return
    const current = currentAddressRef.current() ?? lastAddressRef.current
    lastAddressRef.current = serializedState
    if (serializedState !== current) onChangeRef.current(toSearchURL(state))
  }, [serializedState, state])

  // Restart the infinite pages on a new query or a page outside the shown ones.
  useEffect(() => {
    const identity = queryIdentity(state)
    if (identity !== identityRef.current || !infinite.pages.includes(state.page)) {
      identityRef.current = identity
      dispatchInfinite(infiniteSearchActions.reset(state.page))
    }
  }, [state, infinite.pages])

  const addPrevPage = useCallback(() => {
    const first = infinite.pages[0]
    if (first <= 0) return
    dispatchInfinite(infiniteSearchActions.addPrevPage())
    dispatch(searchActions.setPage(first - 1))
  }, [infinite.pages])

  const addNextPage = useCallback(() => {
    const last = infinite.pages[infinite.pages.length - 1]
    dispatchInfinite(infiniteSearchActions.addNextPage())
    dispatch(searchActions.setPage(last + 1))
  }, [infinite.pages])

  const value = useMemo<SearchContextValue>(() => {
    // Run the reducer first so invalid actions throw at the call site, not during render.
    const run = (action: SearchAction) => {
      searchReducer(state, action)
      dispatch(action)
    }
    return {
      state,
      serializedState,
      itemsPerPage,
      setSort: (sort) => run(searchActions.setSort(sort)),
      setTerm: (term) => run(searchActions.setTerm(term)),
      setPage: (page) => run(searchActions.setPage(page)),
      setFacet: (facet, unique = false) => run(searchActions.setFacet(facet, unique)),
      setFacets: (facets) => run(searchActions.setFacets(facets)),
      removeFacet: (facet) => run(searchActions.removeFacet(facet)),
      toggleFacet: (facet) => run(searchActions.toggleFacet(facet)),
      toggleFacets: (facets) => run(searchActions.toggleFacets(facets)),
      pages: infinite.pages,
      addPrevPage,
      addNextPage,
      bounds: (total) => infiniteSearchBounds(infinite.pages, total, itemsPerPage),
    }
  }, [state, serializedState, itemsPerPage, infinite.pages, addPrevPage, addNextPage])

  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>
}

export function useSearch(): SearchContextValue {
  const context = useContext(SearchContext)
  if (context === undefined) throw missingProviderError('SearchContext')
  return context
}
