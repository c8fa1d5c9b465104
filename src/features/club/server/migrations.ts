import type { Migration } from '../../../server/storage/migrations'

/** The club feature's tables (its own versions are 440–449). */
export const clubMigrations: readonly Migration[] = [
  {
    version: 440,
    name: 'club memberships (from the loyalty cards kept on members)',
    up(db) {
      // A database that ran the account area's migration 62 has them already: made only where missing.
      db.exec(`
        CREATE TABLE IF NOT EXISTS club_memberships (
          member_id TEXT PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
          card_number TEXT NOT NULL UNIQUE,
          joined_at TEXT NOT NULL
        );
        INSERT OR IGNORE INTO club_memberships (member_id, card_number, joined_at)
          SELECT id, loyalty_card, created_at FROM members WHERE loyalty_card IS NOT NULL;
      `)
    },
  },
]
