import type { ServerConfig } from './config'
import type { Db } from './storage/database'
import type { Repositories } from './storage/repositories'
import { seedCatalogue } from './catalogue-source/seed-catalogue'
import { seedAccounts } from './domain/accounts/seed'
import { seedDemoOrders } from './domain/orders/demo-orders'
import { seedSearchQueryLog } from './domain/search/seed-query-log'

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

/** Seeds a new database; a database that was already seeded is left as it is (see openStore). */
export async function seedDatabase(db: Db, config: ServerConfig, repositories: Repositories): Promise<void> {
  for (const seed of seeders) seed(db, config, repositories)
}
