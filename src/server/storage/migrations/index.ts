import type Database from 'better-sqlite3'
import { commerceMigrations } from './commerce'
import { accountMigrations } from './accounts'
import { accountAreaMigrations } from './account-area'
import { mailMigrations } from './mail'
import { publishingMigrations } from './publishing'
import { searchMigrations } from './search'
import { securityMigrations } from './security'

export interface Migration {
  /** Unique, increasing. Commerce tables use 1–49, accounts 50–99, search 100–199, the store's defences 200–249, mail 250–299, publishing 300–349. */
  version: number
  name: string
  up(db: Database.Database): void
}

/** Every migration, in any order (they run sorted by version). Add new ones here. */
export const migrations: readonly Migration[] = [
  ...accountMigrations,
  ...accountAreaMigrations,
  ...commerceMigrations,
  ...searchMigrations,
  ...securityMigrations,
  ...mailMigrations,
  ...publishingMigrations,
]
