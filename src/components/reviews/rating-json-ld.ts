import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../config/constants'
import type { ReviewSummary } from '../../contracts/reviews'

/** The JSON-LD @id of a product page's Product node (the head's Product and the reviews' rating share it). */
export const productNodeId = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}#product`

/** schema.org AggregateRating of a product's reviews, or null without reviews. */
export function aggregateRating(summary: ReviewSummary): object | null {
  if (summary.count === 0 || summary.average === null) return null
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.average.toFixed(1),
    reviewCount: summary.count,
    bestRating: REVIEW_RATING_MAX,
    worstRating: REVIEW_RATING_MIN,
  }
}

/** The Product node's aggregateRating, merged by @id into the head's Product (JSON-LD node identity). */
export function ratingJsonLd(nodeId: string, summary: ReviewSummary): object | null {
  const rating = aggregateRating(summary)
  return rating ? { '@context': 'https://schema.org', '@type': 'Product', '@id': nodeId, aggregateRating: rating } : null
}
