import crypto from 'node:crypto'
import { WISHLIST_MAX_PRODUCTS } from '../../../config/constants'
import type { Db } from '../../storage/database'
import { HttpError, notFound } from '../../http/errors'
import type { Wishlist } from '../../../contracts/wishlist'

export type { Wishlist } from '../../../contracts/wishlist'

/** One wishlist per member, created on first read. */
export class WishlistRepository {
  constructor(
    private readonly db: Db,
    private readonly maxProducts: number = WISHLIST_MAX_PRODUCTS,
  ) {}

  private idFor(memberId: string): string | null {
    const row = this.db.prepare('SELECT id FROM wishlists WHERE member_id = ?').get(memberId) as { id: string } | undefined
    return row?.id ?? null
  }

  private load(id: string): Wishlist {
    const products = this.db
      .prepare('SELECT product_id AS productId, added_at AS addedAt FROM wishlist_products WHERE wishlist_id = ? ORDER BY seq')
      .all(id) as Wishlist['products']
    return { id, products }
  }

  /** The member's wishlist, created when missing. */
  forMember(memberId: string): Wishlist {
    const existing = this.idFor(memberId)
    if (existing) return this.load(existing)
    const id = crypto.randomUUID()
    this.db
      .prepare('INSERT INTO wishlists (id, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT(member_id) DO NOTHING')
      .run(id, memberId, new Date().toISOString())
    return this.load(this.idFor(memberId) ?? id)
  }

  /** The member's own wishlist with that id; another member's (or an unknown) id is a 404. */
  private owned(memberId: string, wishlistId: string): string {
    const id = this.idFor(memberId)
    if (!id || id !== wishlistId) throw notFound('Lista de desejos não encontrada.', 'WISHLIST_NOT_FOUND')
    return id
  }

  /** Adds a product (adding one already there changes nothing). */
  add(memberId: string, wishlistId: string, productId: string): Wishlist {
    return this.db.transaction(() => {
      const id = this.owned(memberId, wishlistId)
      const present = this.db.prepare('SELECT 1 FROM wishlist_products WHERE wishlist_id = ? AND product_id = ?').get(id, productId)
      if (!present) {
        const { n, last } = this.db
          .prepare('SELECT COUNT(*) AS n, COALESCE(MAX(seq), 0) AS last FROM wishlist_products WHERE wishlist_id = ?')
          .get(id) as { n: number; last: number }
        if (n >= this.maxProducts) {
          throw new HttpError(409, 'WISHLIST_FULL', `A lista de desejos aceita no máximo ${this.maxProducts} produtos.`)
        }
        this.db
          .prepare('INSERT INTO wishlist_products (wishlist_id, product_id, added_at, seq) VALUES (?, ?, ?, ?)')
          .run(id, productId, new Date().toISOString(), last + 1)
      }
      return this.load(id)
    })()
  }

  /** Removes a product (removing one that is absent changes nothing). */
  remove(memberId: string, wishlistId: string, productId: string): Wishlist {
    return this.db.transaction(() => {
      const id = this.owned(memberId, wishlistId)
      this.db.prepare('DELETE FROM wishlist_products WHERE wishlist_id = ? AND product_id = ?').run(id, productId)
      return this.load(id)
    })()
  }
}
