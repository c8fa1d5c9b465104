import type { ServerConfig } from './config'
import { seedDatabase } from './seed'
import { openDatabase, type Db } from './storage/database'
import { createRepositories, type Repositories } from './storage/repositories'

/** Opens (creating, migrating) the database, builds its repositories and runs the seeders. */
export async function openStore(config: ServerConfig, database: string = config.dataDir): Promise<{ db: Db; repositories: Repositories }> {
  const db = openDatabase(database)
  try {
    const repositories = createRepositories(db, { freezeCachedCarts: config.freezeCachedCarts })
    await seedDatabase(db, config, repositories)
    return { db, repositories }
  } catch (error) {
    db.close()
    throw error
  }
}
