import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrations, type Migration } from './migrations'

export type Db = Database.Database

export const DATABASE_FILE_NAME = 'store.sqlite'

/**
 * Opens (creating when missing) the store's SQLite database in WAL mode and
 * brings its schema up to date. `':memory:'` gives a private in-memory database.
 */
export function openDatabase(dataDirOrMemory: string): Db {
  const file =
    dataDirOrMemory === ':memory:'
      ? ':memory:'
      : (fs.mkdirSync(dataDirOrMemory, { recursive: true }), path.join(dataDirOrMemory, DATABASE_FILE_NAME))
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db, migrations)
  return db
}

/** True when the database answers a trivial query (the health check). */
export function isDatabaseReachable(db: Db): boolean {
  if (!db.open) return false
  try {
    return (db.prepare('SELECT 1 AS ok').get() as { ok: number }).ok === 1
  } catch {
    return false
  }
}

/** Applies, in order and each in its own transaction, the migrations not yet applied. */
export function migrate(db: Db, list: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  )
  const versions = list.map((m) => m.version)
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version')
  const ran: number[] = []
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      migration.up(db)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      )
    })()
    ran.push(migration.version)
  }
  return ran
}

/** Runs work in one IMMEDIATE transaction (the write lock taken at the start; nested calls become savepoints). */
export function immediateTransaction(db: Db): <T>(work: () => T) => T {
  return (work) => db.transaction(work).immediate()
}
