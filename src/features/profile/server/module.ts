import type { FeatureModule } from '../../../server/feature-module'
import { profileRoutes } from './routes'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    profile: null
  }
}

/**
 * Gerenciar perfil: the member changes their names, birthdate, phone, gender and marketing consent
 * (the accounts' own data, written by the accounts' store: no tables of its own).
 */
export const profileModule: FeatureModule<'profile'> = {
  name: 'profile',
  migrations: [],
  start(core) {
    return { services: null, routes: async (app) => profileRoutes(app, { auth: core.auth, members: core.members, benefits: core.benefits }) }
  },
}
