import type { Migration } from '../../../server/storage/migrations'

/** The consent feature's tables (its own versions are 470–479). */
export const consentMigrations: readonly Migration[] = [
  {
    version: 470,
    name: 'members’ cookie choices by purpose (LGPD), with their version and date',
    up(db) {
      db.exec(`
        CREATE TABLE member_consents (
          member_id TEXT PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
          analytics INTEGER NOT NULL CHECK (analytics IN (0, 1)),
          personalisation INTEGER NOT NULL CHECK (personalisation IN (0, 1)),
          version INTEGER NOT NULL,
          decided_at TEXT NOT NULL,
          recorded_at TEXT NOT NULL
        );
      `)
    },
  },
]
