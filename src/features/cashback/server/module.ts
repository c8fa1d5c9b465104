import { DEMO_MEMBERS } from '../../../demo/members'
import type { FeatureModule } from '../../../server/feature-module'
import { cashbackMigrations } from './migrations'
import { SqliteCashbackRepository } from './repository'
import { cashbackRoutes } from './routes'
import { CashbackLedger, OPENING_BALANCE_DESCRIPTION } from './service'

declare module '../../../server/feature-module' {
  interface FeatureServices {
    cashback: CashbackLedger
  }
}

/** Cashback: the ledger a club member earns on approved orders, its balance and statement. */
export const cashbackModule: FeatureModule<'cashback'> = {
  name: 'cashback',
  needs: ['club'],
  migrations: cashbackMigrations,
  start(core, { club }) {
    const isClubMember = (memberId: string) => club.isMember(memberId)
    const cashback = new CashbackLedger({ store: new SqliteCashbackRepository(core.db), isClubMember, ratePercent: core.config.cashbackRatePercent })
    return {
      services: cashback,
      routes: async (app) => cashbackRoutes(app, { auth: core.auth, cashback, isClubMember }),
      onOrderApproved: (order) => void cashback.creditApprovedOrder(order),
    }
  },
  seed(db) {
    const repository = new SqliteCashbackRepository(db)
    const createdAt = new Date().toISOString()
    for (const member of DEMO_MEMBERS) {
      if (member.cashback <= 0 || repository.hasEntries(member.id)) continue
      repository.insert({ memberId: member.id, kind: 'credit', amount: member.cashback, orderId: null, description: OPENING_BALANCE_DESCRIPTION, createdAt })
    }
  },
}
