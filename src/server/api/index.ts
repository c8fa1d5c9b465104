import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { RequestAuth } from '../auth/session'
import type { CredentialGuard } from '../domain/accounts/credential-guard'
import type { MemberDirectory } from '../domain/accounts/types'
import type { CepDirectory } from '../domain/address/cep'
import type { SearchEventLimits } from '../domain/search/event-limits'
import type { ErrorLog } from '../domain/error-log/error-log'
import type { AccountOrders } from '../domain/orders'
import type { Wishlists } from '../domain/wishlist/wishlist'
import { vtexCheckoutRoutes, vtexPdpRoutes, vtexPlacementRoutes, vtexSessionRoutes } from '../vtex/routes'
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
import { placementRoutes, testPaymentRoutes, type PlacementRoutesOptions } from './placement'
import { searchRoutes, type SearchRoutesOptions } from './search'
import { wishlistRoutes } from './wishlist'

/** What the store answers itself whichever the commerce backend: health, login and the member's own data. */
export interface StoreRouteDeps {
  databaseReachable(): boolean
  isDraining(): boolean
  auth: RequestAuth
  members: MemberDirectory
  credentialGuard: CredentialGuard
  wishlists: Wishlists
  errorLog: ErrorLog
  ceps: CepDirectory
  orders: AccountOrders
  secureCookies: boolean
  /** Caps on the search analytics events one source sends (both backends take beacons). */
  searchEventLimits: SearchEventLimits
}

/** The embedded commerce: search, carts, freight and the session, all from the store's database. */
export interface EmbeddedCommerceDeps {
  search: SearchRoutesOptions['search']
  checkout: Omit<CheckoutRoutesOptions, 'auth'>
  freightCatalogue: PdpRoutesOptions['catalogue']
  /** Orders placed from carts, the test payment connector, postal codes and pickup points. */
  placement: Omit<PlacementRoutesOptions, 'auth'>
  /** The test connector's development actions (DEV_TOOLS). */
  devTools: boolean
}

/** The routes both backends share (login, profile, wishlist, error log, CEP, orders, personalisation). */
async function storeRoutes(app: FastifyInstance, deps: StoreRouteDeps): Promise<void> {
  const { auth, members } = deps
  await app.register(healthRoutes, { databaseReachable: deps.databaseReachable, isDraining: deps.isDraining })
  await app.register(loginRoutes, { auth, members, guard: deps.credentialGuard, secureCookies: deps.secureCookies })
  await app.register(accountRoutes, { auth, members })
  await app.register(addressRoutes, { ceps: deps.ceps })
  await app.register(wishlistRoutes, { auth, wishlists: deps.wishlists })
  await app.register(logRoutes, { errorLog: deps.errorLog })
  await app.register(personalisationRoutes)
  await app.register(orderRoutes, { auth, orders: deps.orders })
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
    await app.register(searchRoutes, { search: commerce.search, eventLimits: store.searchEventLimits })
    await app.register(checkoutRoutes, { auth: store.auth, ...commerce.checkout })
    await app.register(pdpRoutes, { catalogue: commerce.freightCatalogue })
    await app.register(placementRoutes, { auth: store.auth, ...commerce.placement })
    if (commerce.devTools) await app.register(testPaymentRoutes, { orders: commerce.placement.orders })
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
    await app.register(vtexSearchRoutes, { forwarder, eventLimits: store.searchEventLimits })
    await app.register(vtexCheckoutRoutes, { forwarder })
    await app.register(vtexPlacementRoutes, { forwarder })
    await app.register(vtexPdpRoutes, { forwarder })
  }
}
