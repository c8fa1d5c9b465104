import type { Wishlist } from '../contract'
import { unknownStoreActionError } from '../../../sdk/errors'

/**
 * The shopper's wishlist, shared by every heart on the page:
 * not asked yet (idle), loading, a visitor's (anonymous: no wishlist calls),
 * failed, or ready with the wishlist.
 */
export type WishlistState =
  | { status: 'idle' | 'loading' | 'anonymous' | 'failed' }
  | { status: 'ready'; wishlist: Wishlist }

export type WishlistAction =
  | { type: 'loadStarted' }
  | { type: 'loaded'; wishlist: Wishlist | null }
  | { type: 'loadFailed' }
  | { type: 'changed'; wishlist: Wishlist }

export const initialWishlistState: Readonly<WishlistState> = Object.freeze({ status: 'idle' })

export const wishlistActions = {
  loadStarted: (): WishlistAction => ({ type: 'loadStarted' }),
  /** The shopper's wishlist; null for a visitor. */
  loaded: (wishlist: Wishlist | null): WishlistAction => ({ type: 'loaded', wishlist }),
  loadFailed: (): WishlistAction => ({ type: 'loadFailed' }),
  /** The wishlist after an add or a removal. */
  changed: (wishlist: Wishlist): WishlistAction => ({ type: 'changed', wishlist }),
}

/** Unknown actions throw `Unknown action of wishlist`. */
export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'loadStarted':
      return state.status === 'loading' ? state : { status: 'loading' }
    case 'loaded':
      return action.wishlist ? { status: 'ready', wishlist: action.wishlist } : { status: 'anonymous' }
    case 'loadFailed':
      return { status: 'failed' }
    case 'changed':
      return { status: 'ready', wishlist: action.wishlist }
    default:
      throw unknownStoreActionError('wishlist')
  }
}

export const isInWishlist = (state: WishlistState, productId: string): boolean =>
  state.status === 'ready' && state.wishlist.products.some((product) => product.productId === productId)
