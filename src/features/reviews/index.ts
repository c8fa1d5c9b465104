/**
 * Product reviews (/avalie-o-produto and the product page): only a member who bought a product
 * rates it. Its UI is loaded apart from the pages that show it (below the fold, or a CMS page's part).
 */
export { isReviewableOrderStatus } from './contract'
export type { ProductReview, ProductReviews, ReviewEligibility } from './contract'

/** The product page's reviews section (its own chunk: read from the API when it nears the viewport). */
export const loadProductReviewsSection = () =>
  import(/* webpackChunkName: "product-reviews" */ './ui/ProductReviewsSection').then((module) => module.ProductReviewsSection)

/** The rate-a-product form of /avalie-o-produto (a CMS page's part). */
export const loadReviewForm = () => import(/* webpackChunkName: "content-member" */ './ui/ReviewForm').then((module) => module.ReviewForm)
