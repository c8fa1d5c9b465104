import { DEFAULT_SEARCH_PAGE, DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '../../config/constants'
import type { SearchSort } from '../../config/constants'
import { cannotRemoveFacetError, unknownSearchActionError, unknownSortError } from '../errors'
import type { Facet, SearchState } from './types'

export const isSearchSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value)

/** The sort itself when it is one of the 8 sorts; otherwise throws `Sort param {x} is unknown`. */
export function validateSort(value: string): SearchSort {
  if (!isSearchSort(value)) throw unknownSortError(value)
  return value
}

/** Appends a slash when missing; an empty base becomes `/`. */
export function normalizeBase(base: string): string {
  if (base === '') return '/'
  return base.endsWith('/') ? base : `${base}/`
}

export function initSearchState(partial: Partial<SearchState> = {}): SearchState {
  return {
    sort: validateSort(partial.sort ?? DEFAULT_SEARCH_SORT),
    selectedFacets: partial.selectedFacets ?? [],
    term: partial.term ?? null,
    base: normalizeBase(partial.base ?? '/'),
    page: partial.page ?? DEFAULT_SEARCH_PAGE,
  }
}

export type SearchAction =
  | { type: 'setSort'; sort: string }
  | { type: 'setTerm'; term: string | null }
  | { type: 'setPage'; page: number }
  | { type: 'setFacet'; facet: Facet; unique: boolean }
  | { type: 'setFacets'; facets: Facet[] }
  | { type: 'removeFacet'; facet: Facet }
  | { type: 'toggleFacet'; facet: Facet }
  | { type: 'toggleFacets'; facets: Facet[] }

export const searchActions = {
  setSort: (sort: string): SearchAction => ({ type: 'setSort', sort }),
  setTerm: (term: string | null): SearchAction => ({ type: 'setTerm', term }),
  setPage: (page: number): SearchAction => ({ type: 'setPage', page }),
  /** Adds a facet; with `unique`, replaces the selected facet with the same key. */
  setFacet: (facet: Facet, unique = false): SearchAction => ({ type: 'setFacet', facet, unique }),
  setFacets: (facets: Facet[]): SearchAction => ({ type: 'setFacets', facets }),
  removeFacet: (facet: Facet): SearchAction => ({ type: 'removeFacet', facet }),
  toggleFacet: (facet: Facet): SearchAction => ({ type: 'toggleFacet', facet }),
  toggleFacets: (facets: Facet[]): SearchAction => ({ type: 'toggleFacets', facets }),
}

const sameFacet = (a: Facet, b: Facet): boolean => a.key === b.key && a.value === b.value

const facetLabel = (facet: Facet): string => `${facet.key}=${facet.value}`

function setFacet(facets: Facet[], facet: Facet, unique: boolean): Facet[] {
  if (unique) {
    const index = facets.findIndex((selected) => selected.key === facet.key)
    if (index > -1) return facets.map((selected, i) => (i === index ? facet : selected))
  }
  return [...facets, facet]
}

/**
 * Removes a selected facet. Throws when it is not selected; the first facet of
 * the list (the page's own facet, e.g. its category) is never removed by it.
 */
function removeFacet(facets: Facet[], facet: Facet): Facet[] {
  const index = facets.findIndex((selected) => sameFacet(selected, facet))
  if (index === -1) throw cannotRemoveFacetError(facetLabel(facet))
  if (index === 0) return facets
  return facets.filter((_, i) => i !== index)
}

function toggleFacet(facets: Facet[], facet: Facet): Facet[] {
  const index = facets.findIndex((selected) => sameFacet(selected, facet))
  if (index === -1) return [...facets, facet]
  return facets.filter((_, i) => i !== index)
}

/**
 * The search state machine. Changing filters, sort or term goes back to the
 * first page; unknown actions throw `Unknown action of search state machine`.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'setSort': {
      const sort = validateSort(action.sort)
      return sort === state.sort ? state : { ...state, sort, page: DEFAULT_SEARCH_PAGE }
    }
    case 'setTerm':
      return action.term === state.term ? state : { ...state, term: action.term, page: DEFAULT_SEARCH_PAGE }
    case 'setPage':
      return action.page === state.page ? state : { ...state, page: action.page }
    case 'setFacet':
      return { ...state, selectedFacets: setFacet(state.selectedFacets, action.facet, action.unique), page: DEFAULT_SEARCH_PAGE }
    case 'setFacets':
      return { ...state, selectedFacets: [...action.facets], page: DEFAULT_SEARCH_PAGE }
    case 'removeFacet': {
      const selectedFacets = removeFacet(state.selectedFacets, action.facet)
      return selectedFacets === state.selectedFacets ? state : { ...state, selectedFacets, page: DEFAULT_SEARCH_PAGE }
    }
    case 'toggleFacet':
      return { ...state, selectedFacets: toggleFacet(state.selectedFacets, action.facet), page: DEFAULT_SEARCH_PAGE }
    case 'toggleFacets':
      return {
        ...state,
        selectedFacets: action.facets.reduce(toggleFacet, state.selectedFacets),
        page: DEFAULT_SEARCH_PAGE,
      }
    default:
      throw unknownSearchActionError()
  }
}
