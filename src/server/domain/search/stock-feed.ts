import type { Db } from '../../storage/database'
import type { SearchService } from './service'

/**
 * Reads the stock changes recorded by the `search_stock_changed` trigger
 * (migration 101), applies them to the search index and prunes them.
 */
export function createStockFeed(db: Db, service: SearchService): () => number {
  const read = db.prepare('SELECT id, sku_id AS skuId, seller_id AS sellerId, stock FROM search_stock_changes ORDER BY id LIMIT 5000')
  const prune = db.prepare('DELETE FROM search_stock_changes WHERE id <= ?')
  return () => {
    if (!db.open) return 0
    const rows = read.all() as Array<{ id: number; skuId: string; sellerId: string; stock: number }>
    if (rows.length === 0) return 0
    const changed = service.applyStockChanges(rows)
    prune.run(rows[rows.length - 1].id)
    return changed
  }
}
