import type { Wishlist } from './contract'
import type { WishlistGateway } from './state/gateway'
import { getSession as defaultGetSession } from '../../commerce/account'
import { http as defaultHttp, type HttpClient } from '../../commerce/http'

export type { Wishlist } from './contract'

export const WISHLIST_PATHS = {
  get: '/api/wishlist/getWishlist',
  add: '/api/wishlist/addProductToWishlist',
  remove: '/api/wishlist/removeProductFromWishlist',
} as const

/** Thrown when a wishlist action has no wishlist id: every action needs one. */
export class MissingWishlistIdError extends Error {
  constructor() {
    super('A wishlist id is required')
    this.name = 'MissingWishlistIdError'
  }
}

/**
 * The wishlist calls. getWishlist gives null to visitors; add
 * and remove throw on failure or a missing id.
 */
export function createWishlistApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  async function change(path: string, wishlistId: string | null | undefined, productId: string): Promise<Wishlist> {
    if (!wishlistId) throw new MissingWishlistIdError()
    return http.post<Wishlist>(path, { wishlistId, productId })
  }
  return {
    getWishlist: (): Promise<Wishlist | null> => http.post<Wishlist | null>(WISHLIST_PATHS.get, {}),
    addProductToWishlist: (wishlistId: string | null | undefined, productId: string) => change(WISHLIST_PATHS.add, wishlistId, productId),
    removeProductFromWishlist: (wishlistId: string | null | undefined, productId: string) => change(WISHLIST_PATHS.remove, wishlistId, productId),
  }
}

export const { getWishlist, addProductToWishlist, removeProductFromWishlist } = createWishlistApi()

/** The calls the wishlist store's gateway is made of. */
export interface WishlistGatewayCalls {
  getSession: () => Promise<{ isLoggedIn: boolean }>
  getWishlist: () => Promise<Wishlist | null>
  addProductToWishlist: (wishlistId: string, productId: string) => Promise<Wishlist>
  removeProductFromWishlist: (wishlistId: string, productId: string) => Promise<Wishlist>
}

/**
 * The wishlist store's gateway (sdk/wishlist): the session first — visitors
 * make no wishlist call, and that GET sets the anti-forgery cookie the POSTs
 * need — then the wishlist calls.
 */
export function createWishlistGateway(calls: Partial<WishlistGatewayCalls> = {}): WishlistGateway {
  const {
    getSession: session = defaultGetSession,
    getWishlist: load = getWishlist,
    addProductToWishlist: add = addProductToWishlist,
    removeProductFromWishlist: remove = removeProductFromWishlist,
  } = calls
  return {
    load: async () => ((await session()).isLoggedIn ? load() : null),
    add: (wishlistId, productId) => add(wishlistId, productId),
    remove: (wishlistId, productId) => remove(wishlistId, productId),
  }
}

/** The store's wishlist gateway; pass it to the StoreProvider. */
export const wishlistGateway: WishlistGateway = createWishlistGateway()
