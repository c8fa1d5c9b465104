import type { FeatureModule } from '../../../server/feature-module'
import { wishlistMigrations } from './migrations'
import { SqliteWishlistRepository } from './repository'
import { wishlistRoutes } from './routes'
import { Wishlists } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    wishlist: Wishlists
  }
}

/** Favourites (Meus favoritos): a member's saved products. */
export const wishlistModule: FeatureModule<'wishlist'> = {
  name: 'wishlist',
  migrations: wishlistMigrations,
  start(core) {
    const wishlists = new Wishlists(new SqliteWishlistRepository(core.db))
    return { services: wishlists, routes: async (app) => wishlistRoutes(app, { auth: core.auth, wishlists }) }
  },
}
