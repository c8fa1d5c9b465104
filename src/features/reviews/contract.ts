/**
 * Product reviews (/avalie-o-produto, the product page): only a member who
 * bought the product rates it (1–5) with a text. Review text travels and is
 * stored HTML-escaped (`&lt;` for `<`…): show it as text (decode, then let
 * the renderer escape it), never as markup. The schema of a review is in
 * ./schemas/reviews.
 */

import type { OrderStatus } from '../../contracts/orders'

export const REVIEW_TITLE_MAX_LENGTH = 80

/**
 * The orders whose products may be reviewed: invoiced ones. The store has no later status: an invoiced
 * order counts as delivered (exchanges and returns start there too), so a product is reviewed once it
 * has left the warehouse — not while the order is paid or in handling.
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['invoiced']
/** Paid orders whose products have not left the warehouse yet: reviewable once invoiced. */
export const AWAITING_DELIVERY_ORDER_STATUSES: readonly OrderStatus[] = ['payment-approved', 'handling']

export const isReviewableOrderStatus = (status: string): boolean => (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status)

export interface ProductReview {
  id: string
  productId: string
  /** Given name and the initial of the family name ('Ana S.'). */
  author: string
  rating: number
  /** HTML-escaped. */
  title: string | null
  /** HTML-escaped. */
  text: string
  createdAt: string
  updatedAt: string
}

export interface ReviewSummary {
  /** Mean rating with one decimal, or null without reviews. */
  average: number | null
  count: number
}

/** GET /api/reviews?productId= */
export interface ProductReviews {
  productId: string
  summary: ReviewSummary
  /** Newest first. */
  reviews: ProductReview[]
}

/** GET /api/account/reviews/eligibility?productId=: may the member review it, and their review so far. */
export interface ReviewEligibility {
  productId: string
  canReview: boolean
  /**
   * Why not: never bought (or only cancelled or unpaid orders), paid but not invoiced yet (the product
   * has not left the warehouse), or bought too long ago.
   */
  reason: 'not-bought' | 'not-delivered' | 'window-ended' | null
  /** The product as the member's order names it, when bought. */
  product: { name: string; imageUrl: string; detailUrl: string } | null
  /** The member's own review of it, when any (editing replaces it). */
  review: ProductReview | null
}

/** A product id as the catalogue issues it: 1 to 64 letters, digits, _ or -. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A typed product id (an address's ?productId=) trimmed, or null when it is no valid product id. */
export function productIdOf(value: string): string | null {
  const id = value.trim()
  return PRODUCT_ID_PATTERN.test(id) ? id : null
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** Escaped review text back to plain text (for a renderer that escapes again, e.g. a React text node). */
export function unescapeReviewText(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}
