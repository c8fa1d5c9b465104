import type { Wishlist } from '../contract'

/**
 * The wishlist calls the store needs (get, add, remove). The HTTP
 * implementation lives in src/commerce/wishlist.ts. Failures reject.
 */
export interface WishlistGateway {
  /** The shopper's wishlist; null for a visitor (no wishlist call is made then). */
  load(): Promise<Wishlist | null>
  add(wishlistId: string, productId: string): Promise<Wishlist>
  remove(wishlistId: string, productId: string): Promise<Wishlist>
}
