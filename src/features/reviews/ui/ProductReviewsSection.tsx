import { reviewsApi, type ReviewsApi } from '../client'
import { unescapeReviewText } from '../contract'
import { useProductReviews } from '../state'
import { formatDate } from '../../../components/account-ui/format'
import { productNodeIdOfPage, ratingJsonLd } from './rating-json-ld'
import * as styles from './Reviews.module.css'
import { Stars } from './Stars'
import { formatDecimal } from '../../../config/number-format'

export const REVIEW_PAGE_PATH = '/avalie-o-produto'

/** The product page's reviews: average, count and every review (text shown escaped, as text). */
export function ProductReviewsSection({ productId, productPath, api = reviewsApi }: { productId: string; productPath: string; api?: Pick<ReviewsApi, 'productReviews'> }) {
  const state = useProductReviews(productId, (id) => api.productReviews(id))
  if (state.status !== 'ready') return null
  const { summary, reviews } = state.reviews
  // Read once the reviews are in (in the browser): the head's canonical address names the node.
  const nodeId = productNodeIdOfPage(productPath)
  const jsonLd = nodeId ? ratingJsonLd(nodeId, summary) : null
  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className={styles.title}>
        Avaliações
      </h2>
      {summary.count === 0 || summary.average === null ? (
        <p className={styles.muted}>Este produto ainda não tem avaliações.</p>
      ) : (
        <p className={styles.summary} data-testid="reviews-summary">
          <span className={styles.average}>{formatDecimal(summary.average, { minimumFractionDigits: 1 })}</span>
          <Stars rating={summary.average} />
          <span className={styles.muted}>{summary.count === 1 ? '1 avaliação' : `${summary.count} avaliações`}</span>
        </p>
      )}
      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review} data-testid="product-review">
              <p className={styles.reviewHead}>
                <Stars rating={review.rating} />
                {review.title && <strong>{unescapeReviewText(review.title)}</strong>}
              </p>
              <p className={styles.text}>{unescapeReviewText(review.text)}</p>
              <p className={styles.muted}>
                {review.author} · {formatDate(review.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        Comprou este produto? <a href={`${REVIEW_PAGE_PATH}?productId=${encodeURIComponent(productId)}`}>Avalie o produto</a>
      </p>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />}
    </section>
  )
}
