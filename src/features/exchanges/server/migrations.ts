import type { Migration } from '../../../server/storage/migrations'

/**
 * The exchanges feature's tables. Its own versions are 420–429; 63 is the
 * request table as the account area first created it (kept: databases that
 * ran it remember it by number).
 */
export const exchangeMigrations: readonly Migration[] = [
  {
    version: 63,
    name: 'exchange and return requests',
    up(db) {
      db.exec(`
        CREATE TABLE return_requests (
          id TEXT PRIMARY KEY,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          order_id TEXT NOT NULL,
          status TEXT NOT NULL,
          created_at TEXT NOT NULL,
          json TEXT NOT NULL
        );
        CREATE INDEX return_requests_member ON return_requests(member_id, created_at DESC);
        CREATE INDEX return_requests_order ON return_requests(order_id);
      `)
    },
  },
  {
    version: 420,
    name: 'exchange requests under their one name',
    up(db) {
      db.exec(`
        ALTER TABLE return_requests RENAME TO exchange_requests;
        DROP INDEX return_requests_member;
        DROP INDEX return_requests_order;
        CREATE INDEX exchange_requests_member ON exchange_requests(member_id, created_at DESC);
        CREATE INDEX exchange_requests_order ON exchange_requests(order_id);
      `)
    },
  },
]
