import crypto from 'node:crypto'
import { WISHLIST_MAX_PRODUCTS } from '../../../config/constants'
import type { Wishlist } from '../contract'

export type { Wishlist } from '../contract'

/** Where wishlists are kept. */
export interface WishlistRepository {
  /** Runs `work` in one transaction: an error inside writes nothing. */
  transaction<T>(work: () => T): T
  idOf(memberId: string): string | null
  /** Creates the member's wishlist unless one exists. */
  create(id: string, memberId: string, createdAt: string): void
  /** Products in the order added. */
  products(wishlistId: string): Wishlist['products']
  has(wishlistId: string, productId: string): boolean
  stats(wishlistId: string): { count: number; lastSeq: number }
  addProduct(wishlistId: string, productId: string, addedAt: string, seq: number): void
  removeProduct(wishlistId: string, productId: string): void
}

/** The wishlist is not the member's (or does not exist). */
export class WishlistNotFoundError extends Error {
  constructor(readonly wishlistId: string) {
    super('Lista de desejos não encontrada.')
    this.name = 'WishlistNotFoundError'
  }
}

/** The wishlist holds its maximum of products. */
export class WishlistFullError extends Error {
  constructor(readonly maxProducts: number) {
    super(`A lista de desejos aceita no máximo ${maxProducts} produtos.`)
    this.name = 'WishlistFullError'
  }
}

/** One wishlist per member, created on first read, holding at most `maxProducts`. */
export class Wishlists {
  constructor(
    private readonly store: WishlistRepository,
    private readonly maxProducts: number = WISHLIST_MAX_PRODUCTS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private load(id: string): Wishlist {
    return { id, products: this.store.products(id) }
  }

  /** The member's wishlist, created when missing. */
  forMember(memberId: string): Wishlist {
    const existing = this.store.idOf(memberId)
    if (existing) return this.load(existing)
    const id = crypto.randomUUID()
    this.store.create(id, memberId, this.now().toISOString())
    return this.load(this.store.idOf(memberId) ?? id)
  }

  /** The member's own wishlist with that id; another member's (or an unknown) id is WishlistNotFoundError. */
  private owned(memberId: string, wishlistId: string): string {
    const id = this.store.idOf(memberId)
    if (!id || id !== wishlistId) throw new WishlistNotFoundError(wishlistId)
    return id
  }

  /** Adds a product (adding one already there changes nothing). */
  add(memberId: string, wishlistId: string, productId: string): Wishlist {
    return this.store.transaction(() => {
      const id = this.owned(memberId, wishlistId)
      if (!this.store.has(id, productId)) {
        const { count, lastSeq } = this.store.stats(id)
        if (count >= this.maxProducts) throw new WishlistFullError(this.maxProducts)
        this.store.addProduct(id, productId, this.now().toISOString(), lastSeq + 1)
      }
      return this.load(id)
    })
  }

  /** Removes a product (removing one that is absent changes nothing). */
  remove(memberId: string, wishlistId: string, productId: string): Wishlist {
    return this.store.transaction(() => {
      const id = this.owned(memberId, wishlistId)
      this.store.removeProduct(id, productId)
      return this.load(id)
    })
  }
}
