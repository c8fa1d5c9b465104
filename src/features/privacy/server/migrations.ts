import type { Migration } from '../../../server/storage/migrations'

/** The data-rights feature's tables (its own versions are 480–489). */
export const privacyMigrations: readonly Migration[] = [
  {
    version: 480,
    name: 'data-rights requests (kept after the account is erased) and account deletion codes',
    up(db) {
      // privacy_requests has no foreign key: the record of an erasure outlives the member (it holds only their id).
      db.exec(`
        CREATE TABLE privacy_requests (
          id INTEGER PRIMARY KEY,
          member_id TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('export', 'deletion-requested', 'deletion-confirmed')),
          created_at TEXT NOT NULL
        );
        CREATE INDEX privacy_requests_member ON privacy_requests (member_id, created_at);

        CREATE TABLE account_deletion_codes (
          member_id TEXT PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
          code_hash TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0
        );
      `)
    },
  },
]
