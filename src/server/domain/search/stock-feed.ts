import type { SearchService } from './service'

/** Changes read per refresh. */
export const STOCK_CHANGES_PER_REFRESH = 5000

export interface StockChange {
  id: number
  skuId: string
  sellerId: string
  stock: number
}

/** Where the stock changes of the catalogue are read, oldest first. */
export interface StockChangeFeed {
  /** False once the store is closed. */
  isOpen(): boolean
  pending(limit: number): StockChange[]
  /** Forgets the changes up to and with `lastId`. */
  prune(lastId: number): void
}

/**
 * A refresh: reads the recorded stock changes, applies them to the search
 * index and forgets them. Returns how many products changed.
 */
export function createStockFeed(changes: StockChangeFeed, service: Pick<SearchService, 'applyStockChanges'>): () => number {
  return () => {
    if (!changes.isOpen()) return 0
    const rows = changes.pending(STOCK_CHANGES_PER_REFRESH)
    if (rows.length === 0) return 0
    const changed = service.applyStockChanges(rows)
    changes.prune(rows[rows.length - 1].id)
    return changed
  }
}
