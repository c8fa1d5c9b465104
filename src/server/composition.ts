import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { Catalogue } from '../catalogue/model'
import { embeddedRouteSet, vtexRouteSet, type StoreRouteDeps } from './api'
import type { DevOutboxOptions } from './api/dev-outbox'
import type { LoginPageOptions } from './api/login-page'
import { cookieSessionAuth, type RequestAuth } from './auth/session'
import type { ServerConfig } from './config'
import { SALES_CHANNEL, createStoreConfig } from '../config/store'
import { AddressBook } from './domain/accounts/address-book'
import { createAccountLimiters, type AccountLimiters } from './domain/accounts/limits'
import { hashPassword } from './domain/accounts/password'
import { PasswordReset } from './domain/accounts/password-reset'
import { LoginSessions } from './domain/accounts/sessions'
import { SignUp } from './domain/accounts/sign-up'
import { OneTimeTokens } from './domain/accounts/tokens'
import { addressOfCep } from './domain/address/cep'
import { CashbackLedger } from './domain/cashback/ledger'
import { ClubMemberships } from './domain/club/memberships'
import { MailOutbox } from './domain/mail'
import { SellerApplications } from './domain/marketplace/applications'
import type { StoredOrder } from './domain/orders/types'
import { ReturnRequests } from './domain/returns/requests'
import { ProductReviewsService } from './domain/reviews/reviews'
import type { CheckoutEnv } from './domain/checkout'
import { ErrorLog } from './domain/error-log/error-log'
import { AccountOrders } from './domain/orders'
import { STOCK_REFRESH_MS } from './domain/search/limits'
import { QueryLog, type SearchLogStore } from './domain/search/query-log'
import { SearchService } from './domain/search/service'
import { createStockFeed } from './domain/search/stock-feed'
import { Wishlists } from './domain/wishlist/wishlist'
import type { ProductImageRoutesOptions } from './http/product-images'
import { openStore } from './store'
import { loadCatalogue } from './storage/catalogue-repository'
import { isDatabaseReachable, type Db } from './storage/database'
import type { Repositories } from './storage/repositories'
import { createVtexForwarder, type FetchFn, type VtexForwarder } from './vtex/forwarder'

/**
 * The composition root: the one place that builds the server's parts from
 * their concrete classes, once, in this order —
 * 1. storage: the database (opened, migrated), every repository, the seeders;
 * 2. domain services: login sessions and the request auth, the account
 *    limiters (login, sign-up, password reset, seller applications), the mail
 *    outbox, sign-up and password reset, the address book, club, cashback
 *    ledger, exchanges and returns, reviews, seller applications, wishlists,
 *    the error log, the member's orders, the checkout environment, and the
 *    one hook order placement calls when an order is approved;
 * 3. the commerce backend of the config: the embedded search (index built
 *    from the stored catalogue, warmed, fed with stock changes) or the one
 *    forwarder to the VTEX account;
 * 4. the HTTP plugins' options: the /api route set of that backend, the login
 *    page, the product pictures.
 * main.ts and the test server (test-support/server.ts) call it; buildApp
 * registers what it hands over.
 */
export { openStore } from './store'

export interface ServerComposition {
  readonly config: ServerConfig
  readonly db: Db
  readonly repositories: Repositories
  readonly services: DomainServices
  /** What the HTTP layer registers. */
  readonly http: HttpParts
  /** What was built, for the start-up log line. */
  readonly summary: Record<string, unknown>
  /** Stops background work, writes what is pending and closes the database (after the app has closed). */
  close(): Promise<void>
}

