import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../config/constants'
import type { ReviewSummary } from '../contract'
import { productNodeId } from '../../../components/product/product-node-id'

export { productNodeId }

/**
 * The Product node's @id on the page being shown: the canonical address the head
 * declares (SITE_URL + path), else this origin's; null outside a browser.
 */
export function productNodeIdOfPage(path: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  if (!doc) return null
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href')
  return canonical ? `${canonical.replace(/#.*$/, '')}#product` : productNodeId(doc.location.origin, path)
}

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
