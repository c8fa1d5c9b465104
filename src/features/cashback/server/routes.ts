import type { FastifyInstance } from 'fastify'
import type { RequestAuth } from '../../../server/auth/session'
import { NO_STORE } from '../../../server/api/forms'
import type { CashbackStatement } from '../contract'
import type { CashbackLedger } from './service'

export interface CashbackRoutesOptions {
  auth: RequestAuth
  cashback: CashbackLedger
  /** Whether the member is in the club (only club members earn cashback: the statement says so). */
  isClubMember(memberId: string): boolean
}

/**
 * The cashback of the logged-in member: POST /api/getCashbackBalance (the
 * header's balance; 0 for visitors) and GET /api/account/cashback (the
 * statement).
 */
export async function cashbackRoutes(app: FastifyInstance, { auth, cashback, isClubMember }: CashbackRoutesOptions): Promise<void> {
  app.post('/getCashbackBalance', async (request, reply) => {
    const member = auth.currentMember(request)
    reply.headers(NO_STORE)
    return { balance: member ? cashback.balanceOf(member.id) : 0 }
  })

  app.get('/account/cashback', async (request, reply): Promise<CashbackStatement> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return {
      balance: cashback.balanceOf(member.id),
      ratePercent: cashback.ratePercent,
      clubMember: isClubMember(member.id),
      entries: cashback.entriesOf(member.id),
    }
  })
}
