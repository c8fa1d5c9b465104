import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { Catalogue } from '../catalogue/model'
import { embeddedRouteSet, vtexRouteSet, type StoreRouteDeps } from './api'
import type { LoginPageOptions } from './api/login-page'
import { cookieSessionAuth, type RequestAuth } from './auth/session'
import type { ServerConfig } from './config'
import { LoginThrottle } from './domain/accounts/login-throttle'
import { LoginSessions } from './domain/accounts/sessions'
import type { CheckoutEnv } from './domain/checkout'
import { ErrorLog } from './domain/error-log/error-log'
import { AccountOrders } from './domain/orders'
import { STOCK_REFRESH_MS } from './domain/search/limits'
import { QueryLog, type SearchLogStore } from './domain/search/query-log'
import { SearchService } from './domain/search/service'
import { createStockFeed } from './domain/search/stock-feed'
import { Wishlists } from './domain/wishlist/wishlist'
import { LiveSite } from './http/live-site'
import type { ProductImageRoutesOptions } from './http/product-images'
import type { SiteBuilder } from './domain/publishing/ports'
import type { QueueTimers } from './domain/publishing/queue'
import { startPublishing, type Publishing } from './publishing'
import { openStore } from './store'
import { loadCatalogue } from './storage/catalogue-repository'
import { isDatabaseReachable, type Db } from './storage/database'
import type { Repositories } from './storage/repositories'
import { createVtexForwarder, type FetchFn, type VtexForwarder } from './vtex/forwarder'

/**
 * The composition root: the one place that builds the server's parts from
 * their concrete classes, once, in this order —
 * 1. storage: the database (opened, migrated), every repository, the seeders;
 * 2. domain services: login sessions and the request auth, the login
 *    throttle, wishlists, the error log, the member's orders, the checkout
 *    environment;
 * 3. the commerce backend of the config: the embedded search (index built
 *    from the stored catalogue, warmed, fed with stock changes) or the one
 *    forwarder to the VTEX account;
 * 4. the site served (the build in publicDir, or with publishing the live
 *    release) and publishing itself: releases, builder, build queue;
 * 5. the HTTP plugins' options: the /api route set of that backend, the login
 *    page, the product pictures, the site.
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
  loginThrottle: LoginThrottle
  wishlists: Wishlists
  errorLog: ErrorLog
  accountOrders: AccountOrders
  checkoutEnv: CheckoutEnv
  /** The embedded search engine; null with the VTEX backend (search is the platform's). */
  search: SearchService | null
  /** The forwarder to the VTEX account; null with the embedded backend. */
  vtex: VtexForwarder | null
  /** Builds and switches on signed notices; null when PUBLISH_SIGNING_SECRET is not set. */
  publishing: Publishing | null
}

export interface HttpParts {
  /** The /api route set of the configured commerce backend. */
  api: FastifyPluginAsync
  loginPage: LoginPageOptions
  productImages: ProductImageRoutesOptions
  /** The build served (swapped by publishing). */
  site: LiveSite
}

export interface ComposeOptions {
  /** The database folder, or ':memory:' for a private in-memory one (default: config.dataDir). */
  database?: string
  /** How the VTEX forwarder reaches the platform (default: the global fetch). */
  fetch?: FetchFn
  /** What builds a publish (default: `gatsby build` in the site folder); tests give a stand-in. */
  siteBuilder?: SiteBuilder
  /** The build queue's clock (tests). */
  publishTimers?: QueueTimers
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
  let publishing: Publishing | null = null
  try {
    // 2. Domain services.
    const sessions = new LoginSessions(repositories.sessions)
    const auth = cookieSessionAuth(sessions, { secureCookies: config.secureCookies })
    const loginThrottle = new LoginThrottle()
    const wishlists = new Wishlists(repositories.wishlists)
    const errorLog = new ErrorLog(repositories.errorLog)
    const accountOrders = new AccountOrders(repositories.orders)
    const checkoutEnv = checkoutEnvOf(repositories)
    // 4. The site and publishing.
    const site = new LiveSite({ id: 'public', publicDir: config.publicDir, cacheDir: config.cacheDir })
    publishing = config.publishing
      ? await startPublishing(config.publishing, {
          records: repositories.publishRecords,
          site,
          builder: options.siteBuilder,
          timers: options.publishTimers,
        })
      : null
    const store: StoreRouteDeps = {
      databaseReachable: () => isDatabaseReachable(db),
      auth,
      members: repositories.members,
      loginThrottle,
      wishlists,
      errorLog,
      ceps: repositories.ceps,
      orders: accountOrders,
      publishing,
    }

    // 3. The commerce backend, and 5. its /api route set.
    const backend = config.backend
    const summary: Record<string, unknown> = { backend: backend.name, ...(publishing ? { publishing: true } : {}) }
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
        checkout: { orderForms: repositories.orderForms, env: checkoutEnv, secureCookies: config.secureCookies },
        freightCatalogue: repositories.catalogue,
      })
      Object.assign(summary, { products: embedded.search.index.size, searchIndexMs: Math.round(embedded.search.buildMs) })
    }

    let closed = false
    return {
      config,
      db,
      repositories,
      services: { sessions, auth, loginThrottle, wishlists, errorLog, accountOrders, checkoutEnv, search: embedded?.search ?? null, vtex, publishing },
      http: {
        api,
        loginPage: { auth, secureCookies: config.secureCookies },
        productImages: { findSku: (skuId) => repositories.catalogue.skuById(skuId) },
        site,
      },
      summary,
      async close() {
        if (closed) return
        closed = true
        await publishing?.close()
        embedded?.stop()
        db.close()
      },
    }
  } catch (error) {
    await publishing?.close()
    db.close()
    throw error
  }
}
