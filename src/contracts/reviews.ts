/**
 * Product reviews (/avalie-o-produto, the product page): only a member who
 * bought the product rates it (1–5) with a text. Review text travels and is
 * stored HTML-escaped (`&lt;` for `<`…): show it as text (decode, then let
 * the renderer escape it), never as markup.
 */
import { z } from 'zod'

import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH } from '../config/constants'

export const REVIEW_TITLE_MAX_LENGTH = 80

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
  /** Why not: never bought (or only cancelled or unpaid orders), or bought too long ago. */
  reason: 'not-bought' | 'window-ended' | null
  /** The product as the member's order names it, when bought. */
  product: { name: string; imageUrl: string; detailUrl: string } | null
  /** The member's own review of it, when any (editing replaces it). */
  review: ProductReview | null
}

export const productIdField = z
  .string({ required_error: 'Produto não informado.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Produto inválido.')

export const reviewSchema = z.object({
  productId: productIdField,
  rating: z
    .number({ required_error: 'Dê uma nota de 1 a 5.', invalid_type_error: 'Dê uma nota de 1 a 5.' })
    .int('Dê uma nota de 1 a 5.')
    .min(REVIEW_RATING_MIN, 'Dê uma nota de 1 a 5.')
    .max(REVIEW_RATING_MAX, 'Dê uma nota de 1 a 5.'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX_LENGTH, `Use no máximo ${REVIEW_TITLE_MAX_LENGTH} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  text: z
    .string({ required_error: 'Conte como foi usar o produto.' })
    .trim()
    .min(REVIEW_TEXT_MIN_LENGTH, `Escreva pelo menos ${REVIEW_TEXT_MIN_LENGTH} caracteres.`)
    .max(REVIEW_TEXT_MAX_LENGTH, `Use no máximo ${REVIEW_TEXT_MAX_LENGTH} caracteres.`),
})
export type ReviewInput = z.output<typeof reviewSchema>

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** Escaped review text back to plain text (for a renderer that escapes again, e.g. a React text node). */
export function unescapeReviewText(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}
