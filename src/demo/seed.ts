import type { ServerConfig } from '../server/config'
import type { Db } from '../server/storage/database'
import type { Repositories } from '../server/storage/repositories'
import { seedCatalogue } from './seed-catalogue'
import { seedAccounts } from './seed-accounts'
import { seedDemoOrders } from './orders'
import { seedSearchQueryLog } from './search-log'

/**
 * A seeder fills its own tables once; it must do nothing when they are already
 * seeded. It writes through the repositories (or, for the catalogue, the
 * catalogue storage's own writer).
 */
export type Seeder = (db: Db, config: ServerConfig, repositories: Repositories) => void

/**
 * Every seeder, run in order on start. Add one line per seeder here.
 */
export const seeders: Seeder[] = [
  seedCatalogue,
  (_db, _config, { members, ceps }) => seedAccounts({ members, ceps }),
  (_db, _config, { searchLog }) => seedSearchQueryLog({ searchLog }),
  (_db, _config, { members, orders, catalogue }) => seedDemoOrders({ members, orders, catalogue }),
]

/** Seeds a new database; a database that was already seeded is left as it is (see prepareDatabase). */
export async function seedDatabase(db: Db, config: ServerConfig, repositories: Repositories): Promise<void> {
  for (const seed of seeders) seed(db, config, repositories)
}
