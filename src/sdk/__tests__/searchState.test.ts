import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '../../config/constants'
import { initSearchState, normalizeBase, searchActions, searchReducer, validateSort } from '../search/state'
import type { SearchAction } from '../search/state'
import type { SearchState } from '../search/types'

const category = { key: 'category-1', value: 'esportes' }
const brand = { key: 'brand', value: 'Kalenji' }
const brand2 = { key: 'brand', value: 'Kipsta' }
const size = { key: 'tamanho', value: '42' }

const withFacets = (...selectedFacets: SearchState['selectedFacets']): SearchState =>
  initSearchState({ selectedFacets, page: 3 })

describe('search state defaults', () => {
  it('has sort score_desc, no facets, no term, base / and page 0', () => {
    expect(DEFAULT_SEARCH_SORT).toBe('score_desc')
    expect(initSearchState()).toEqual({ sort: 'score_desc', selectedFacets: [], term: null, base: '/', page: 0 })
  })

  it('keeps the base ending in a slash', () => {
    expect(initSearchState({ base: '/pesquisa' }).base).toBe('/pesquisa/')
    expect(normalizeBase('')).toBe('/')
    expect(normalizeBase('/esportes/corrida/')).toBe('/esportes/corrida/')
  })

  it('rejects an unknown initial sort', () => {
    expect(() => initSearchState({ sort: 'cheap' as SearchState['sort'] })).toThrow('[store-sdk]: Sort param cheap is unknown')
  })
})

describe('setSort', () => {
  it('accepts the 8 sorts', () => {
    expect(SEARCH_SORTS).toHaveLength(8)
    for (const sort of SEARCH_SORTS) {
      expect(validateSort(sort)).toBe(sort)
      expect(searchReducer(initSearchState(), searchActions.setSort(sort)).sort).toBe(sort)
    }
  })

  it('throws for any other sort', () => {
    expect(() => searchReducer(initSearchState(), searchActions.setSort('foo'))).toThrow(
      '[store-sdk]: Sort param foo is unknown',
    )
    expect(() => validateSort('relevance')).toThrow('[store-sdk]: Sort param relevance is unknown')
  })

  it('goes back to the first page on a new sort and keeps the state for the same sort', () => {
    const state = withFacets()
    expect(searchReducer(state, searchActions.setSort('price_asc')).page).toBe(0)
    expect(searchReducer(state, searchActions.setSort(state.sort))).toBe(state)
  })
})

describe('setTerm and setPage', () => {
  it('sets the term and restarts at page 0', () => {
    const next = searchReducer(withFacets(), searchActions.setTerm('tênis'))
    expect(next.term).toBe('tênis')
    expect(next.page).toBe(0)
    expect(searchReducer(next, searchActions.setTerm(null)).term).toBeNull()
  })

  it('sets the page', () => {
    expect(searchReducer(initSearchState(), searchActions.setPage(4)).page).toBe(4)
  })
})

describe('facets', () => {
  it('setFacet appends a facet', () => {
    const next = searchReducer(withFacets(category, brand), searchActions.setFacet(brand2))
    expect(next.selectedFacets).toEqual([category, brand, brand2])
    expect(next.page).toBe(0)
  })

  it('setFacet with unique replaces the facet with the same key in place', () => {
    const next = searchReducer(withFacets(category, brand, size), searchActions.setFacet(brand2, true))
    expect(next.selectedFacets).toEqual([category, brand2, size])
  })

  it('setFacet with unique appends when no facet has the key', () => {
    const next = searchReducer(withFacets(category), searchActions.setFacet(brand, true))
    expect(next.selectedFacets).toEqual([category, brand])
  })

  it('setFacets replaces all facets', () => {
    const next = searchReducer(withFacets(category, brand), searchActions.setFacets([size]))
    expect(next.selectedFacets).toEqual([size])
  })

  it('removeFacet removes a selected facet', () => {
    const next = searchReducer(withFacets(category, brand, size), searchActions.removeFacet({ ...brand }))
    expect(next.selectedFacets).toEqual([category, size])
    expect(next.page).toBe(0)
  })

  it('removeFacet throws when the facet is not selected', () => {
    expect(() => searchReducer(withFacets(category), searchActions.removeFacet(brand))).toThrow(
      '[store-sdk]: Cannot remove brand=Kalenji from search params',
    )
  })

  it('removeFacet never removes the first facet', () => {
    const state = withFacets(category, brand)
    expect(searchReducer(state, searchActions.removeFacet(category))).toBe(state)
  })

  it('toggleFacet removes an existing key and value, else adds', () => {
    const state = withFacets(category, brand)
    expect(searchReducer(state, searchActions.toggleFacet(brand)).selectedFacets).toEqual([category])
    expect(searchReducer(state, searchActions.toggleFacet(brand2)).selectedFacets).toEqual([category, brand, brand2])
  })

  it('toggleFacets toggles each facet in turn', () => {
    const state = withFacets(category, brand)
    const next = searchReducer(state, searchActions.toggleFacets([brand, size, brand2]))
    expect(next.selectedFacets).toEqual([category, size, brand2])
    // Removed then added again: the facet moves to the end.
    expect(searchReducer(next, searchActions.toggleFacets([size, size])).selectedFacets).toEqual([category, brand2, size])
  })

  it('does not mutate the previous state', () => {
    const state = withFacets(category, brand)
    const snapshot = JSON.stringify(state)
    searchReducer(state, searchActions.toggleFacet(size))
    searchReducer(state, searchActions.setFacet(brand2, true))
    searchReducer(state, searchActions.removeFacet(brand))
    expect(JSON.stringify(state)).toBe(snapshot)
  })
})

it('throws for an unknown action', () => {
  const action = { type: 'explode' } as unknown as SearchAction
  expect(() => searchReducer(initSearchState(), action)).toThrow('[store-sdk]: Unknown action of search state machine')
})
