import type { Wishlist } from '../contract'
import type { WishlistRepository } from './service'
import type { Db } from '../../../server/storage/database'

/** Wishlists (one per member) and their products in the order added. */
export class SqliteWishlistRepository implements WishlistRepository {
  private readonly idStatement
  private readonly createStatement
  private readonly productsStatement
  private readonly hasStatement
  private readonly statsStatement
  private readonly addStatement
  private readonly removeStatement

  constructor(private readonly db: Db) {
    this.idStatement = db.prepare('SELECT id FROM wishlists WHERE member_id = ?')
    this.createStatement = db.prepare('INSERT INTO wishlists (id, member_id, created_at) VALUES (?, ?, ?) ON CONFLICT(member_id) DO NOTHING')
    this.productsStatement = db.prepare('SELECT product_id AS productId, added_at AS addedAt FROM wishlist_products WHERE wishlist_id = ? ORDER BY seq')
    this.hasStatement = db.prepare('SELECT 1 FROM wishlist_products WHERE wishlist_id = ? AND product_id = ?')
    this.statsStatement = db.prepare('SELECT COUNT(*) AS count, COALESCE(MAX(seq), 0) AS lastSeq FROM wishlist_products WHERE wishlist_id = ?')
    this.addStatement = db.prepare('INSERT INTO wishlist_products (wishlist_id, product_id, added_at, seq) VALUES (?, ?, ?, ?)')
    this.removeStatement = db.prepare('DELETE FROM wishlist_products WHERE wishlist_id = ? AND product_id = ?')
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  idOf(memberId: string): string | null {
    return (this.idStatement.get(memberId) as { id: string } | undefined)?.id ?? null
  }

  /** Creates the member's wishlist unless one exists (then nothing changes). */
  create(id: string, memberId: string, createdAt: string): void {
    this.createStatement.run(id, memberId, createdAt)
  }

  products(wishlistId: string): Wishlist['products'] {
    return this.productsStatement.all(wishlistId) as Wishlist['products']
  }

  has(wishlistId: string, productId: string): boolean {
    return this.hasStatement.get(wishlistId, productId) !== undefined
  }

  stats(wishlistId: string): { count: number; lastSeq: number } {
    return this.statsStatement.get(wishlistId) as { count: number; lastSeq: number }
  }

  addProduct(wishlistId: string, productId: string, addedAt: string, seq: number): void {
    this.addStatement.run(wishlistId, productId, addedAt, seq)
  }

  removeProduct(wishlistId: string, productId: string): void {
    this.removeStatement.run(wishlistId, productId)
  }
}
