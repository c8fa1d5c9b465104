import type { FeatureModule } from '../../../server/feature-module'
import { reviewMigrations } from './migrations'
import { SqliteReviewRepository } from './repository'
import { reviewRoutes } from './routes'
import { ProductReviewsService } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    reviews: ProductReviewsService
  }
}

/** Product reviews: a member rates what they bought, once it left the warehouse. */
export const reviewsModule: FeatureModule<'reviews'> = {
  name: 'reviews',
  migrations: reviewMigrations,
  start(core) {
    const reviews = new ProductReviewsService({ orders: core.orders, store: new SqliteReviewRepository(core.db), newId: core.newId })
    return { services: reviews, routes: async (app) => reviewRoutes(app, { auth: core.auth, reviews }) }
  },
}