export interface DomainServices {
  sessions: LoginSessions
  auth: RequestAuth
  limiters: AccountLimiters
  mailOutbox: MailOutbox
  signUp: SignUp
  passwordReset: PasswordReset
  addressBook: AddressBook
  club: ClubMemberships
  cashback: CashbackLedger
  returns: ReturnRequests
  reviews: ProductReviewsService
  sellerApplications: SellerApplications
  /**
   * What order placement calls when an order becomes approved (payment
   * approved): credits the order's cashback (once per order).
   */
  onOrderApproved: (order: StoredOrder) => void
  wishlists: Wishlists
  errorLog: ErrorLog
  accountOrders: AccountOrders
  checkoutEnv: CheckoutEnv
  /** The embedded search engine; null with the VTEX backend (search is the platform's). */
  search: SearchService | null
  /** The forwarder to the VTEX account; null with the embedded backend. */
  vtex: VtexForwarder | null
}

export interface HttpParts {
  /** The /api route set of the configured commerce backend. */
  api: FastifyPluginAsync
  loginPage: LoginPageOptions
  productImages: ProductImageRoutesOptions
  /** The development listing of the mail outbox (MAIL_OUTBOX_PAGE=true), or null. */
  devOutbox: DevOutboxOptions | null
}

export interface ComposeOptions {
  /** The database folder, or ':memory:' for a private in-memory one (default: config.dataDir). */
  database?: string
  /** How the VTEX forwarder reaches the platform (default: the global fetch). */
  fetch?: FetchFn
}

/** The search engine over a catalogue, logging queries to the store. */
export function buildSearchService(catalogue: Catalogue, searchLog: SearchLogStore): SearchService {
  return new SearchService(catalogue, new QueryLog(searchLog))
}

/** What the pure checkout rules read: live catalogue, coupons, CEP addresses, new ids and the clock. */
function checkoutEnvOf({ catalogue, coupons, ceps }: Pick<Repositories, 'catalogue' | 'coupons' | 'ceps'>): CheckoutEnv {
  return {
    catalogue: {
      sku: (skuId) => catalogue.skuWithLiveStock(skuId),
      sellerName: (sellerId) => catalogue.seller(sellerId)?.name,
      brandName: (brandId) => catalogue.brand(brandId)?.name,
      sport: (sportId) => catalogue.sport(sportId),
      categoryPath: (categoryIds) => catalogue.categoryPath(categoryIds),
    },
    coupon: (code) => coupons.find(code),
    addressOf: (postalCode) => {
      const known = ceps.find(postalCode.replace('-', ''))
      return known
        ? {
            street: known.street,
            neighborhood: known.neighborhood,
            city: known.city,
            state: known.state,
            geoCoordinates: known.latitude !== null && known.longitude !== null ? [known.longitude, known.latitude] : [],
          }
        : undefined
    },
    newId: () => randomUUID().replace(/-/g, ''),
    now: () => new Date(),
  }
}

/** The embedded search: index built from the stored catalogue, warmed in the background, kept in step with stock. */
function startEmbeddedSearch(db: Db, repositories: Repositories): { search: SearchService; stop(): void } {
  const search = buildSearchService(loadCatalogue(db), repositories.searchLog)
  search.warmUp()
  const refreshStock = createStockFeed(repositories.stockChanges, search)
  const timer = setInterval(refreshStock, STOCK_REFRESH_MS)
  timer.unref()
  return {
    search,
    stop() {
      clearInterval(timer)
      search.close()
    },
  }
}

