import { SEARCH_PAGE_SIZE } from '../../config/constants'
import {
  infiniteSearchActions,
  infiniteSearchBounds,
  infiniteSearchReducer,
  initInfiniteSearchState,
} from '../search/infinite'
import type { InfiniteSearchAction } from '../search/infinite'

describe('infinite search pages', () => {
  it('start at the current page', () => {
    expect(initInfiniteSearchState(3)).toEqual({ pages: [3] })
  })

  it('previous adds the page before the first', () => {
    const state = infiniteSearchReducer({ pages: [3, 4] }, infiniteSearchActions.addPrevPage())
    expect(state.pages).toEqual([2, 3, 4])
  })

  it('previous adds nothing before page 0', () => {
    const state = { pages: [0, 1] }
    expect(infiniteSearchReducer(state, infiniteSearchActions.addPrevPage())).toBe(state)
  })

  it('next adds the page after the last', () => {
    const state = infiniteSearchReducer({ pages: [3, 4] }, infiniteSearchActions.addNextPage())
    expect(state.pages).toEqual([3, 4, 5])
  })

  it('reset starts again at a page', () => {
    expect(infiniteSearchReducer({ pages: [1, 2, 3] }, infiniteSearchActions.reset(7))).toEqual({ pages: [7] })
  })

  it('throws for an unknown action', () => {
    const action = { type: 'jump' } as unknown as InfiniteSearchAction
    expect(() => infiniteSearchReducer({ pages: [0] }, action)).toThrow('[store-sdk]: Unknown action for infinite search')
  })
})

describe('infiniteSearchBounds', () => {
  it('tells whether there is a previous page', () => {
    expect(infiniteSearchBounds([0, 1], 100, 10).hasPreviousPage).toBe(false)
    expect(infiniteSearchBounds([2, 3], 100, 10).hasPreviousPage).toBe(true)
  })

  it('tells whether there is a next page for a total and page size', () => {
    expect(infiniteSearchBounds([0], 10, 10).hasNextPage).toBe(false)
    expect(infiniteSearchBounds([0], 11, 10).hasNextPage).toBe(true)
    expect(infiniteSearchBounds([8, 9], 100, 10).hasNextPage).toBe(false)
    expect(infiniteSearchBounds([7, 8], 100, 10).hasNextPage).toBe(true)
    expect(infiniteSearchBounds([0], 0, 10)).toEqual({ hasPreviousPage: false, hasNextPage: false })
  })

  it('defaults to the listing page size', () => {
    expect(infiniteSearchBounds([0], SEARCH_PAGE_SIZE).hasNextPage).toBe(false)
    expect(infiniteSearchBounds([0], SEARCH_PAGE_SIZE + 1).hasNextPage).toBe(true)
  })
})
