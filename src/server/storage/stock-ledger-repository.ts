import type { StockLedger } from '../domain/orders/placement-store'
import type { Db } from './database'

/**
 * Stock taken by orders and given back, one conditional UPDATE per line: a
 * line is taken only when the seller still has all its units, so two orders
 * racing for the last unit cannot both take it (the search index hears of
 * every change through the stock trigger).
 */
export class SqliteStockLedgerRepository implements StockLedger {
  private readonly takeStatement
  private readonly releaseStatement
  private readonly availableStatement

  constructor(db: Db) {
    this.takeStatement = db.prepare('UPDATE sku_stock SET stock = stock - ? WHERE sku_id = ? AND seller_id = ? AND stock >= ?')
    this.releaseStatement = db.prepare('UPDATE sku_stock SET stock = stock + ? WHERE sku_id = ? AND seller_id = ?')
    this.availableStatement = db.prepare('SELECT stock FROM sku_stock WHERE sku_id = ? AND seller_id = ?')
  }

  take(line: { skuId: string; sellerId: string; quantity: number }): boolean {
    return this.takeStatement.run(line.quantity, line.skuId, line.sellerId, line.quantity).changes === 1
  }

  release(line: { skuId: string; sellerId: string; quantity: number }): void {
    this.releaseStatement.run(line.quantity, line.skuId, line.sellerId)
  }

  available(line: { skuId: string; sellerId: string }): number {
    return (this.availableStatement.get(line.skuId, line.sellerId) as { stock: number } | undefined)?.stock ?? 0
  }
}
