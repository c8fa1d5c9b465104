import type { Migration } from '../../../server/storage/migrations'

/** The reviews feature's tables (its own versions are 450–459; 64 is the table as the account area first created it). */
export const reviewMigrations: readonly Migration[] = [
  {
    version: 64,
    name: 'product reviews',
    up(db) {
      db.exec(`
        CREATE TABLE product_reviews (
          id TEXT PRIMARY KEY,
          product_id TEXT NOT NULL,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          author TEXT NOT NULL,
          rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
          title TEXT,
          text TEXT NOT NULL,
          order_id TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (product_id, member_id)
        );
        CREATE INDEX product_reviews_product ON product_reviews(product_id, updated_at DESC);
      `)
    },
  },
]
