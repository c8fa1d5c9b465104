/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react'

import type { ProductReviews } from '../contract'
import { initialReviewsState, reviewsActions, reviewsReducer, useProductReviews } from '../state'

describe('product reviews store', () => {
  const reviews: ProductReviews = { productId: '1', summary: { average: 4, count: 1 }, reviews: [] }

  it('reduces a load', () => {
    expect(reviewsReducer(initialReviewsState, reviewsActions.loaded(reviews))).toEqual({ status: 'ready', reviews })
    expect(() => reviewsReducer(initialReviewsState, { type: 'x' } as never)).toThrow('Unknown action of reviews')
  })

  it('reads a product’s reviews once', async () => {
    const load = jest.fn(() => Promise.resolve(reviews))
    const { result } = renderHook(() => useProductReviews('1', load))
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', reviews }))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
