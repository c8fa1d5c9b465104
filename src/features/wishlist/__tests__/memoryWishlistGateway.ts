import type { Wishlist } from '../contract'
import type { WishlistGateway } from '../state/gateway'

/**
 * An in-memory wishlist backend: a logged-in shopper's wishlist, or a
 * visitor's (`loggedIn: false`: load answers null). Calls are counted;
 * `failNext(op)` makes the next call of that operation reject.
 */
export class MemoryWishlistGateway implements WishlistGateway {
  readonly calls: string[] = []
  private wishlist: Wishlist
  private readonly failures = new Set<'load' | 'add' | 'remove'>()

  constructor(
    private readonly loggedIn = true,
    productIds: string[] = [],
  ) {
    this.wishlist = { id: 'w1', products: productIds.map((productId) => ({ productId, addedAt: '2024-01-01T00:00:00.000Z' })) }
  }

  failNext(op: 'load' | 'add' | 'remove'): void {
    this.failures.add(op)
  }

  private async call<T>(op: 'load' | 'add' | 'remove', run: () => T): Promise<T> {
    this.calls.push(op)
    await Promise.resolve()
    if (this.failures.delete(op)) throw new Error(`${op} failed`)
    return run()
  }

  load(): Promise<Wishlist | null> {
    return this.call('load', () => (this.loggedIn ? copy(this.wishlist) : null))
  }

  add(wishlistId: string, productId: string): Promise<Wishlist> {
    return this.call('add', () => {
      if (wishlistId !== this.wishlist.id) throw new Error('unknown wishlist')
      this.wishlist = { ...this.wishlist, products: [...this.wishlist.products, { productId, addedAt: '2024-01-02T00:00:00.000Z' }] }
      return copy(this.wishlist)
    })
  }

  remove(wishlistId: string, productId: string): Promise<Wishlist> {
    return this.call('remove', () => {
      if (wishlistId !== this.wishlist.id) throw new Error('unknown wishlist')
      this.wishlist = { ...this.wishlist, products: this.wishlist.products.filter((product) => product.productId !== productId) }
      return copy(this.wishlist)
    })
  }
}

const copy = (wishlist: Wishlist): Wishlist => JSON.parse(JSON.stringify(wishlist)) as Wishlist
