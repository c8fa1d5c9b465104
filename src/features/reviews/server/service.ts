import { DAY_MS, REVIEW_WINDOW_DAYS, REVIEWS_SHOWN_MAX } from '../../../config/constants'
import { AWAITING_DELIVERY_ORDER_STATUSES, isReviewableOrderStatus } from '../contract'
import type { ProductReview, ProductReviews, ReviewEligibility, ReviewSummary } from '../contract'
import type { ReviewInput } from '../schemas'
import type { Member } from '../../../server/domain/accounts/types'
import { escapeHtml } from '../../../server/domain/mail'
import type { OrderRepository, StoredOrder } from '../../../server/domain/orders/types'

export type { ProductReview, ProductReviews, ReviewEligibility, ReviewSummary } from '../contract'

/** A review with its owner and the order that entitles it (kept on the server). */
export interface StoredReview extends ProductReview {
  memberId: string
  orderId: string
}

/** Where reviews are kept: one per member and product. */
export interface ReviewRepository {
  get(id: string): StoredReview | null
  findByMember(productId: string, memberId: string): StoredReview | null
  /** Inserts, or replaces the member's review of the product. */
  upsert(review: StoredReview): void
  /** Newest first. */
  listByProduct(productId: string, limit: number): StoredReview[]
  /** Every review the member wrote, newest first (the data-rights export). */
  listByMember(memberId: string): StoredReview[]
  summary(productId: string): ReviewSummary
  /** Count and mean of every reviewed product (the build's JSON-LD). */
  summaries(): Map<string, ReviewSummary>
}

/** A refusal, with the field it is about (pt-BR) and whether it is a 404 (an unknown or foreign review) or a 403. */
export class ReviewError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly kind: 'invalid' | 'not-found' | 'forbidden' = 'invalid',
  ) {
    super(message)
    this.name = 'ReviewError'
  }
}

/** Why a paid order's product cannot be reviewed yet. */
export const NOT_DELIVERED_MESSAGE = 'Você poderá avaliar este produto quando o pedido for faturado.'

/** 'Ana', 'Souza' → 'Ana S.' */
export function authorOf(member: Pick<Member, 'givenName' | 'familyName'>): string {
  const initial = member.familyName.trim().charAt(0)
  return initial ? `${member.givenName.trim()} ${initial.toUpperCase()}.` : member.givenName.trim()
}

function visible(review: StoredReview): ProductReview {
  const { memberId: _memberId, orderId: _orderId, ...rest } = review
  return rest
}

export interface ProductReviewsDeps {
  orders: Pick<OrderRepository, 'listByMember'>
  store: ReviewRepository
  newId: () => string
  now?: () => Date
}

/**
 * Product reviews: a member who bought the product (an invoiced order holding
 * it, at most 90 days old) rates it 1–5 with a text; writing again replaces
 * their review. Title and text are stored HTML-escaped.
 */
export class ProductReviewsService {
  private readonly now: () => Date

  constructor(private readonly deps: ProductReviewsDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  ofProduct(productId: string): ProductReviews {
    return {
      productId,
      summary: this.deps.store.summary(productId),
      reviews: this.deps.store.listByProduct(productId, REVIEWS_SHOWN_MAX).map(visible),
    }
  }

  summaries(): Map<string, ReviewSummary> {
    return this.deps.store.summaries()
  }

  /** Every review the member wrote, as they see theirs (the data-rights export). */
  writtenBy(memberId: string): ProductReview[] {
    return this.deps.store.listByMember(memberId).map(visible)
  }

  eligibility(member: Member, productId: string): ReviewEligibility {
    const { order, reason } = this.purchase(member.id, productId)
    const line = (order ?? this.anyOrderWith(member.id, productId))?.items.find((item) => item.productId === productId)
    const own = this.deps.store.findByMember(productId, member.id)
    return {
      productId,
      canReview: order !== null,
      reason,
      product: line ? { name: line.name, imageUrl: line.imageUrl, detailUrl: line.detailUrl } : null,
      review: own ? visible(own) : null,
    }
  }

  /** Writes the member's review of a bought product (replacing their earlier one). */
  write(member: Member, input: ReviewInput): ProductReview {
    const { order, reason } = this.purchase(member.id, input.productId)
    if (!order) {
      throw new ReviewError(
        'productId',
        reason === 'window-ended'
          ? `Produtos podem ser avaliados em até ${REVIEW_WINDOW_DAYS} dias após a compra.`
          : reason === 'not-delivered'
            ? NOT_DELIVERED_MESSAGE
            : 'Só quem comprou este produto pode avaliá-lo.',
        'forbidden',
      )
    }
    const existing = this.deps.store.findByMember(input.productId, member.id)
    const now = this.now().toISOString()
    const review: StoredReview = {
      id: existing?.id ?? this.deps.newId(),
      productId: input.productId,
      memberId: member.id,
      orderId: order.orderId,
      author: authorOf(member),
      rating: input.rating,
      title: input.title === null ? null : escapeHtml(input.title),
      text: escapeHtml(input.text),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }
    this.deps.store.upsert(review)
    return visible(review)
  }

  /** Edits one of the member's reviews by id (another member's is unknown: 404). */
  edit(member: Member, reviewId: string, input: Omit<ReviewInput, 'productId'>): ProductReview {
    const review = this.deps.store.get(reviewId)
    if (!review || review.memberId !== member.id) throw new ReviewError('id', 'Avaliação não encontrada.', 'not-found')
    return this.write(member, { ...input, productId: review.productId })
  }

  /** One of the member's reviews (another member's is unknown). */
  ownReview(member: Member, reviewId: string): ProductReview | null {
    const review = this.deps.store.get(reviewId)
    return review && review.memberId === member.id ? visible(review) : null
  }

  private anyOrderWith(memberId: string, productId: string): StoredOrder | undefined {
    return this.deps.orders.listByMember(memberId).find((order) => order.items.some((item) => item.productId === productId))
  }

  /** The newest invoiced (delivered) order holding the product within the window, or why there is none. */
  private purchase(memberId: string, productId: string): { order: StoredOrder | null; reason: ReviewEligibility['reason'] } {
    const holding = this.deps.orders.listByMember(memberId).filter((order) => order.items.some((item) => item.productId === productId))
    const paid = holding.filter((order) => isReviewableOrderStatus(order.status))
    if (paid.length === 0) {
      const awaiting = holding.some((order) => AWAITING_DELIVERY_ORDER_STATUSES.includes(order.status))
      return { order: null, reason: awaiting ? 'not-delivered' : 'not-bought' }
    }
    const oldest = this.now().getTime() - REVIEW_WINDOW_DAYS * DAY_MS
    const recent = paid.find((order) => Date.parse(order.creationDate) >= oldest)
    return recent ? { order: recent, reason: null } : { order: null, reason: 'window-ended' }
  }
}
