import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { MemberBenefits } from '../domain/accounts/types'
import type { RequestAuth } from '../auth/session'
import type { CredentialGuard } from '../domain/accounts/credential-guard'
import type { StoreVariant } from '../../config/store'
import type { AddressBook } from '../domain/accounts/address-book'
import type { AccountLimiters } from '../domain/accounts/limits'
import type { PasswordReset } from '../domain/accounts/password-reset'
import type { SignUp } from '../domain/accounts/sign-up'
import type { MemberDirectory, MemberWriter } from '../domain/accounts/types'
import type { SellerApplications } from '../domain/marketplace/applications'
import type { CepLookup } from '../domain/address/lookup'
import type { SearchEventLimits } from '../domain/search/event-limits'
import type { ErrorLog } from '../domain/error-log/error-log'
import type { AccountOrders } from '../domain/orders'
import { vtexCheckoutRoutes, vtexPdpRoutes, vtexPlacementRoutes, vtexSessionRoutes } from '../vtex/routes'
import { vtexSearchRoutes } from '../vtex/search-routes'
import type { VtexForwarder } from '../vtex/forwarder'
import { accountRoutes, accountSessionRoutes } from './account'
import { addressRoutes } from './address'
import { addressBookRoutes } from './addresses'
import { checkoutRoutes, type CheckoutRoutesOptions } from './checkout'
import { healthRoutes } from './health'
import { loginRoutes } from './login'
import { logRoutes } from './logs'
import { marketplaceRoutes } from './marketplace'
import { orderRoutes } from './orders'
import { pdpRoutes, type PdpRoutesOptions } from './pdp'
import { personalisationRoutes } from './personalisation'
import { placementRoutes, testPaymentRoutes, testWarehouseRoutes, type PlacementRoutesOptions } from './placement'
import { profileRoutes } from './profile'
import { publishRoutes } from './publish'
import type { Publishing } from '../publishing'
import { searchRoutes, type SearchRoutesOptions } from './search'
import { catalogSystemRoutes } from './catalog-system'
import { sessionRoutes } from './sessions'
import { storeConfig } from '../../config/store'
import { signUpRoutes } from './sign-up'

/** What the store answers itself whichever the commerce backend: health, login and the member's own data. */
export interface StoreRouteDeps {
  databaseReachable(): boolean
  isDraining(): boolean
  auth: RequestAuth
  members: MemberDirectory & MemberWriter
  credentialGuard: CredentialGuard
  /** Limits of sign-up, password reset and seller applications. */
  limiters: AccountLimiters
  errorLog: ErrorLog
  /** The store's one CEP look-up (composition: local data, online provider, or the platform's). */
  ceps: CepLookup
  orders: AccountOrders
  secureCookies: boolean
  /** Caps on the search analytics events one source sends (both backends take beacons). */
  searchEventLimits: SearchEventLimits
  /** The store this server runs (the business store signs companies up). */
  variant: StoreVariant
  signUp: SignUp
  passwordReset: PasswordReset
  addressBook: AddressBook
  /** What the account's answers show of the features (cashback balance, club card). */
  benefits: MemberBenefits
  /** The store's own features' routes (src/features/), each registered as it is. */
  features: readonly FastifyPluginAsync[]
  sellerApplications: SellerApplications
  /** Null when publishing is off. */
  publishing: Publishing | null
  /** Called on the store's catalogue notice, before its build is queued. */
  catalogueNotice?: () => void
}

/** The embedded commerce: search, carts, freight and the session, all from the store's database. */
export interface EmbeddedCommerceDeps {
  search: SearchRoutesOptions['search']
  checkout: Omit<CheckoutRoutesOptions, 'auth'>
  freightCatalogue: PdpRoutesOptions['catalogue']
  /** Orders placed from carts, the test payment connector, postal codes and pickup points. */
  placement: Omit<PlacementRoutesOptions, 'auth'>
  /** The development actions of the test connector and the warehouse (DEV_TOOLS). */
  devTools: boolean
}

/**
 * The routes both backends share: login and sign-up, the profile and address
 * book, error log, CEP, orders, marketplace applications, personalisation,
 * publishing; and the store's own features' routes.
 */
async function storeRoutes(app: FastifyInstance, deps: StoreRouteDeps): Promise<void> {
  const { auth, members } = deps
  await app.register(healthRoutes, { databaseReachable: deps.databaseReachable, isDraining: deps.isDraining })
  await app.register(loginRoutes, { auth, members, benefits: deps.benefits, guard: deps.credentialGuard, secureCookies: deps.secureCookies })
  await app.register(signUpRoutes, {
    auth,
    members,
    benefits: deps.benefits,
    signUp: deps.signUp,
    passwordReset: deps.passwordReset,
    limiters: deps.limiters,
    variant: deps.variant,
  })
  await app.register(accountRoutes, { auth, members, benefits: deps.benefits })
  await app.register(profileRoutes, { auth, members, benefits: deps.benefits })
  await app.register(addressBookRoutes, { auth, addressBook: deps.addressBook })
  for (const routes of deps.features) await app.register(routes)
  await app.register(marketplaceRoutes, { applications: deps.sellerApplications, limiter: deps.limiters.sellerApplication })
  await app.register(addressRoutes, { ceps: deps.ceps })
  await app.register(logRoutes, { errorLog: deps.errorLog })
  await app.register(personalisationRoutes)
  await app.register(orderRoutes, { auth, orders: deps.orders })
  await app.register(publishRoutes, { publishing: deps.publishing, catalogueNotice: deps.catalogueNotice })
}

/**
 * The backend-for-frontend of the embedded backend, mounted under /api. One
 * plugin per resource: thin handlers that parse input (zod), call the domain
 * and map the result.
 */
export function embeddedRouteSet(store: StoreRouteDeps, commerce: EmbeddedCommerceDeps): FastifyPluginAsync {
  return async (app) => {
    await storeRoutes(app, store)
    await app.register(accountSessionRoutes, { auth: store.auth, members: store.members, benefits: store.benefits })
    await app.register(searchRoutes, { search: commerce.search, eventLimits: store.searchEventLimits })
    // What VTEX's own storefront client asks besides search and checkout: the catalogue's pagetype, the Session Manager.
    await app.register(catalogSystemRoutes, { search: commerce.search })
    await app.register(sessionRoutes, { auth: store.auth, store: storeConfig, secureCookies: store.secureCookies })
    await app.register(checkoutRoutes, { auth: store.auth, ...commerce.checkout })
    await app.register(pdpRoutes, { catalogue: commerce.freightCatalogue })
    await app.register(placementRoutes, { auth: store.auth, ...commerce.placement })
    if (commerce.devTools) {
      await app.register(testPaymentRoutes, { orders: commerce.placement.orders })
      await app.register(testWarehouseRoutes, { orders: commerce.placement.orders })
    }
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
