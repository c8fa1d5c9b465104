import type { ServerConfig } from './config'
import { migrationsOf } from './feature-module'
import { FEATURE_MODULES } from './feature-list'
import { seedDatabase } from '../demo/seed'
import { migrate, openDatabase, type Db } from './storage/database'
import { createRepositories, type Repositories } from './storage/repositories'

/** Opens (creating, migrating: the core's tables, then the features') the database, builds its repositories and runs the seeders. */
export async function prepareDatabase(config: ServerConfig, database: string = config.dataDir): Promise<{ db: Db; repositories: Repositories }> {
  const db = openDatabase(database)
  try {
    migrate(db, migrationsOf(FEATURE_MODULES))
    const repositories = createRepositories(db, { freezeCachedCarts: config.freezeCachedCarts })
    await seedDatabase(db, config, repositories)
    for (const feature of FEATURE_MODULES) feature.seed?.(db, config)
    return { db, repositories }
  } catch (error) {
    db.close()
    throw error
  }
}
