import type { Migration } from './index'

/**
 * Commerce tables (versions 1–49): the catalogue, carts (orderForms),
 * coupons and orders. Products are stored whole as JSON; the columns beside
 * the JSON exist to look them up.
 */
export const commerceMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    up(db) {
      db.exec(`
        CREATE TABLE catalogue_meta (
          key TEXT PRIMARY KEY,
          json TEXT NOT NULL
        );
        CREATE TABLE products (
          id TEXT PRIMARY KEY,
          link_text TEXT NOT NULL,
          position INTEGER NOT NULL,
          json TEXT NOT NULL
        );
        CREATE UNIQUE INDEX products_link_text ON products (link_text);
        CREATE TABLE skus (
          sku_id TEXT PRIMARY KEY,
          product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
          ean TEXT NOT NULL
        );
        CREATE INDEX skus_product_id ON skus (product_id);
        CREATE INDEX skus_ean ON skus (ean);
        CREATE TABLE sku_stock (
          sku_id TEXT NOT NULL REFERENCES skus (sku_id) ON DELETE CASCADE,
          seller_id TEXT NOT NULL,
          stock INTEGER NOT NULL CHECK (stock >= 0),
          PRIMARY KEY (sku_id, seller_id)
        ) WITHOUT ROWID;
      `)
    },
  },
  {
    version: 2,
    name: 'order forms',
    up(db) {
      db.exec(`
        CREATE TABLE order_forms (
          id TEXT PRIMARY KEY,
          json TEXT NOT NULL,
          version INTEGER NOT NULL DEFAULT 1,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX order_forms_updated_at ON order_forms (updated_at);
      `)
    },
  },
  {
    version: 3,
    name: 'coupons',
    up(db) {
      db.exec(`
        CREATE TABLE coupons (
          code TEXT PRIMARY KEY COLLATE NOCASE,
          kind TEXT NOT NULL CHECK (kind IN ('itemsPercent', 'freeShipping')),
          percent INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
          sport_slug TEXT,
          active INTEGER NOT NULL DEFAULT 1
        );
      `)
      const insert = db.prepare('INSERT INTO coupons (code, kind, percent, sport_slug) VALUES (?, ?, ?, ?)')
      insert.run('BEMVINDO10', 'itemsPercent', 10, null)
      insert.run('FRETEGRATIS', 'freeShipping', 0, null)
      insert.run('CORRIDA20', 'itemsPercent', 20, 'corrida')
    },
  },
  {
    version: 4,
    name: 'orders',
    up(db) {
      db.exec(`
        CREATE TABLE orders (
          order_id TEXT PRIMARY KEY,
          member_id TEXT NOT NULL,
          created_at TEXT NOT NULL,
          status TEXT NOT NULL,
          json TEXT NOT NULL
        );
        CREATE INDEX orders_member ON orders (member_id, created_at DESC);
      `)
    },
  },
]
