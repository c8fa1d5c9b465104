export { initialReviewsState, reviewsActions, reviewsReducer } from './state'
export type { ReviewsAction, ReviewsState } from './state'
export { useProductReviews } from './useProductReviews'
