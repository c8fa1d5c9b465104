import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { accountServices, currentMember, endSession, requireMember } from '../auth/session'
import { userProfileResponse } from '../domain/accounts/members'
import { safeReturnPath } from '../domain/accounts/return-url'
import { accountSession } from '../domain/accounts/summary'
import type { ApiOptions } from './index'

/** Where logout goes when no (safe) returnPath is given: the home path. */
export const LOGOUT_FALLBACK_PATH = '/'

const logoutQuery = z.object({ returnPath: z.string().max(4096).optional() })

/**
 * The account calls of storefront-shell §7: session status, the stored
 * profile, the cashback balance and logout.
 */
export async function accountRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  const noStore = { 'cache-control': 'no-store' }

  app.get('/account/session', async (request, reply) => {
    reply.headers(noStore)
    return accountSession(accountServices(ctx).members, currentMember(request, ctx))
  })

  app.post('/account/getUserProfile', async (request, reply) => {
    const member = requireMember(request, ctx)
    reply.headers(noStore)
    return userProfileResponse(accountServices(ctx).members, member)
  })

  /** Balance in cents; 0 for visitors and members without cashback. */
  app.post('/getCashbackBalance', async (request, reply) => {
    const member = currentMember(request, ctx)
    reply.headers(noStore)
    return { balance: member ? accountServices(ctx).members.cashbackBalance(member.id) : 0 }
  })

  /** Ends the session; the answer is the address to go to (a path of this site). */
  app.post('/account/logout', async (request, reply) => {
    const { returnPath } = logoutQuery.parse(request.query ?? {})
    endSession(request, reply, ctx)
    reply.headers(noStore)
    return { redirectUrl: safeReturnPath(returnPath, LOGOUT_FALLBACK_PATH) }
  })
}
