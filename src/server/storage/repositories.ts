import { StoredCartCache } from '../domain/checkout/stored-cart-cache'
import { AttemptRepository } from './attempt-repository'
import { AccountTokenRepository } from './account-token-repository'
import { CatalogueRepository } from './catalogue-repository'
import { CepRepository } from './cep-repository'
import { CouponRepository } from './coupon-repository'
import type { Db } from './database'
import { ErrorLogRepository } from './error-log-repository'
import { LoginDeviceRepository } from './login-device-repository'
import { MemberRepository } from './member-repository'
import { OrderFormRepository } from './order-form-repository'
import { OrderRepository } from './orders-repository'
import { OutboxRepository } from './outbox-repository'
import { PaymentRepository } from './payment-repository'
import { PlacementRepository } from './placement-repository'
import { PublishRecordRepository } from './publish-record-repository'
import { SearchLogRepository } from './search-log-repository'
import { SellerApplicationRepository } from './seller-application-repository'
import { SessionRepository } from './session-repository'
import { StockChangeRepository } from './stock-change-repository'
import { StockLedgerRepository } from './stock-ledger-repository'

/** Every repository over one database: the storage layer as the rest of the server sees it. */
export interface Repositories {
  catalogue: CatalogueRepository
  stockChanges: StockChangeRepository
  orderForms: OrderFormRepository
  coupons: CouponRepository
  orders: OrderRepository
  placements: PlacementRepository
  payments: PaymentRepository
  stockLedger: StockLedgerRepository
  outbox: OutboxRepository
  members: MemberRepository
  sessions: SessionRepository
  errorLog: ErrorLogRepository
  ceps: CepRepository
  searchLog: SearchLogRepository
  attempts: AttemptRepository
  loginDevices: LoginDeviceRepository
  accountTokens: AccountTokenRepository
  sellerApplications: SellerApplicationRepository
  publishRecords: PublishRecordRepository
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
  const catalogue = new CatalogueRepository(db)
  return {
    catalogue,
    stockChanges: new StockChangeRepository(db),
    orderForms: new OrderFormRepository(db, new StoredCartCache({ freeze: options.freezeCachedCarts ?? true })),
    coupons: new CouponRepository(db),
    orders: new OrderRepository(db),
    placements: new PlacementRepository(db),
    payments: new PaymentRepository(db),
    stockLedger: new StockLedgerRepository(db),
    outbox: new OutboxRepository(db),
    members: new MemberRepository(db),
    sessions: new SessionRepository(db),
    errorLog: new ErrorLogRepository(db),
    ceps: new CepRepository(db),
    searchLog: new SearchLogRepository(db),
    attempts: new AttemptRepository(db),
    loginDevices: new LoginDeviceRepository(db),
    accountTokens: new AccountTokenRepository(db),
    sellerApplications: new SellerApplicationRepository(db),
    publishRecords: new PublishRecordRepository(db),
  }
}
