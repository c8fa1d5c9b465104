import type { Migration } from './index'

/** Search tables (versions 100–199): the query/analytics log and per-term counts for top searches. */
export const searchMigrations: readonly Migration[] = [
  {
    version: 100,
    name: 'search query log',
    up(db) {
      db.exec(`
        CREATE TABLE search_events (
          id INTEGER PRIMARY KEY,
          type TEXT NOT NULL,
          term TEXT,
          term_key TEXT,
          product_id TEXT,
          position INTEGER,
          session_id TEXT,
          anonymous_id TEXT,
          user_id TEXT,
          source TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX search_events_user ON search_events (user_id, id) WHERE user_id IS NOT NULL;
        CREATE INDEX search_events_anonymous ON search_events (anonymous_id, id) WHERE anonymous_id IS NOT NULL;
        CREATE TABLE search_terms (
          term_key TEXT PRIMARY KEY,
          term TEXT NOT NULL,
          count INTEGER NOT NULL,
          last_searched_at TEXT NOT NULL
        );
        CREATE INDEX search_terms_count ON search_terms (count DESC, term_key);
      `)
    },
  },
  {
    version: 101,
    name: 'search stock change feed',
    up(db) {
      // The search index keeps availability in memory; a trigger on the
      // catalogue's stock table feeds it the changes (read and pruned by search).
      db.exec(`CREATE TABLE search_stock_changes (
        id INTEGER PRIMARY KEY,
        sku_id TEXT NOT NULL,
        seller_id TEXT NOT NULL,
        stock INTEGER NOT NULL
      )`)
      const hasStockTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sku_stock'").get()
      if (hasStockTable) {
        db.exec(`CREATE TRIGGER search_stock_changed AFTER UPDATE OF stock ON sku_stock
          WHEN NEW.stock IS NOT OLD.stock
          BEGIN
            INSERT INTO search_stock_changes (sku_id, seller_id, stock) VALUES (NEW.sku_id, NEW.seller_id, NEW.stock);
          END`)
      }
    },
  },
]
