import type { ServerConfig } from './config'
import { openDatabase, type Db } from './storage/database'
import { seedDatabase } from './seed'

/**
 * What every API module receives: configuration and the open database.
 * Domain services are created from these by each module (see api/index.ts).
 */
export interface ServerContext {
  config: ServerConfig
  db: Db
}

/** Opens the database (creating, migrating and seeding it on first start). */
export async function createServerContext(config: ServerConfig, dataDir: string = config.dataDir): Promise<ServerContext> {
  const db = openDatabase(dataDir)
  await seedDatabase(db, config)
  return { config, db }
}
