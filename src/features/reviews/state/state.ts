import type { ProductReviews } from '../contract'
import { unknownStoreActionError } from '../../../sdk/errors'

/** A product's reviews on its page: not asked yet, loading, failed, or ready. */
export type ReviewsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; reviews: ProductReviews }

export type ReviewsAction = { type: 'loadStarted' } | { type: 'loaded'; reviews: ProductReviews } | { type: 'loadFailed' }

export const initialReviewsState: Readonly<ReviewsState> = Object.freeze({ status: 'idle' })

export const reviewsActions = {
  loadStarted: (): ReviewsAction => ({ type: 'loadStarted' }),
  loaded: (reviews: ProductReviews): ReviewsAction => ({ type: 'loaded', reviews }),
  loadFailed: (): ReviewsAction => ({ type: 'loadFailed' }),
}

/** Unknown actions throw `Unknown action of reviews`. */
export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'loadStarted':
      return state.status === 'loading' ? state : { status: 'loading' }
    case 'loaded':
      return { status: 'ready', reviews: action.reviews }
    case 'loadFailed':
      return { status: 'failed' }
    default:
      throw unknownStoreActionError('reviews')
  }
}
