import type { Migration } from './index'

/**
 * Tables of the store's defences (versions 200–249): attempt counts of the
 * limits (logins, coupons), the devices members logged in from, who proved
 * ownership of a cart's personal data, and the daily votes that count a
 * search term once per visitor and client address.
 */
export const securityMigrations: readonly Migration[] = [
  {
    version: 200,
    name: 'attempt counts',
    up(db) {
      db.exec(`
        CREATE TABLE attempts (
          key TEXT PRIMARY KEY,
          failures INTEGER NOT NULL CHECK (failures > 0),
          last_failure_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX attempts_last_failure ON attempts (last_failure_at);
      `)
    },
  },
  {
    version: 201,
    name: 'login devices',
    up(db) {
      db.exec(`
        CREATE TABLE login_devices (
          token_hash TEXT NOT NULL,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          last_login_at INTEGER NOT NULL,
          PRIMARY KEY (token_hash, member_id)
        ) WITHOUT ROWID;
        CREATE INDEX login_devices_last_login ON login_devices (last_login_at);
      `)
    },
  },
  {
    version: 202,
    name: 'order form ownership',
    up(db) {
      db.exec(`
        ALTER TABLE order_forms ADD COLUMN owner_key TEXT;
      `)
    },
  },
  {
    version: 203,
    name: 'search term votes',
    up(db) {
      db.exec(`
        CREATE TABLE search_term_votes (
          day TEXT NOT NULL,
          voter TEXT NOT NULL,
          term_key TEXT NOT NULL,
          PRIMARY KEY (day, voter, term_key)
        ) WITHOUT ROWID;
      `)
    },
  },
]
