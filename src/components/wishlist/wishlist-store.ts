import { useEffect, useSyncExternalStore } from 'react'

import { getSession } from '../../commerce/account'
import { addProductToWishlist, getWishlist, removeProductFromWishlist, type Wishlist } from '../../commerce/wishlist'
import { storeConfig } from '../../config/store'

/** The shopper's wishlist, shared by every heart on the page (loaded once). */
export type WishlistState =
  | { status: 'idle' | 'loading' | 'anonymous' | 'failed' }
  | { status: 'ready'; wishlist: Wishlist }

type Listener = () => void
let state: WishlistState = { status: 'idle' }
const listeners = new Set<Listener>()
const set = (next: WishlistState) => {
  state = next
  for (const listener of listeners) listener()
}

export async function loadWishlist(force = false): Promise<WishlistState> {
  if (!force && state.status !== 'idle') return state
  set({ status: 'loading' })
  try {
    // A GET first: visitors need no wishlist call, and it sets the anti-forgery cookie the POST needs.
    const session = await getSession()
    const wishlist = session.isLoggedIn ? await getWishlist() : null
    set(wishlist ? { status: 'ready', wishlist } : { status: 'anonymous' })
  } catch (error) {
    console.error('wishlist failed', error)
    set({ status: 'failed' })
  }
  return state
}

/** The login address returning to this page. */
export function loginWithReturn(href: string = window.location.pathname + window.location.search): string {
  return `${storeConfig.addresses.login}?returnUrl=${encodeURIComponent(href)}`
}

/** Adds or removes a product; visitors go to the login (commerce §6). Failures throw. */
export async function toggleWishlist(productId: string): Promise<void> {
  const current = state.status === 'ready' || state.status === 'anonymous' ? state : await loadWishlist()
  if (current.status !== 'ready') {
    window.location.assign(loginWithReturn())
    return
  }
  const has = current.wishlist.products.some((p) => p.productId === productId)
  const wishlist = has
    ? await removeProductFromWishlist(current.wishlist.id, productId)
    : await addProductToWishlist(current.wishlist.id, productId)
  set({ status: 'ready', wishlist })
}

export function useWishlist(): WishlistState {
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
  useEffect(() => {
    void loadWishlist()
  }, [])
  return snapshot
}

export const isInWishlist = (s: WishlistState, productId: string): boolean =>
  s.status === 'ready' && s.wishlist.products.some((p) => p.productId === productId)
