import type Database from 'better-sqlite3'
import { commerceMigrations } from './commerce'
import { accountMigrations } from './accounts'
import { publishingMigrations } from './publishing'
import { searchMigrations } from './search'

export interface Migration {
  /** Unique, increasing. Commerce tables use 1–99, search tables 100–199, publishing 200–249. */
  version: number
  name: string
  up(db: Database.Database): void
}

/** Every migration, in any order (they run sorted by version). Add new ones here. */
export const migrations: readonly Migration[] = [...accountMigrations, ...commerceMigrations, ...searchMigrations, ...publishingMigrations]
