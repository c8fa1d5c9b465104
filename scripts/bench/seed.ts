/**
 * Seeds a benchmark's temporary database before the server starts: opens
 * `dataDir` with CATALOG_SIZE products (creating, migrating and seeding it, as
 * the server would on first start) and times it. The caller closes `ctx.db`
 * before starting the server, which then opens the database as is.
 */
import { readServerConfig } from '../../src/server/config'
import { createServerContext, type ServerContext } from '../../src/server/context'

export interface SeededDatabase {
  ctx: ServerContext
  /** Time to open, migrate and seed the database, ms (not rounded). */
  seedMs: number
}

export async function seedBenchDatabase(dataDir: string, catalogSize: number): Promise<SeededDatabase> {
  const config = readServerConfig({ ...process.env, DATA_DIR: dataDir, CATALOG_SIZE: String(catalogSize), LOG_LEVEL: 'silent' })
  const seedStarted = performance.now()
  const ctx = await createServerContext(config)
  const seedMs = performance.now() - seedStarted
  return { ctx, seedMs }
}
