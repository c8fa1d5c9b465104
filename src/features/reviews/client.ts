import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { FormInput } from '../../commerce/member'
import type { ProductReview, ProductReviews, ReviewEligibility } from './contract'
import type { ReviewInput } from './schemas'

/** The reviews API: a product's reviews (anyone), whether the member may rate it, and their review. */
export const REVIEW_PATHS = {
  reviews: '/api/reviews',
  eligibility: '/api/account/reviews/eligibility',
  memberReviews: '/api/account/reviews',
} as const

export function createReviewsApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    productReviews: (productId: string) => http.get<ProductReviews>(REVIEW_PATHS.reviews, { query: { productId } }),
    reviewEligibility: (productId: string) => http.get<ReviewEligibility>(REVIEW_PATHS.eligibility, { query: { productId } }),
    writeReview: (input: FormInput<ReviewInput>) => http.post<ProductReview>(REVIEW_PATHS.memberReviews, input),
  }
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>
export const reviewsApi: ReviewsApi = createReviewsApi()
