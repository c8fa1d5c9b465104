import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { RequestAuth } from '../auth/session'
import { userProfileResponse } from '../domain/accounts/members'
import { safeReturnPath } from '../domain/accounts/return-url'
import { accountSession } from '../domain/accounts/summary'
import type { MemberBenefits, MemberDirectory } from '../domain/accounts/types'
import { answerNoStore } from '../http/no-store'

/** Where logout goes when no (safe) returnPath is given: the home path. */
export const LOGOUT_FALLBACK_PATH = '/'

const logoutQuery = z.object({ returnPath: z.string().max(4096).optional() })
const NO_STORE = { 'cache-control': 'no-store' }

export interface AccountRoutesOptions {
  auth: RequestAuth
  members: MemberDirectory
  /** What the answers show of the features (cashback balance, club card). */
  benefits: MemberBenefits
}

/** GET /account/session: the session status, `isLoggedIn` (the VTEX backend answers it from the platform). */
export async function accountSessionRoutes(app: FastifyInstance, { auth, members, benefits }: AccountRoutesOptions): Promise<void> {
  answerNoStore(app)
  app.get('/account/session', async (request, reply) => {
    reply.headers(NO_STORE)
    return accountSession(members, benefits, auth.currentMember(request))
  })
}

/**
 * The storefront's account calls besides the session status: the
 * stored profile and logout (the cashback balance is the cashback feature's).
 */
export async function accountRoutes(app: FastifyInstance, { auth, members, benefits }: AccountRoutesOptions): Promise<void> {
  answerNoStore(app)
  app.post('/account/getUserProfile', async (request, reply) => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return userProfileResponse(members, benefits, member)
  })

  /** Ends the session; the answer is the address to go to (a path of this site). */
  app.post('/account/logout', async (request, reply) => {
    const { returnPath } = logoutQuery.parse(request.query ?? {})
    auth.endSession(request, reply)
    reply.headers(NO_STORE)
    return { redirectUrl: safeReturnPath(returnPath, LOGOUT_FALLBACK_PATH) }
  })
}
