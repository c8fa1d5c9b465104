import type { Migration } from './index'

/** Publishing tables (versions 300–349): the history of builds, adoptions and rollbacks. */
export const publishingMigrations: readonly Migration[] = [
  {
    version: 300,
    name: 'publish records',
    up(db) {
      db.exec(`
        CREATE TABLE publish_records (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('build', 'rollback', 'adopt')),
          status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
          triggers_json TEXT NOT NULL,
          notice_count INTEGER NOT NULL,
          started_at TEXT NOT NULL,
          finished_at TEXT,
          duration_ms INTEGER,
          release_id TEXT,
          versions_json TEXT,
          error_json TEXT
        );
      `)
    },
  },
]
