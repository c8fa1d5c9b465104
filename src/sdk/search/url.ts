import { DEFAULT_SEARCH_PAGE } from '../../config/constants'
import { initSearchState, normalizeBase } from './state'
import type { Facet, SearchState } from './types'

/** Query parameters owned by the search state; they cannot be facet keys. */
export const RESERVED_SEARCH_PARAMS = ['q', 'facets', 'sort', 'page'] as const

/** Origin used to resolve relative addresses; never part of the result. */
const LOCAL_ORIGIN = 'http://localhost'

/**
 * The page address of a search state as a URL object:
 * `q` (when there is a term), one `key=value` pair per selected facet (in order),
 * `facets` (the distinct facet keys, comma-joined), `sort` and `page`.
 */
export function toSearchURL(state: SearchState, origin: string = LOCAL_ORIGIN): URL {
  const url = new URL(normalizeBase(state.base), origin)
  const params = url.searchParams
  if (state.term !== null) params.set('q', state.term)
  const keys: string[] = []
  for (const facet of state.selectedFacets) {
    params.append(facet.key, facet.value)
    if (!keys.includes(facet.key)) keys.push(facet.key)
  }
  params.set('facets', keys.join(','))
  params.set('sort', state.sort)
  params.set('page', String(state.page))
  return url
}

/** The relative page address (`/base/?q=…&…&facets=…&sort=…&page=…`). */
export function formatSearchState(state: SearchState): string {
  const url = toSearchURL(state)
  return `${url.pathname}${url.search}`
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

function parsePage(value: string | null): number {
  if (value === null) return DEFAULT_SEARCH_PAGE
  const page = Number(value)
  return Number.isInteger(page) && page >= 0 ? page : DEFAULT_SEARCH_PAGE
}

/**
 * The search state of a page address; the inverse of `formatSearchState`.
 * Facets are read in address order for the keys listed in `facets`.
 * Throws `Sort param {x} is unknown` for an unknown sort.
 */
export function parseSearchState(address: URL | string): SearchState {
  const url = typeof address === 'string' ? new URL(address, LOCAL_ORIGIN) : address
  const params = url.searchParams
  const keys = new Set((params.get('facets') ?? '').split(',').filter((key) => key !== ''))
  const selectedFacets: Facet[] = []
  for (const [key, value] of params) {
    if (keys.has(key) && !(RESERVED_SEARCH_PARAMS as readonly string[]).includes(key)) {
      selectedFacets.push({ key, value })
    }
  }
  return initSearchState({
    base: decodePath(url.pathname),
    term: params.get('q'),
    sort: (params.get('sort') ?? undefined) as SearchState['sort'] | undefined,
    page: parsePage(params.get('page')),
    selectedFacets,
  })
}
