import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { Catalogue } from '../catalogue/model'
import { embeddedRouteSet, vtexRouteSet, type StoreRouteDeps } from './api'
import type { LoginPageOptions } from './api/login-page'
import { cookieSessionAuth, type RequestAuth } from './auth/session'
import type { ServerConfig } from './config'
import { AccountErasure } from './domain/accounts/erasure'
import { CredentialGuard } from './domain/accounts/credential-guard'
import { SALES_CHANNEL, createStoreConfig } from '../config/store'
import type { AddressBook } from '../features/addresses/server/module'
import type { MemberBenefits } from './domain/accounts/types'
import { createAccountLimiters, type AccountLimiters } from './domain/accounts/limits'
import { hashPassword } from './domain/accounts/password'
import { PasswordReset } from './domain/accounts/password-reset'
import { LoginSessions } from './domain/accounts/sessions'
import { SignUp } from './domain/accounts/sign-up'
import { OneTimeTokens } from './domain/accounts/tokens'
import { addressOfCep, type CepDirectory } from './domain/address/cep'
import { localCepLookup, type CepLookup } from './domain/address/lookup'
import { onlineCepLookup } from './domain/address/online-provider'
import type { StoredOrder } from './domain/orders/types'
import type { CheckoutEnv } from './domain/checkout'
import { ErrorLog } from './domain/error-log/error-log'
import { CartCreations } from './domain/checkout/cart-creations'
import { CouponAttempts } from './domain/checkout/coupon-attempts'
import { IdentificationAttempts } from './domain/checkout/identification-attempts'
import { OrderLookupAttempts } from './domain/orders/lookup-attempts'
import { AttemptLimiter } from './domain/limits/attempts'
import { createSmtpTransport, Mailer } from './domain/mail'
import { MAINTENANCE_INTERVAL_MS, StoreMaintenance, type MaintenanceReport } from './domain/maintenance'
import { AccountOrders, CheckoutOrders } from './domain/orders'
import { SearchEventLimits } from './domain/search/event-limits'
import { STOCK_REFRESH_MS } from './domain/search/limits'
import { QueryLog, voteDay, type SearchLogRepository } from './domain/search/query-log'
import { SearchService } from './domain/search/service'
import { LiveSearch } from './domain/search/live-search'
import { CATALOGUE_CHECK_MS, CatalogueChanges } from './domain/catalogue-changes'
import { createStockFeed } from './domain/search/stock-feed'
import { startFeatures, type FeatureServices } from './feature-module'
import { FEATURE_MODULES } from './feature-list'
import { ServerLifecycle } from './http/lifecycle'
import type { ProductImageRoutesOptions } from './http/product-images'
import { createProductPhotos } from './media/product-photos'
import { MAIL_SEND_INTERVAL_MS, ORDER_SWEEP_INTERVAL_MS } from '../config/constants'
import { storeConfig } from '../config/store'
import { buildRelease, createServerErrorReporter, type ServerErrorReporter } from './observability/error-reporter'
import { LiveSite } from './http/live-site'
import { PublicFolder } from './http/public-folder'
import type { SiteBuilder } from './domain/publishing/ports'
import type { QueueTimers } from './domain/publishing/queue'
import { startPublishing, type Publishing } from './publishing'
import { ProcessShellDrafts } from './publishing/shell-drafts'
import type { SitePreview } from './http/preview-routes'
import { prepareDatabase } from './prepare-database'
import { catalogueRevision, loadCatalogue, productsWrittenSince } from './storage/catalogue-repository'
import { immediateTransaction, isDatabaseReachable, type Db } from './storage/database'
import type { Repositories } from './storage/repositories'
import { WalCheckpointer } from './storage/wal-checkpointer'
import { createVtexForwarder, type FetchFn, type VtexForwarder } from './vtex/forwarder'
import { StoreMetrics } from './observability/metrics'
import { Tracing } from './observability/tracing'
import { vtexCepLookup } from './vtex/postal-code'

