import { DEFAULT_SEARCH_PAGE } from '../../config/constants'
import type { SearchSort } from '../../config/constants'
import { legacyListingFacets } from '../../lib/search/facets'
import { formatSearchState, initSearchState, isSearchSort, parseSearchState } from '../../sdk/search'
import type { Facet, SearchState } from '../../sdk/search/types'

export interface ListingBase {
  path: string
  baseFacets: readonly Facet[]
  term: string | null
  defaultSort: SearchSort
}

const LOCAL = 'http://localhost'

/** What a listing's addresses are read and written against: its path, own facets, term and default sort. */
export const listingBaseOf = (definition: { listingPath: string; baseFacets: readonly Facet[]; term: string | null; defaultSort: SearchSort }): ListingBase => ({
  path: definition.listingPath,
  baseFacets: definition.baseFacets,
  term: definition.term,
  defaultSort: definition.defaultSort,
})

const sameFacet = (a: Facet, b: Facet): boolean => a.key === b.key && a.value === b.value

/**
 * The search state of an address on a listing: the toolkit's parse of the
 * address, the listing's own facets first, old menu parameters (c, gender,
 * brand) as facets, and the listing's default sort when none is given.
 * An unknown sort falls back to the default instead of failing the page.
 */
export function listingStateFromAddress(address: string, base: ListingBase): SearchState {
  const url = new URL(address, LOCAL)
  const params = url.searchParams
  const sortParam = params.get('sort')
  if (sortParam !== null && !isSearchSort(sortParam)) params.delete('sort')
  const parsed = parseSearchState(url)
  const extra = [...legacyListingFacets(params), ...parsed.selectedFacets].filter(
    (facet, i, all) => !base.baseFacets.some((own) => sameFacet(own, facet)) && all.findIndex((other) => sameFacet(other, facet)) === i,
  )
  return initSearchState({
    base: base.path,
    term: parsed.term ?? base.term,
    sort: params.has('sort') ? parsed.sort : base.defaultSort,
    page: parsed.page,
    selectedFacets: [...base.baseFacets, ...extra],
  })
}

/**
 * The address of a listing state: the toolkit's format without the listing's
 * own facets (its path implies them) or its own term, and without the
 * trailing slash of the path.
 */
export function listingAddress(state: SearchState, base: ListingBase): string {
  const own = base.baseFacets.length
  const address = formatSearchState({
    ...state,
    base: base.path,
    term: base.term !== null && state.term === base.term ? null : state.term,
    selectedFacets: state.selectedFacets.slice(own),
  })
  const url = new URL(address, LOCAL)
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  return `${pathname}${url.search}`
}

/** Whether two states differ only in their page (an infinite-page move). */
export function onlyPageDiffers(a: SearchState, b: SearchState): boolean {
  return formatSearchState({ ...a, page: DEFAULT_SEARCH_PAGE }) === formatSearchState({ ...b, page: DEFAULT_SEARCH_PAGE }) && a.page !== b.page
}

/** The query identity of a state (what a product page request depends on, but the page). */
export const queryKey = (state: Pick<SearchState, 'term' | 'selectedFacets' | 'sort'>): string =>
  JSON.stringify([state.term ?? '', state.selectedFacets.map((f) => [f.key, f.value]), state.sort])
