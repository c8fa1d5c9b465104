import type { FeatureModule } from '../../../server/feature-module'
import { marketplaceMigrations } from './migrations'
import { SqliteSellerApplicationRepository } from './repository'
import { marketplaceRoutes } from './routes'
import { SellerApplications } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    marketplace: SellerApplications
  }
}

/** The marketplace's seller applications (/marketplace/cadastro) and their screening (/marketplace/triagem). */
export const marketplaceModule: FeatureModule<'marketplace'> = {
  name: 'marketplace',
  migrations: marketplaceMigrations,
  start(core) {
    const applications = new SellerApplications(new SqliteSellerApplicationRepository(core.db))
    return { services: applications, routes: async (app) => marketplaceRoutes(app, { applications, limiter: core.limiters.sellerApplication }) }
  },
}
