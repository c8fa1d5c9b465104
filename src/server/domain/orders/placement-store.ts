import type { PlaceOrderResponse } from '../../../contracts/orders'
import type { ProfileView } from '../privacy'
import type { StockLine } from './placement'
import type { OrderState } from './types'

/**
 * A placement: a cart turned into an order group, with what it reserved and
 * who may finish it. One per order group.
 */
export interface Placement {
  orderGroup: string
  /** The cart it came from (null for PUT /orders, which brings its own). */
  orderFormId: string | null
  transactionId: string
  state: OrderState
  /** The cart as placed (see cartFingerprint): the same cart placed again is this order. */
  cartFingerprint: string
  /** What the shopper agreed to pay (with interest), cents. */
  requestValue: number
  /** Hashes of the checkout access tokens that may read and finish the order (the browsers that placed it). */
  accessTokenHashes: string[]
  /**
   * How each access token's holder sees the buyer's profile (by token hash): in full, or as typed when the
   * browser continued with a member's stored profile (domain/privacy). A token missing here sees it in full.
   */
  profileViews?: Record<string, ProfileView>
  /** The stock it took (given back when it is discarded or canceled). */
  lines: StockLine[]
  /** The answer the placement gave (repeated as it was to a retried request). */
  response: PlaceOrderResponse
  /** The newsletter choice sent with the placement (written to the cart once the order is placed), or null. */
  optinNewsLetter: boolean | null
  createdAt: string
  updatedAt: string
}

/** Where placements are kept. */
export interface PlacementRepository {
  insert(placement: Placement): void
  update(placement: Placement): void
  get(orderGroup: string): Placement | null
  /** The newest placement of a cart. */
  latestForOrderForm(orderFormId: string): Placement | null
  /** Placements still `created` (waiting for payment) since before the instant. */
  createdBefore(instant: string): Placement[]
}

/** Takes and gives back stock, atomically per line. */
export interface StockLedger {
  /** Takes the line's units when the seller has them all (false, nothing taken, otherwise). */
  take(line: Pick<StockLine, 'skuId' | 'sellerId' | 'quantity'>): boolean
  /** Gives the line's units back. */
  release(line: Pick<StockLine, 'skuId' | 'sellerId' | 'quantity'>): void
  /** Units the seller has now (0 when it does not sell the SKU). */
  available(line: Pick<StockLine, 'skuId' | 'sellerId'>): number
}
