import type { Migration } from './index'

/**
 * Commerce tables (versions 1–49): the catalogue, carts (orderForms),
 * coupons, orders, their placements and the test connector's payments. Products are stored whole as JSON; the columns beside
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
  {
    version: 5,
    name: 'orders placed from carts: guests, order groups, placements, payment transactions',
    up(db) {
      // The orders table again, with a nullable owner (guests), the order group, the buyer's
      // e-mail (guest look-up) and the placement state; the demo history is copied over.
      db.exec(`
        CREATE TABLE orders_v5 (
          order_id TEXT PRIMARY KEY,
          order_group TEXT NOT NULL,
          member_id TEXT,
          email TEXT COLLATE NOCASE,
          state TEXT NOT NULL DEFAULT 'placed' CHECK (state IN ('created', 'placed', 'discarded')),
          created_at TEXT NOT NULL,
          status TEXT NOT NULL,
          json TEXT NOT NULL
        );
        INSERT INTO orders_v5 (order_id, order_group, member_id, email, state, created_at, status, json)
          SELECT order_id, substr(order_id, 1, instr(order_id, '-') - 1), member_id, NULL, 'placed', created_at, status, json FROM orders;
        DROP TABLE orders;
        ALTER TABLE orders_v5 RENAME TO orders;
        CREATE INDEX orders_member ON orders (member_id, created_at DESC) WHERE state = 'placed';
        CREATE INDEX orders_group ON orders (order_group);

        CREATE TABLE order_placements (
          order_group TEXT PRIMARY KEY,
          order_form_id TEXT,
          transaction_id TEXT NOT NULL UNIQUE,
          state TEXT NOT NULL CHECK (state IN ('created', 'placed', 'discarded')),
          json TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX order_placements_cart ON order_placements (order_form_id, created_at DESC);
        CREATE INDEX order_placements_open ON order_placements (created_at) WHERE state = 'created';

        CREATE TABLE payment_transactions (
          transaction_id TEXT PRIMARY KEY,
          order_group TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('awaiting', 'approved', 'pending', 'denied', 'canceled')),
          json TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX payment_transactions_group ON payment_transactions (order_group);
        CREATE INDEX payment_transactions_pending ON payment_transactions (status) WHERE status = 'pending';
      `)
    },
  },
  {
    version: 6,
    name: 'products revision',
    up(db) {
      // The catalogue revision that last wrote each product: the server applies a price change to its search
      // index without indexing the whole catalogue again (only the products written since it last looked).
      db.exec(`
        ALTER TABLE products ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX products_revision ON products (revision);
      `)
    },
  },
]
