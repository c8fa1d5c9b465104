import { CatalogueRepository } from './catalogue-repository'
import { CepRepository } from './cep-repository'
import { CouponRepository } from './coupon-repository'
import type { Db } from './database'
import { ErrorLogRepository } from './error-log-repository'
import { MemberRepository } from './member-repository'
import { OrderFormRepository } from './order-form-repository'
import { OrderRepository } from './orders-repository'
import { PublishRecordRepository } from './publish-record-repository'
import { SearchLogRepository } from './search-log-repository'
import { SessionRepository } from './session-repository'
import { StockChangeRepository } from './stock-change-repository'
import { WishlistRepository } from './wishlist-repository'

/** Every repository over one database: the storage layer as the rest of the server sees it. */
export interface Repositories {
  catalogue: CatalogueRepository
  stockChanges: StockChangeRepository
  orderForms: OrderFormRepository
  coupons: CouponRepository
  orders: OrderRepository
  members: MemberRepository
  sessions: SessionRepository
  wishlists: WishlistRepository
  errorLog: ErrorLogRepository
  ceps: CepRepository
  searchLog: SearchLogRepository
  publishRecords: PublishRecordRepository
}

/**
 * The repositories of an open, migrated database (the composition root builds
 * them once; the stand-alone seeding of a database builds its own).
 */
export function createRepositories(db: Db): Repositories {
  const catalogue = new CatalogueRepository(db)
  return {
    catalogue,
    stockChanges: new StockChangeRepository(db),
    orderForms: new OrderFormRepository(db),
    coupons: new CouponRepository(db),
    orders: new OrderRepository(db),
    members: new MemberRepository(db),
    sessions: new SessionRepository(db),
    wishlists: new WishlistRepository(db),
    errorLog: new ErrorLogRepository(db),
    ceps: new CepRepository(db),
    searchLog: new SearchLogRepository(db),
    publishRecords: new PublishRecordRepository(db),
  }
}