export async function composeServer(config: ServerConfig, options: ComposeOptions = {}): Promise<ServerComposition> {
  // 1. Storage.
  const { db, repositories } = await openStore(config, options.database)
  try {
    // 2. Domain services.
    const sessions = new LoginSessions(repositories.sessions)
    const auth = cookieSessionAuth(sessions, { secureCookies: config.secureCookies })
    const limiters = createAccountLimiters()
    const mailOutbox = new MailOutbox(repositories.outbox, randomUUID)
    const tokens = new OneTimeTokens(repositories.accountTokens)
    const mail = { siteUrl: config.siteUrl, storeName: createStoreConfig(config.variant).storeName }
    const signUp = new SignUp({ members: repositories.members, tokens, mailer: mailOutbox, hashPassword, newMemberId: randomUUID, mail })
    const passwordReset = new PasswordReset({
      members: repositories.members,
      tokens,
      mailer: mailOutbox,
      hashPassword,
      endSessionsOf: (memberId) => sessions.deleteAllOf(memberId),
      mail,
    })
    const addressBook = new AddressBook({
      store: repositories.members,
      addressOfCep: (digits) => addressOfCep(repositories.ceps, digits),
      newId: () => randomUUID().replace(/-/g, ''),
    })
    const club = new ClubMemberships(repositories.club)
    const cashback = new CashbackLedger({
      store: repositories.cashback,
      isClubMember: (memberId) => club.isMember(memberId),
      ratePercent: config.cashbackRatePercent,
    })
    const returns = new ReturnRequests({ orders: repositories.orders, store: repositories.returns, newId: randomUUID })
    const reviews = new ProductReviewsService({ orders: repositories.orders, store: repositories.reviews, newId: randomUUID })
    const sellerApplications = new SellerApplications(repositories.sellerApplications)
    const onOrderApproved = (order: StoredOrder): void => {
      cashback.creditApprovedOrder(order)
    }
    const wishlists = new Wishlists(repositories.wishlists)
    const errorLog = new ErrorLog(repositories.errorLog)
    const accountOrders = new AccountOrders(repositories.orders)
    const checkoutEnv = checkoutEnvOf(repositories)
    const store: StoreRouteDeps = {
      databaseReachable: () => isDatabaseReachable(db),
      auth,
      members: repositories.members,
      limiters,
      wishlists,
      errorLog,
      ceps: repositories.ceps,
      orders: accountOrders,
      variant: config.variant,
      signUp,
      passwordReset,
      addressBook,
      cashback,
      club,
      returns,
      reviews,
      sellerApplications,
    }

    // 3. The commerce backend, and 4. its /api route set.
    const backend = config.backend
    const summary: Record<string, unknown> = { backend: backend.name }
    let api: FastifyPluginAsync
    let embedded: ReturnType<typeof startEmbeddedSearch> | null = null
    let vtex: VtexForwarder | null = null
    if (backend.name === 'vtex') {
      vtex = createVtexForwarder(backend.vtex, options.fetch)
      api = vtexRouteSet(store, vtex)
      Object.assign(summary, { vtexAccount: vtex.config.account, vtexHost: vtex.config.baseUrl })
    } else {
      embedded = startEmbeddedSearch(db, repositories)
      api = embeddedRouteSet(store, {
        search: embedded.search,
        checkout: {
          orderForms: repositories.orderForms,
          env: checkoutEnv,
          secureCookies: config.secureCookies,
          salesChannel: SALES_CHANNEL[config.variant],
        },
        freightCatalogue: repositories.catalogue,
      })
      Object.assign(summary, { products: embedded.search.index.size, searchIndexMs: Math.round(embedded.search.buildMs) })
    }

    let closed = false
    return {
      config,
      db,
      repositories,
      services: {
        sessions,
        auth,
        limiters,
        mailOutbox,
        signUp,
        passwordReset,
        addressBook,
        club,
        cashback,
        returns,
        reviews,
        sellerApplications,
        onOrderApproved,
        wishlists,
        errorLog,
        accountOrders,
        checkoutEnv,
        search: embedded?.search ?? null,
        vtex,
      },
      http: {
        api,
        loginPage: { auth, secureCookies: config.secureCookies, variant: config.variant },
        productImages: { findSku: (skuId) => repositories.catalogue.skuById(skuId) },
        devOutbox: config.mailOutboxPage ? { outbox: mailOutbox } : null,
      },
      summary,
      async close() {
        if (closed) return
        closed = true
        embedded?.stop()
        db.close()
      },
    }
  } catch (error) {
    db.close()
    throw error
  }
}
