import { SEARCH_PAGE_SIZE } from '../../config/constants'
import { unknownInfiniteActionError } from '../errors'

/** The pages shown by an infinite listing: consecutive page numbers. */
export interface InfiniteSearchState {
  pages: number[]
}

export type InfiniteSearchAction =
  | { type: 'addPrevPage' }
  | { type: 'addNextPage' }
  | { type: 'reset'; page: number }

export const infiniteSearchActions = {
  addPrevPage: (): InfiniteSearchAction => ({ type: 'addPrevPage' }),
  addNextPage: (): InfiniteSearchAction => ({ type: 'addNextPage' }),
  reset: (page: number): InfiniteSearchAction => ({ type: 'reset', page }),
}

/** Pages start at the current page. */
export const initInfiniteSearchState = (page: number): InfiniteSearchState => ({ pages: [page] })

/**
 * addPrevPage adds the page before the first, addNextPage the page after the
 * last; unknown actions throw `Unknown action for infinite search`.
 */
export function infiniteSearchReducer(state: InfiniteSearchState, action: InfiniteSearchAction): InfiniteSearchState {
  switch (action.type) {
    case 'addPrevPage': {
      const first = state.pages[0]
      return first > 0 ? { pages: [first - 1, ...state.pages] } : state
    }
    case 'addNextPage': {
      const last = state.pages[state.pages.length - 1]
      return { pages: [...state.pages, last + 1] }
    }
    case 'reset':
      return initInfiniteSearchState(action.page)
    default:
      throw unknownInfiniteActionError()
  }
}

export interface InfiniteSearchBounds {
  hasPreviousPage: boolean
  hasNextPage: boolean
}

/** Whether a page exists before the first and after the last shown page, for `total` results. */
export function infiniteSearchBounds(
  pages: readonly number[],
  total: number,
  pageSize: number = SEARCH_PAGE_SIZE,
): InfiniteSearchBounds {
  if (pages.length === 0 || pageSize <= 0) return { hasPreviousPage: false, hasNextPage: false }
  const first = pages[0]
  const last = pages[pages.length - 1]
  return {
    hasPreviousPage: first > 0,
    hasNextPage: (last + 1) * pageSize < total,
  }
}
