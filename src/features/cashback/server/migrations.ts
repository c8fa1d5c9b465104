import type { Migration } from '../../../server/storage/migrations'

/**
 * The cashback feature's tables (its own versions are 430–439; 62 is the ledger as the account area
 * first created it, from the balances kept on members — the club's memberships it also made then are
 * the club feature's, 440).
 */
export const cashbackMigrations: readonly Migration[] = [
  {
    version: 62,
    name: 'cashback ledger and club memberships (from the balances and loyalty cards)',
    up(db) {
      db.exec(`
        CREATE TABLE cashback_entries (
          id INTEGER PRIMARY KEY,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('credit', 'debit')),
          amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
          order_id TEXT,
          description TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX cashback_entries_member ON cashback_entries(member_id, created_at);
        CREATE UNIQUE INDEX cashback_entries_order ON cashback_entries(order_id, kind) WHERE order_id IS NOT NULL;

        INSERT INTO cashback_entries (member_id, kind, amount_cents, order_id, description, created_at)
          SELECT member_id, 'credit', balance_cents, NULL, 'Saldo anterior', updated_at FROM cashback_balances WHERE balance_cents > 0;
        DROP TABLE cashback_balances;
      `)
    },
  },
]
