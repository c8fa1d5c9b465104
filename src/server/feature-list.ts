import { addressesModule } from '../features/addresses/server/module'
import { cashbackModule } from '../features/cashback/server/module'
import { clubModule } from '../features/club/server/module'
import { consentModule } from '../features/consent/server/module'
import { exchangesModule } from '../features/exchanges/server/module'
import { marketplaceModule } from '../features/marketplace/server/module'
import { privacyModule } from '../features/privacy/server/module'
import { profileModule } from '../features/profile/server/module'
import { reviewsModule } from '../features/reviews/server/module'
import { wishlistModule } from '../features/wishlist/server/module'
import type { FeatureModule } from './feature-module'

/**
 * The store's own features, as the server runs them (one line each): the
 * composition root migrates, starts and routes each, in this order (a feature
 * comes after those it needs).
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  profileModule,
  addressesModule,
  clubModule,
  cashbackModule,
  exchangesModule,
  marketplaceModule,
  reviewsModule,
  wishlistModule,
  consentModule,
  privacyModule,
]
