import type { StockChange, StockChangeFeed } from '../domain/search/stock-feed'
import type { Db } from './database'

/** Stock changes recorded by the `search_stock_changed` trigger (migration 101), oldest first. */
export class SqliteStockChangeRepository implements StockChangeFeed {
  private readonly readStatement
  private readonly pruneStatement

  constructor(private readonly db: Db) {
    this.readStatement = db.prepare('SELECT id, sku_id AS skuId, seller_id AS sellerId, stock FROM search_stock_changes ORDER BY id LIMIT ?')
    this.pruneStatement = db.prepare('DELETE FROM search_stock_changes WHERE id <= ?')
  }

  isOpen(): boolean {
    return this.db.open
  }

  pending(limit: number): StockChange[] {
    return this.readStatement.all(limit) as StockChange[]
  }

  /** Forgets the changes up to and with `lastId`. */
  prune(lastId: number): void {
    this.pruneStatement.run(lastId)
  }
}
