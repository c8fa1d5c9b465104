import { useEffect, useReducer } from 'react'

import type { ProductReviews } from '../contract'
import { initialReviewsState, reviewsActions, reviewsReducer, type ReviewsState } from './state'

/** A product's reviews, read once per product (a failure is logged; the section then stays quiet). */
export function useProductReviews(productId: string, load: (productId: string) => Promise<ProductReviews>): ReviewsState {
  const [state, dispatch] = useReducer(reviewsReducer, initialReviewsState)
  useEffect(() => {
    let cancelled = false
    dispatch(reviewsActions.loadStarted())
    load(productId)
      .then((reviews) => !cancelled && dispatch(reviewsActions.loaded(reviews)))
      .catch((error: unknown) => {
        console.error('reviews failed', error)
        if (!cancelled) dispatch(reviewsActions.loadFailed())
      })
    return () => {
      cancelled = true
    }
    // `load` is the commerce client's call: one read per product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId])
  return state
}
