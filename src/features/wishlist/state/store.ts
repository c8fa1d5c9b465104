import type { WishlistGateway } from './gateway'
import { initialWishlistState, isInWishlist, wishlistActions, wishlistReducer } from './state'
import type { WishlistAction, WishlistState } from './state'

type Listener = () => void

/** What a heart's click did: the product went in or out, or the visitor must log in first (wishlist calls need a login). */
export type WishlistToggleResult = 'added' | 'removed' | 'loginRequired'

/**
 * The wishlist over a gateway, loaded once on first use and shared by every
 * heart. Framework-agnostic: React binds to it with useSyncExternalStore.
 */
export class WishlistStore {
  private state: WishlistState = initialWishlistState
  private readonly listeners = new Set<Listener>()
  private loading: Promise<WishlistState> | null = null

  constructor(private readonly gateway: WishlistGateway) {}

  getState = (): WishlistState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /**
   * Loads the wishlist once: later calls get the same answer (or the load in
   * progress). `force` loads again. A failure is logged and leaves `failed`.
   */
  load(force = false): Promise<WishlistState> {
    if (this.loading) return this.loading
    if (!force && this.state.status !== 'idle') return Promise.resolve(this.state)
    this.dispatch(wishlistActions.loadStarted())
    this.loading = this.gateway
      .load()
      .then(
        (wishlist) => this.dispatch(wishlistActions.loaded(wishlist)),
        (error: unknown) => {
          console.error('wishlist failed', error)
          return this.dispatch(wishlistActions.loadFailed())
        },
      )
      .finally(() => {
        this.loading = null
      })
    return this.loading
  }

  /**
   * Adds the product, or removes it when it is in the wishlist. A visitor
   * gets `loginRequired` (nothing is called). Failures reject, a wishlist
   * that cannot be loaded too.
   */
  async toggle(productId: string): Promise<WishlistToggleResult> {
    const current = await this.load(this.state.status === 'failed')
    if (current.status === 'anonymous') return 'loginRequired'
    if (current.status !== 'ready') throw new Error('The wishlist could not be loaded')
    const has = isInWishlist(current, productId)
    const wishlist = has
      ? await this.gateway.remove(current.wishlist.id, productId)
      : await this.gateway.add(current.wishlist.id, productId)
    this.dispatch(wishlistActions.changed(wishlist))
    return has ? 'removed' : 'added'
  }

  private dispatch(action: WishlistAction): WishlistState {
    this.state = wishlistReducer(this.state, action)
    for (const listener of this.listeners) listener()
    return this.state
  }
}