/**
 * The composition root: the one place that builds the server's parts from
 * their concrete classes, once, in this order —
 * 1. storage: the database (opened, migrated), every repository, the seeders,
 *    and the checkpoints of its write-ahead log, on a connection of their own
 *    in a worker thread (WalCheckpointer);
 * 2. domain services: login sessions and the request auth, the attempt
 *    limits (credentials, coupons, sign-up, password reset, seller
 *    applications), the mail outbox, sign-up and password reset, the address
 *    book, seller
 *    applications, the error log, the member's orders, the checkout
 *    environment, and the one hook order placement calls when an order is
 *    approved; then the store's own features (src/features/, FEATURE_MODULES),
 *    each started over the core's services (feature-module.ts);
 * 3. the commerce backend of the config: the embedded search (index built
 *    from the stored catalogue, warmed, fed with stock changes) or the one
 *    forwarder to the VTEX account;
 * 4. the site served (the build in publicDir, or with publishing the live
 *    release) and publishing itself: releases, builder, build queue;
 * 5. the HTTP plugins' options: the /api route set of that backend, the login
 *    page, the product pictures, the site;
 * 6. the store's clean-up (StoreMaintenance), run at start and every hour.
 * main.ts and the test server (test-support/server.ts) call it; buildApp
 * registers what it hands over.
 */
export { prepareDatabase } from './prepare-database'

export interface ServerComposition {
  readonly config: ServerConfig
  readonly db: Db
  readonly repositories: Repositories
  readonly services: DomainServices
  /** The services of the store's own features, by feature (src/features/<name>/server/module.ts). */
  readonly features: FeatureServices
  /** What the HTTP layer registers. */
  readonly http: HttpParts
  /** Serving or draining: health reads it, the app attaches its connection drain, main.ts drains on SIGTERM. */
  readonly lifecycle: ServerLifecycle
  /** The store's clean-up (old anonymous carts, attempt counts, devices, search votes): run at start and every hour. */
  readonly maintenance: { run(): MaintenanceReport }
  /** What was built, for the start-up log line. */
  readonly summary: Record<string, unknown>
  /** Stops background work, writes what is pending and closes the database (after the app has closed). */
  close(): Promise<void>
}

export interface DomainServices {
  sessions: LoginSessions
  auth: RequestAuth
  /** The limits on credential attempts (login; sign-up and password reset use the same). */
  credentialGuard: CredentialGuard
  /** The attempt limits over the database (coupons, credentials). */
  attemptLimiter: AttemptLimiter
  limiters: AccountLimiters
  mailer: Mailer
  signUp: SignUp
  passwordReset: PasswordReset
  addressBook: AddressBook
  /**
   * What order placement calls when an order becomes approved (payment
   * approved): credits the order's cashback (once per order).
   */
  onOrderApproved: (order: StoredOrder) => void
  errorLog: ErrorLog
  accountOrders: AccountOrders
  checkoutEnv: CheckoutEnv
  /** The store's e-mail: the outbox, sent by SMTP when configured. */
  /** Orders placed from carts (the embedded backend; null with VTEX, whose checkout places them). */
  checkoutOrders: CheckoutOrders | null
  /** The embedded search engine as it is now (rebuilt when the stored catalogue changes); null with the VTEX backend (search is the platform's). */
  search: LiveSearch | null
  /** The watch on the stored catalogue's revision (checked every CATALOGUE_CHECK_MS and on a catalogue notice); null with the VTEX backend. */
  catalogueChanges: CatalogueChanges | null
  /** The forwarder to the VTEX account; null with the embedded backend. */
  vtex: VtexForwarder | null
  /** Sends unexpected errors to the error reporter (inert without SENTRY_DSN). */
  errorReporter: ServerErrorReporter
  /** Builds and switches on signed notices; null when PUBLISH_SIGNING_SECRET is not set. */
  publishing: Publishing | null
  /** The Prometheus metrics (served at /metrics as METRICS_TOKEN or METRICS_PORT allow). */
  metrics: StoreMetrics
  /** OpenTelemetry spans (inert without OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing: Tracing
}

export interface HttpParts {
  /** The /api route set of the configured commerce backend. */
  api: FastifyPluginAsync
  loginPage: LoginPageOptions
  productImages: ProductImageRoutesOptions
  /** The development outbox page (DEV_TOOLS), or null. */
  devOutbox: { mailer: Mailer; storeName: string } | null
  /** The build served (swapped by publishing). */
  site: LiveSite
  /** The editors' preview mode (drafts of the shell's slices, decision record 0037); null without publishing. */
  preview: SitePreview | null
}

