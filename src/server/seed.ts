import type { ServerConfig } from './config'
import type { Db } from './storage/database'
import { seedCatalogue } from './catalogue-source/seed-catalogue'
import { seedAccounts } from './domain/accounts/seed'
import { seedSearchQueryLog } from './domain/search/seed-query-log'
import { seedDemoOrders } from './storage/seed-demo-orders'

/** A seeder fills its own tables once; it must do nothing when they are already seeded. */
export type Seeder = (db: Db, config: ServerConfig) => void

/**
 * Every seeder, run in order on start. Add one line per seeder here.
 */
export const seeders: Seeder[] = [seedCatalogue, seedAccounts, seedSearchQueryLog, seedDemoOrders]

/** Seeds a new database; a database that was already seeded is left as it is. */
export async function seedDatabase(db: Db, config: ServerConfig): Promise<void> {
  for (const seed of seeders) seed(db, config)
}
