import { createStoreConfig } from '../../../config/store'
import type { FeatureModule } from '../../../server/feature-module'
import { privacyMigrations } from './migrations'
import { SqlitePrivacyRepository } from './repository'
import { privacyRoutes } from './routes'
import { DataRights } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    privacy: DataRights
  }
}

/**
 * The data subject's rights in the account (LGPD): download one's data and
 * delete one's account. It reads the other features' data through their
 * services and erases through the core's AccountErasure.
 */
export const privacyModule: FeatureModule<'privacy'> = {
  name: 'privacy',
  needs: ['cashback', 'exchanges', 'reviews', 'wishlist', 'consent'],
  migrations: privacyMigrations,
  start(core, features) {
    const rights = new DataRights({
      store: new SqlitePrivacyRepository(core.db),
      addresses: (memberId) => core.members.addresses(memberId),
      orders: (memberId) => core.orders.listByMember(memberId),
      returns: (memberId) => features.exchanges.requestsOf(memberId),
      reviews: (memberId) => features.reviews.writtenBy(memberId),
      wishlist: (memberId) => features.wishlist.forMember(memberId).products,
      cashback: (memberId) => ({ balance: features.cashback.balanceOf(memberId), entries: features.cashback.entriesOf(memberId) }),
      cookieConsent: (memberId) => features.consent.of(memberId),
      erase: (member) => core.erasure.erase(member),
      queueMail: (message, now) => void core.mailer.queue('account-deletion-code', message, now),
      storeName: createStoreConfig(core.config.variant).storeName,
      now: core.now,
    })
    return { services: rights, routes: async (app) => privacyRoutes(app, { auth: core.auth, rights }) }
  },
}
