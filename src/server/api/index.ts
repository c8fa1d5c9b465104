import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { RequestAuth } from '../auth/session'
import type { LoginThrottle } from '../domain/accounts/login-throttle'
import type { MemberDirectory } from '../domain/accounts/types'
import type { CepDirectory } from '../domain/address/cep'
import type { ErrorLog } from '../domain/error-log/error-log'
import type { AccountOrders } from '../domain/orders'
import type { Wishlists } from '../domain/wishlist/wishlist'
import { vtexCheckoutRoutes, vtexPdpRoutes, vtexSessionRoutes } from '../vtex/routes'
import { vtexSearchRoutes } from '../vtex/search-routes'
import type { VtexForwarder } from '../vtex/forwarder'
import { accountRoutes, accountSessionRoutes } from './account'
import { addressRoutes } from './address'
import { checkoutRoutes, type CheckoutRoutesOptions } from './checkout'
import { healthRoutes } from './health'
import { loginRoutes } from './login'
import { logRoutes } from './logs'
import { orderRoutes } from './orders'
import { pdpRoutes, type PdpRoutesOptions } from './pdp'
import { personalisationRoutes } from './personalisation'
import { publishRoutes } from './publish'
import type { Publishing } from '../publishing'
import { searchRoutes, type SearchRoutesOptions } from './search'
import { wishlistRoutes } from './wishlist'

/** What the store answers itself whichever the commerce backend: health, login and the member's own data. */
export interface StoreRouteDeps {
  databaseReachable(): boolean
  auth: RequestAuth
  members: MemberDirectory
  loginThrottle: LoginThrottle
  wishlists: Wishlists
  errorLog: ErrorLog
  ceps: CepDirectory
  orders: AccountOrders
  /** Null when publishing is off. */
  publishing: Publishing | null
}

/** The embedded commerce: search, carts, freight and the session, all from the store's database. */
export interface EmbeddedCommerceDeps {
  search: SearchRoutesOptions['search']
  checkout: Omit<CheckoutRoutesOptions, 'auth'>
  freightCatalogue: PdpRoutesOptions['catalogue']
}

/** The routes both backends share (login, profile, wishlist, error log, CEP, orders, personalisation, publishing). */
async function storeRoutes(app: FastifyInstance, deps: StoreRouteDeps): Promise<void> {
  const { auth, members } = deps
  await app.register(healthRoutes, { databaseReachable: deps.databaseReachable })
  await app.register(loginRoutes, { auth, members, throttle: deps.loginThrottle })
  await app.register(accountRoutes, { auth, members })
  await app.register(addressRoutes, { ceps: deps.ceps })
  await app.register(wishlistRoutes, { auth, wishlists: deps.wishlists })
  await app.register(logRoutes, { errorLog: deps.errorLog })
  await app.register(personalisationRoutes)
  await app.register(orderRoutes, { auth, orders: deps.orders })
  await app.register(publishRoutes, { publishing: deps.publishing })
}

/**
 * The backend-for-frontend of the embedded backend, mounted under /api. One
 * plugin per resource: thin handlers that parse input (zod), call the domain
 * and map the result.
 */
export function embeddedRouteSet(store: StoreRouteDeps, commerce: EmbeddedCommerceDeps): FastifyPluginAsync {
  return async (app) => {
    await storeRoutes(app, store)
    await app.register(accountSessionRoutes, { auth: store.auth, members: store.members })
    await app.register(searchRoutes, { search: commerce.search })
    await app.register(checkoutRoutes, { auth: store.auth, ...commerce.checkout })
    await app.register(pdpRoutes, { catalogue: commerce.freightCatalogue })
  }
}

/**
 * The backend-for-frontend with COMMERCE_BACKEND=vtex: session, search,
 * checkout and freight go to the platform through the one forwarder; the rest
 * is the store's own.
 */
export function vtexRouteSet(store: StoreRouteDeps, forwarder: VtexForwarder): FastifyPluginAsync {
  return async (app) => {
    await storeRoutes(app, store)
    await app.register(vtexSessionRoutes, { forwarder })
    await app.register(vtexSearchRoutes, { forwarder })
    await app.register(vtexCheckoutRoutes, { forwarder })
    await app.register(vtexPdpRoutes, { forwarder })
  }
}