export interface ComposeOptions {
  /** The database folder, or ':memory:' for a private in-memory one (default: config.dataDir). */
  database?: string
  /** How the VTEX forwarder reaches the platform (default: the global fetch). */
  fetch?: FetchFn
  /** The clock of the limits and the clean-ups (epoch ms; default Date.now): tests move it. */
  now?: () => number
  /** What builds a publish (default: `gatsby build` in the site folder); tests give a stand-in. */
  siteBuilder?: SiteBuilder
  /** The build queue's clock (tests). */
  publishTimers?: QueueTimers
  /** How often the live pointer of the release store is read (default RELEASE_FOLLOW_MS; tests shorten it). */
  releaseFollowMs?: number
}

/** What the embedded backend runs besides its routes: the live search and the watch on the stored catalogue. */
interface EmbeddedSearch {
  search: LiveSearch
  catalogueChanges: CatalogueChanges
  /** Stops the background serialisation and writes the query log (its timers are the composition's). */
  stop(): void
}

/** The search engine over a catalogue, logging queries to the store. */
export function buildSearchService(catalogue: Catalogue, searchLog: SearchLogRepository, now: () => number = Date.now): SearchService {
  return new SearchService(catalogue, new QueryLog(searchLog, now))
}

/**
 * The CEP look-up of the store's own APIs (`/api/getAddressByPostalCode`, the
 * address book): the platform's postal-code API with VTEX; else the store's
 * data, with the online address provider in front when ADDRESS_PROVIDER_URL
 * is set (its failures are logged and answered from the store's data).
 */
function cepLookupOf(config: ServerConfig, ceps: CepDirectory, vtex: VtexForwarder | null): CepLookup {
  if (vtex) return vtexCepLookup(vtex)
  const local = localCepLookup(ceps)
  if (!config.addressProviderUrl) return local
  return onlineCepLookup({
    urlTemplate: config.addressProviderUrl,
    local,
    onFailure: (error, digits) => console.warn(`[server] address provider failed for CEP ${digits}; answered from the store's data`, error),
  })
}

/** What the pure checkout rules read: live catalogue, coupons, members' profiles, CEP addresses, new ids and the clock. */
function checkoutEnvOf({ catalogue, coupons, ceps, members }: Pick<Repositories, 'catalogue' | 'coupons' | 'ceps' | 'members'>): CheckoutEnv {
  return {
    catalogue: {
      sku: (skuId) => catalogue.skuWithLiveStock(skuId),
      sellerName: (sellerId) => catalogue.seller(sellerId)?.name,
      brandName: (brandId) => catalogue.brand(brandId)?.name,
      sport: (sportId) => catalogue.sport(sportId),
      categoryPath: (categoryIds) => catalogue.categoryPath(categoryIds),
    },
    coupon: (code) => coupons.find(code),
    profileOf: (email) => {
      const id = members.findIdByEmail(email)
      const member = id ? members.findById(id) : null
      if (!member) return undefined
      return {
        userProfileId: member.id,
        email: member.email.toLowerCase(),
        firstName: member.givenName,
        lastName: member.familyName,
        document: member.cpf,
        phone: member.phoneNumber,
        isCorporate: member.kind === 'business',
        corporateName: member.companyName,
        corporateDocument: member.cnpj,
      }
    },
    // The store's one CEP look-up on its own data (street records, else the state of the CEP's range).
    addressOf: (postalCode) => addressOfCep(ceps, postalCode.replace('-', '')) ?? undefined,
    newId: () => randomUUID().replace(/-/g, ''),
    now: () => new Date(),
  }
}

