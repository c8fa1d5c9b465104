/**
 * Seeds a benchmark's temporary database before the server starts: opens
 * `dataDir` with CATALOG_SIZE products (creating, migrating and seeding it, as
 * the server would on first start) and times it. The caller closes `db`
 * before starting the server, which then opens the database as is.
 */
import { openStore } from '../../src/server/composition'
import { readServerConfig } from '../../src/server/config'
import type { Db } from '../../src/server/storage/database'
import type { Repositories } from '../../src/server/storage/repositories'

export interface SeededDatabase {
  db: Db
  repositories: Repositories
  /** Time to open, migrate and seed the database, ms (not rounded). */
  seedMs: number
}

export async function seedBenchDatabase(dataDir: string, catalogSize: number): Promise<SeededDatabase> {
  const config = readServerConfig({ ...process.env, DATA_DIR: dataDir, CATALOG_SIZE: String(catalogSize), LOG_LEVEL: 'silent', COMMERCE_BACKEND: 'embedded' })
  const seedStarted = performance.now()
  const { db, repositories } = await openStore(config)
  const seedMs = performance.now() - seedStarted
  return { db, repositories, seedMs }
}
