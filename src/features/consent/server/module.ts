import type { FeatureModule } from '../../../server/feature-module'
import { consentMigrations } from './migrations'
import { SqliteConsentRepository } from './repository'
import { consentRoutes } from './routes'
import { MemberConsents } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    consent: MemberConsents
  }
}

/** Cookie consent by purpose: a logged-in member's choice kept server-side (the browser keeps its own in cookies). */
export const consentModule: FeatureModule<'consent'> = {
  name: 'consent',
  migrations: consentMigrations,
  start(core) {
    const consents = new MemberConsents(new SqliteConsentRepository(core.db), core.now)
    return { services: consents, routes: async (app) => consentRoutes(app, { auth: core.auth, consents }) }
  },
}