/**
 * The embedded search: index built from the stored catalogue, warmed in the
 * background, kept in step with stock, and built again when the stored
 * catalogue changes (an import or a price change, seen by its revision): the
 * product cache of the checkout's catalogue is dropped at the same moment.
 */
function startEmbeddedSearch(db: Db, repositories: Repositories, now: () => number, every: (ms: number, work: () => unknown) => void): EmbeddedSearch {
  const log = new QueryLog(repositories.searchLog, now)
  const search = new LiveSearch((firstGeneration) => new SearchService(loadCatalogue(db), log, firstGeneration))
  search.warmUp()
  every(STOCK_REFRESH_MS, createStockFeed(repositories.stockChanges, { applyStockChanges: (rows) => search.current.applyStockChanges(rows) }))
  const catalogueChanges = new CatalogueChanges(
    () => catalogueRevision(db),
    (revision, previous) => {
      // Only offers changed (a price or stock import): applied to the index in place, in well under a second;
      // anything else (a product added, removed or edited) indexes the catalogue again.
      const started = performance.now()
      const written = productsWrittenSince(db, previous)
      const current = search.current
      const applied = written.products.length > 0 && written.count === current.index.size ? current.applyOfferChanges(written.products) : null
      repositories.catalogue.forgetProducts()
      if (applied !== null) {
        console.info(`[server] catalogue revision ${revision}: ${applied} products' offers applied to the search index (${Math.round(performance.now() - started)} ms)`)
        return
      }
      const next = search.replace()
      console.info(`[server] catalogue revision ${revision}: search index rebuilt (${next.index.size} products, ${Math.round(next.buildMs)} ms)`)
    },
  )
  every(CATALOGUE_CHECK_MS, () => catalogueChanges.check())
  return { search, catalogueChanges, stop: () => search.close() }
}

