import type { FastifyPluginAsync } from 'fastify'
import type { RequestAuth } from './auth/session'
import type { ServerConfig } from './config'
import type { AccountErasure } from './domain/accounts/erasure'
import type { AccountLimiters } from './domain/accounts/limits'
import type { MemberBenefits } from './domain/accounts/types'
import type { CepLookup } from './domain/address/lookup'
import type { AttemptLimiter } from './domain/limits/attempts'
import type { Mailer } from './domain/mail'
import type { OrderRepository, StoredOrder } from './domain/orders/types'
import type { SqliteCatalogueRepository } from './storage/catalogue-repository'
import type { Db } from './storage/database'
import type { SqliteMemberRepository } from './storage/member-repository'
import type { Migration } from './storage/migrations'

/**
 * A feature module: one of the store's own features (src/features/<name>/)
 * as the server runs it. Its `server/module.ts` exports one, listed once in
 * FEATURE_MODULES (feature-list.ts); the composition root migrates its
 * tables, starts it over the core's services and registers its routes.
 * Nothing else is written by hand when a feature is added.
 */
export interface FeatureModule<Name extends keyof FeatureServices = keyof FeatureServices> {
  name: Name
  /** Features whose services this one uses (started before it; checked at start). */
  needs?: readonly (keyof FeatureServices)[]
  /** Its tables' migrations (versions in the range its module owns; unique across the store). */
  migrations: readonly Migration[]
  /** Builds its services from the core's and those of the features it needs, and says what it serves. */
  start(core: CoreServices, features: FeatureServices): StartedFeature<FeatureServices[Name]>
  /** Fills its tables of a new database with the demo data (after the core's seeders; does nothing when already seeded). */
  seed?(db: Db, config: ServerConfig): void
}

/** What a started feature gives the server. */
export interface StartedFeature<Services> {
  /** What other features (and tests) may use of it. */
  services: Services
  /** Its HTTP routes, registered under /api (both commerce backends). */
  routes?: FastifyPluginAsync
  /** Called once for each order whose payment becomes approved, inside that transaction. */
  onOrderApproved?: (order: StoredOrder) => void
}

/**
 * The services of every feature, by feature name: each feature's module.ts
 * adds its own entry by declaration merging, e.g.
 *   declare module '../../../server/feature-module' { interface FeatureServices { club: ClubMemberships } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureServices {}

/** What the core lends every feature. */
export interface CoreServices {
  config: ServerConfig
  /** The store's database, for the feature's own repository (its SQL stays in its server/repository.ts). */
  db: Db
  /** The clock of the limits and of what is dated (epoch ms). */
  now(): number
  /** A new random id (a UUID). */
  newId(): string
  auth: RequestAuth
  members: SqliteMemberRepository
  /** Placed orders (a member's purchases). */
  orders: Pick<OrderRepository, 'get' | 'listByMember'>
  catalogue: SqliteCatalogueRepository
  attempts: AttemptLimiter
  limiters: AccountLimiters
  mailer: Mailer
  /** CEP → address (the store's data, or the platform's with VTEX). */
  ceps: CepLookup
  /** What the member's account answers show of the features (cashback balance, club card); read when answering. */
  benefits: MemberBenefits
  /** Erases a member's account (orders kept without the person): the data-rights feature's deletion. */
  erasure: AccountErasure
}

/** The started features: their services by name, their routes, and the hooks the core calls. */
export interface StartedFeatures {
  services: FeatureServices
  routes: FastifyPluginAsync[]
  onOrderApproved(order: StoredOrder): void
}

/** Starts the modules in their order; a module started before a feature it needs is a programming error. */
export function startFeatures(modules: readonly FeatureModule[], core: CoreServices): StartedFeatures {
  const services: Partial<Record<keyof FeatureServices, unknown>> = {}
  const routes: FastifyPluginAsync[] = []
  const approvedHooks: Array<(order: StoredOrder) => void> = []
  for (const module of modules) {
    for (const need of module.needs ?? []) {
      if (!(need in services)) throw new Error(`feature ${String(module.name)} needs ${String(need)}, which is not started before it (FEATURE_MODULES)`)
    }
    const started = module.start(core, services as FeatureServices)
    services[module.name] = started.services
    if (started.routes) routes.push(started.routes)
    if (started.onOrderApproved) approvedHooks.push(started.onOrderApproved)
  }
  return {
    services: services as FeatureServices,
    routes,
    onOrderApproved: (order) => {
      for (const hook of approvedHooks) hook(order)
    },
  }
}

/** Every migration of the features, for the store's schema. */
export const migrationsOf = (modules: readonly FeatureModule[]): Migration[] => modules.flatMap((module) => module.migrations)
