/**
 * Seeds a benchmark's temporary database before the server starts: opens
 * `dataDir` with CATALOG_SIZE products (creating, migrating and seeding it, as
 * the server would on first start) and times it. The caller closes `db`
 * before starting the server, which then opens the database as is.
 *
 * BENCH_DATABASE_CACHE=<dir> keeps one seeded database per catalogue size
 * under that folder (`<dir>/<size>/store.sqlite`, seeded on first use) and
 * starts every run from a copy of it: a 20,000-product seed is done once, not
 * per run. The copy is then opened as usual (migrations still apply).
 */
import fs from 'node:fs'
import path from 'node:path'
import { prepareDatabase } from '../../src/server/composition'
import { readServerConfig } from '../../src/server/config'
import { DATABASE_FILE_NAME, type Db } from '../../src/server/storage/database'
import type { Repositories } from '../../src/server/storage/repositories'

export interface SeededDatabase {
  db: Db
  repositories: Repositories
  /** Time to open, migrate and seed the database (or copy the cached one and open it), ms (not rounded). */
  seedMs: number
}

function open(dataDir: string, catalogSize: number) {
  const config = readServerConfig({ ...process.env, DATA_DIR: dataDir, CATALOG_SIZE: String(catalogSize), LOG_LEVEL: 'silent', COMMERCE_BACKEND: 'embedded' })
  return prepareDatabase(config)
}

/** The cached seeded database file of `catalogSize` under `cacheDir`, seeded there first when missing. */
async function cachedDatabase(cacheDir: string, catalogSize: number): Promise<string> {
  const folder = path.join(cacheDir, String(catalogSize))
  const file = path.join(folder, DATABASE_FILE_NAME)
  if (!fs.existsSync(file)) {
    const { db } = await open(folder, catalogSize)
    // Fold the WAL into the main file so that the one file is the whole database.
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
  }
  return file
}

export async function seedBenchDatabase(dataDir: string, catalogSize: number): Promise<SeededDatabase> {
  const cacheDir = process.env.BENCH_DATABASE_CACHE
  const seedStarted = performance.now()
  if (cacheDir) fs.copyFileSync(await cachedDatabase(cacheDir, catalogSize), path.join(dataDir, DATABASE_FILE_NAME))
  const { db, repositories } = await open(dataDir, catalogSize)
  const seedMs = performance.now() - seedStarted
  return { db, repositories, seedMs }
}