export async function composeServer(config: ServerConfig, options: ComposeOptions = {}): Promise<ServerComposition> {
  // 1. Storage.
  const { db, repositories } = await prepareDatabase(config, options.database)
  // The write-ahead log is folded into the database by a connection of its own, off the request thread.
  const checkpointer = db.memory ? null : new WalCheckpointer(db)
  const timers: NodeJS.Timeout[] = []
  /** What else ends with the server (the span exporter, the metrics' monitors). */
  const closers: Array<() => unknown> = []
  /** Background work (e-mail delivery, order expiry, stock and catalogue refresh): never keeps the process alive, never throws out of the timer. */
  const every = (ms: number, work: () => unknown) => {
    const timer = setInterval(() => {
      try {
        void Promise.resolve(work()).catch((error: unknown) => console.error('[server] background work failed', error))
      } catch (error) {
        console.error('[server] background work failed', error)
      }
    }, ms)
    timer.unref()
    timers.push(timer)
  }
  let publishing: Publishing | null = null
  try {
    // 2. Domain services.
    const sessions = new LoginSessions(repositories.sessions)
    const auth = cookieSessionAuth(sessions, { secureCookies: config.secureCookies })
    const now = options.now ?? Date.now
    const attemptLimiter = new AttemptLimiter(repositories.attempts, now)
    const credentialGuard = new CredentialGuard(attemptLimiter, repositories.loginDevices, repositories.members, now)
    const couponAttempts = new CouponAttempts(attemptLimiter)
    const maintenance = new StoreMaintenance(
      {
        carts: repositories.orderForms,
        attempts: attemptLimiter,
        devices: credentialGuard,
        searchVotes: { pruneVotes: () => repositories.searchLog.pruneVotesBefore(voteDay(now())) },
      },
      now,
    )
    const limiters = createAccountLimiters(attemptLimiter)
    const mailer = new Mailer(repositories.outbox, config.smtp ? createSmtpTransport(config.smtp) : null, config.mailFrom)
    if (mailer.delivers) every(MAIL_SEND_INTERVAL_MS, () => mailer.deliverPending())
    const tokens = new OneTimeTokens(repositories.accountTokens)
    const mail = { siteUrl: config.siteUrl, storeName: createStoreConfig(config.variant).storeName }
    const signUp = new SignUp({ members: repositories.members, tokens, mailer, hashPassword, newMemberId: randomUUID, mail })
    const passwordReset = new PasswordReset({
      members: repositories.members,
      tokens,
      mailer,
      hashPassword,
      endSessionsOf: (memberId) => sessions.deleteAllOf(memberId),
      mail,
    })
    // Observability: spans of requests, placements and VTEX calls; the metrics (the search generation read when scraped).
    const tracing = new Tracing(config.tracing)
    const metrics = new StoreMetrics({ searchGeneration: () => embedded?.search.generation ?? null })
    closers.push(() => tracing.close(), () => metrics.close())
    // The VTEX forwarder is made first: the CEP look-up of the store's own APIs asks the platform with it.
    const vtexForwarder = config.backend.name === 'vtex' ? createVtexForwarder(config.backend.vtex, options.fetch, tracing) : null
    const cepLookup = cepLookupOf(config, repositories.ceps, vtexForwarder)
    // What the account's answers show of the features (the cashback balance, the club card): read when
    // answering, once the features below are started.
    const benefits: MemberBenefits = {
      cashbackBalanceOf: (memberId) => features.services.cashback.balanceOf(memberId),
      clubCardOf: (memberId) => features.services.club.cardOf(memberId),
    }
    // The store's own features (src/features/): each started over the core's services.
    const features = startFeatures(FEATURE_MODULES, {
      config,
      db,
      now,
      newId: randomUUID,
      auth,
      members: repositories.members,
      orders: repositories.orders,
      catalogue: repositories.catalogue,
      attempts: attemptLimiter,
      limiters,
      mailer,
      ceps: cepLookup,
      benefits,
      erasure: new AccountErasure({
        transaction: (work) => repositories.orders.transaction(work),
        orders: repositories.orders,
        placements: repositories.placements,
        carts: repositories.orderForms,
        members: repositories.members,
        outbox: repositories.outbox,
      }),
    })
    const onOrderApproved = (order: StoredOrder): void => features.onOrderApproved(order)
    const errorLog = new ErrorLog(repositories.errorLog)
    const accountOrders = new AccountOrders(repositories.orders, { devTools: config.devTools })
    const checkoutEnv = checkoutEnvOf(repositories)
    const lifecycle = new ServerLifecycle()
    const errorReporter = await createServerErrorReporter(config.errorReporter, buildRelease(config.publicDir))
    let embedded: EmbeddedSearch | null = null
    // 4. The site and publishing.
    const site = new LiveSite({ id: 'public', publicFiles: new PublicFolder(config.publicDir), cacheDir: config.cacheDir })
    publishing = config.publishing
      ? await startPublishing(config.publishing, {
          records: repositories.publishRecords,
          site,
          builder: options.siteBuilder,
          timers: options.publishTimers,
          followMs: options.releaseFollowMs,
        })
      : null
    publishing?.onEvent((event) => metrics.published(event.kind, event.status, event.durationMs / 1000))
    const store: StoreRouteDeps = {
      databaseReachable: () => isDatabaseReachable(db),
      isDraining: () => lifecycle.draining,
      auth,
      members: repositories.members,
      credentialGuard,
      limiters,
      errorLog,
      ceps: cepLookup,
      orders: accountOrders,
      secureCookies: config.secureCookies,
      searchEventLimits: new SearchEventLimits(now),
      variant: config.variant,
      signUp,
      passwordReset,
      benefits,
      features: features.routes,
      publishing,
      // The store's catalogue notice: the embedded search and checkout read the new catalogue at once, not at the next check.
      catalogueNotice: () => void embedded?.catalogueChanges.check(),
    }

    // 3. The commerce backend, and 5. its /api route set.
    const backend = config.backend
    const summary: Record<string, unknown> = { backend: backend.name, errorReporter: errorReporter.enabled, ...(publishing ? { publishing: true } : {}) }
    let api: FastifyPluginAsync
    let vtex: VtexForwarder | null = null
    let checkoutOrders: CheckoutOrders | null = null
    if (backend.name === 'vtex' && vtexForwarder) {
      vtex = vtexForwarder
      api = vtexRouteSet(store, vtex)
      Object.assign(summary, { vtexAccount: vtex.config.account, vtexHost: vtex.config.baseUrl })
    } else {
      embedded = startEmbeddedSearch(db, repositories, now, every)
      checkoutOrders = new CheckoutOrders({
        transaction: immediateTransaction(db),
        orderForms: repositories.orderForms,
        orders: repositories.orders,
        placements: repositories.placements,
        payments: repositories.payments,
        stock: repositories.stockLedger,
        mailer,
        env: checkoutEnv,
        brand: { storeName: storeConfig.storeName, siteUrl: config.siteUrl },
        devTools: config.devTools,
        hostName: new URL(config.siteUrl).hostname,
        onOrderApproved,
        observer: {
          placing: (kind, work) => tracing.inSpan('checkout placement', { 'checkout.placement': kind }, work),
          placed: (system, group) => metrics.placed(system, group),
        },
      })
      const sweeper = checkoutOrders
      every(ORDER_SWEEP_INTERVAL_MS, () => sweeper.sweep())
      api = embeddedRouteSet(store, {
        search: embedded.search,
        checkout: {
          orderForms: repositories.orderForms,
          env: checkoutEnv,
          couponAttempts,
          identificationAttempts: new IdentificationAttempts(attemptLimiter),
          cartCreations: new CartCreations(now),
          secureCookies: config.secureCookies,
          salesChannel: SALES_CHANNEL[config.variant],
        },
        freightCatalogue: repositories.catalogue,
        placement: { orders: checkoutOrders, env: checkoutEnv, secureCookies: config.secureCookies, lookupAttempts: new OrderLookupAttempts(attemptLimiter) },
        devTools: config.devTools,
      })
      Object.assign(summary, { products: embedded.search.current.index.size, searchIndexMs: Math.round(embedded.search.current.buildMs) })
    }

    // 5. The clean-up: once now, then every hour.
    maintenance.run()
    const maintenanceTimer = setInterval(() => maintenance.run(), MAINTENANCE_INTERVAL_MS)
    maintenanceTimer.unref()

    let closed = false
    return {
      config,
      db,
      repositories,
      features: features.services,
      services: {
        sessions,
        auth,
        credentialGuard,
        attemptLimiter,
        limiters,
        mailer,
        checkoutOrders,
        signUp,
        passwordReset,
        addressBook: features.services.addresses,
        onOrderApproved,
        errorLog,
        accountOrders,
        checkoutEnv,
        search: embedded?.search ?? null,
        catalogueChanges: embedded?.catalogueChanges ?? null,
        vtex,
        errorReporter,
        publishing,
        metrics,
        tracing,
      },
      http: {
        api,
        loginPage: { auth, secureCookies: config.secureCookies, variant: config.variant },
        productImages: { findSku: (skuId) => repositories.catalogue.skuById(skuId), photos: createProductPhotos({ cacheDir: config.productPhotoDir }) },
        devOutbox: config.devTools ? { mailer, storeName: storeConfig.storeName } : null,
        site,
        // The drafts are read by the build's own code in the site folder, as builds are made there.
        preview: publishing && config.publishing ? { publishing, drafts: new ProcessShellDrafts({ siteDir: config.publishing.siteDir }) } : null,
      },
      maintenance,
      lifecycle,
      summary,
      async close() {
        if (closed) return
        closed = true
        clearInterval(maintenanceTimer)
        for (const timer of timers) clearInterval(timer)
        await publishing?.close()
        embedded?.stop()
        mailer.close()
        for (const close of closers) await close()
        await errorReporter.close()
        await checkpointer?.close()
        db.close()
      },
    }
  } catch (error) {
    for (const timer of timers) clearInterval(timer)
    for (const close of closers) await close()
    await publishing?.close()
    await checkpointer?.close()
    db.close()
    throw error
  }
}
