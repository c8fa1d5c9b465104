import type { FeatureModule } from '../../../server/feature-module'
import { exchangeMigrations } from './migrations'
import { SqliteExchangeRepository } from './repository'
import { exchangeRoutes } from './routes'
import { ExchangeRequests } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    exchanges: ExchangeRequests
  }
}

/** Exchanges and returns (trocas e devoluções): a member's requests from delivered orders. */
export const exchangesModule: FeatureModule<'exchanges'> = {
  name: 'exchanges',
  migrations: exchangeMigrations,
  start(core) {
    const exchanges = new ExchangeRequests({ orders: core.orders, store: new SqliteExchangeRepository(core.db), newId: core.newId })
    return { services: exchanges, routes: async (app) => exchangeRoutes(app, { auth: core.auth, exchanges }) }
  },
}
