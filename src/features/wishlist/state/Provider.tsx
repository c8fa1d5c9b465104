import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'

import { missingProviderError } from '../../../sdk/errors'
import type { WishlistGateway } from './gateway'
import { initialWishlistState, isInWishlist } from './state'
import type { WishlistState } from './state'
import { WishlistStore } from './store'
import type { WishlistToggleResult } from './store'

export interface WishlistContextValue {
  state: WishlistState
  /** Whether the product is in the wishlist (false until it is loaded). */
  has: (productId: string) => boolean
  toggle: (productId: string) => Promise<WishlistToggleResult>
  store: WishlistStore
}

export const WishlistContext = createContext<WishlistContextValue | undefined>(undefined)
WishlistContext.displayName = 'WishlistContext'

export interface WishlistProviderProps {
  children?: ReactNode
  gateway: WishlistGateway
  /** An existing store (tests); `gateway` is then ignored. */
  store?: WishlistStore
}

const serverSnapshot = (): WishlistState => initialWishlistState

export function WishlistProvider({ children, gateway, store: givenStore }: WishlistProviderProps) {
  const [store] = useState(() => givenStore ?? new WishlistStore(gateway))
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot)
  const value = useMemo<WishlistContextValue>(
    () => ({
      state,
      has: (productId) => isInWishlist(state, productId),
      toggle: (productId) => store.toggle(productId),
      store,
    }),
    [state, store],
  )
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>
}

/** The wishlist, loaded on first use (visitors make no wishlist call). */
export function useWishlist(): WishlistContextValue {
  const context = useContext(WishlistContext)
  if (context === undefined) throw missingProviderError('WishlistContext')
  const { store } = context
  useEffect(() => {
    void store.load()
  }, [store])
  return context
}
