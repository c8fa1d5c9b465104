import { StoredCartCache } from '../domain/checkout/stored-cart-cache'
import { SqliteAttemptRepository } from './attempt-repository'
import { SqliteAccountTokenRepository } from './account-token-repository'
import { SqliteCatalogueRepository } from './catalogue-repository'
import { SqliteCepRepository } from './cep-repository'
import { SqliteCouponRepository } from './coupon-repository'
import type { Db } from './database'
import { SqliteErrorLogRepository } from './error-log-repository'
import { SqliteLoginDeviceRepository } from './login-device-repository'
import { SqliteMemberRepository } from './member-repository'
import { SqliteOrderFormRepository } from './order-form-repository'
import { SqliteOrderRepository } from './orders-repository'
import { SqliteOutboxRepository } from './outbox-repository'
import { SqlitePaymentRepository } from './payment-repository'
import { SqlitePlacementRepository } from './placement-repository'
import { SqlitePublishRecordRepository } from './publish-record-repository'
import { SqliteSearchLogRepository } from './search-log-repository'
import { SqliteSessionRepository } from './session-repository'
import { SqliteStockChangeRepository } from './stock-change-repository'
import { SqliteStockLedgerRepository } from './stock-ledger-repository'

/** Every repository over one database: the storage layer as the rest of the server sees it. */
export interface Repositories {
  catalogue: SqliteCatalogueRepository
  stockChanges: SqliteStockChangeRepository
  orderForms: SqliteOrderFormRepository
  coupons: SqliteCouponRepository
  orders: SqliteOrderRepository
  placements: SqlitePlacementRepository
  payments: SqlitePaymentRepository
  stockLedger: SqliteStockLedgerRepository
  outbox: SqliteOutboxRepository
  members: SqliteMemberRepository
  sessions: SqliteSessionRepository
  errorLog: SqliteErrorLogRepository
  ceps: SqliteCepRepository
  searchLog: SqliteSearchLogRepository
  attempts: SqliteAttemptRepository
  loginDevices: SqliteLoginDeviceRepository
  accountTokens: SqliteAccountTokenRepository
  publishRecords: SqlitePublishRecordRepository
}

export interface RepositoryOptions {
  /** Freeze the carts kept in memory (default true; production turns it off, see StoredCartCache). */
  freezeCachedCarts?: boolean
}

/**
 * The repositories of an open, migrated database (the composition root builds
 * them once; the stand-alone seeding of a database builds its own).
 */
export function createRepositories(db: Db, options: RepositoryOptions = {}): Repositories {
  const catalogue = new SqliteCatalogueRepository(db)
  return {
    catalogue,
    stockChanges: new SqliteStockChangeRepository(db),
    orderForms: new SqliteOrderFormRepository(db, new StoredCartCache({ freeze: options.freezeCachedCarts ?? true })),
    coupons: new SqliteCouponRepository(db),
    orders: new SqliteOrderRepository(db),
    placements: new SqlitePlacementRepository(db),
    payments: new SqlitePaymentRepository(db),
    stockLedger: new SqliteStockLedgerRepository(db),
    outbox: new SqliteOutboxRepository(db),
    members: new SqliteMemberRepository(db),
    sessions: new SqliteSessionRepository(db),
    errorLog: new SqliteErrorLogRepository(db),
    ceps: new SqliteCepRepository(db),
    searchLog: new SqliteSearchLogRepository(db),
    attempts: new SqliteAttemptRepository(db),
    loginDevices: new SqliteLoginDeviceRepository(db),
    accountTokens: new SqliteAccountTokenRepository(db),
    publishRecords: new SqlitePublishRecordRepository(db),
  }
}
