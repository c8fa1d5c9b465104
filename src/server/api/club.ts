import type { FastifyInstance } from 'fastify'
import { type ClubStatus } from '../../contracts/club'
import { clubJoinSchema } from '../../contracts/schemas/club'
import type { CashbackStatement } from '../../contracts/cashback'
import type { RequestAuth } from '../auth/session'
import type { CashbackLedger } from '../domain/cashback/ledger'
import { ClubJoinError, type ClubMemberships } from '../domain/club/memberships'
import { fieldError, NO_STORE, readForm } from './forms'

export interface ClubRoutesOptions {
  auth: RequestAuth
  club: ClubMemberships
  cashback: CashbackLedger
}

/**
 * The club and the cashback statement of the logged-in member:
 * GET /api/account/club, POST /api/account/club/join, GET /api/account/cashback.
 */
export async function clubRoutes(app: FastifyInstance, { auth, club, cashback }: ClubRoutesOptions): Promise<void> {
  app.get('/account/club', async (request, reply): Promise<ClubStatus> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return club.statusOf(member)
  })

  app.post('/account/club/join', async (request, reply): Promise<ClubStatus> => {
    const member = auth.requireMember(request)
    const input = readForm(clubJoinSchema(), request.body)
    reply.headers(NO_STORE)
    try {
      return club.join(member, input)
    } catch (error) {
      if (error instanceof ClubJoinError) throw fieldError(error.field, error.message)
      throw error
    }
  })

  app.get('/account/cashback', async (request, reply): Promise<CashbackStatement> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return {
      balance: cashback.balanceOf(member.id),
      ratePercent: cashback.ratePercent,
      clubMember: club.isMember(member.id),
      entries: cashback.entriesOf(member.id),
    }
  })
}
