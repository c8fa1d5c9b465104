import type { Migration } from '../../../server/storage/migrations'

/** The wishlist feature's tables (its own versions are 460–469; 51 is the table as the accounts first created it). */
export const wishlistMigrations: readonly Migration[] = [
  {
    version: 51,
    name: 'wishlists',
    up(db) {
      db.exec(`
        CREATE TABLE wishlists (
          id TEXT PRIMARY KEY,
          member_id TEXT NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL
        );
        CREATE TABLE wishlist_products (
          wishlist_id TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
          product_id TEXT NOT NULL,
          added_at TEXT NOT NULL,
          seq INTEGER NOT NULL,
          PRIMARY KEY (wishlist_id, product_id)
        );
      `)
    },
  },
]
