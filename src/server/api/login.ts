import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { storeConfig } from '../../config/store'
import type { RequestAuth } from '../auth/session'
import { authenticate } from '../domain/accounts/authenticate'
import type { AttemptLimiter } from '../domain/accounts/limits'
import { safeReturnPath } from '../domain/accounts/return-url'
import { accountSession } from '../domain/accounts/summary'
import type { MemberDirectory } from '../domain/accounts/types'
import { HttpError, unauthorized } from '../http/errors'
import { acceptFormBodies } from './form-body'

import { LOGIN_INVALID_MESSAGE, LOGIN_MISSING_MESSAGE, LOGIN_THROTTLED_MESSAGE } from './login-pages'

export { LOGIN_INVALID_MESSAGE, LOGIN_THROTTLED_MESSAGE } from './login-pages'

const loginBody = z.object({
  email: z.string().trim().min(3).max(254).email(),
  password: z.string().min(1).max(200),
  returnUrl: z.string().max(4096).optional(),
})

/** Where a successful login goes when no (safe) returnUrl is given. */
export function loginFallbackPath(): string {
  return storeConfig.addresses.account
}

function wantsJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? ''
  const accept = request.headers.accept ?? ''
  return type.includes('json') || accept.includes('application/json')
}

function loginPageAddress(error: string, returnUrl: string): string {
  const query = new URLSearchParams({ erro: error, returnUrl })
  return `/login?${query.toString()}`
}

/**
 * POST /api/login — e-mail and password (JSON or a form). JSON callers get the
 * session and the address to go to; form posts are redirected (303) there, or
 * back to the login page with an error.
 */
export interface LoginRoutesOptions {
  auth: RequestAuth
  members: MemberDirectory
  /** Failed logins per e-mail (one per server: it lives as long as the process). */
  throttle: AttemptLimiter
}

export async function loginRoutes(app: FastifyInstance, { auth, members, throttle }: LoginRoutesOptions): Promise<void> {
  acceptFormBodies(app)

  app.post('/login', async (request: FastifyRequest, reply: FastifyReply) => {
    const json = wantsJson(request)
    const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
    const returnUrl = safeReturnPath(raw.returnUrl, loginFallbackPath())
    const parsed = loginBody.safeParse(request.body ?? {})
    if (!parsed.success) {
      if (json) throw new HttpError(400, 'INVALID_INPUT', LOGIN_MISSING_MESSAGE)
      return reply.status(303).header('location', loginPageAddress('dados', returnUrl)).send()
    }
    const { email, password } = parsed.data
    if (throttle.isBlocked(email)) {
      if (json) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', LOGIN_THROTTLED_MESSAGE)
      return reply.status(303).header('location', loginPageAddress('tentativas', returnUrl)).send()
    }
    const member = await authenticate(members, email, password)
    if (!member) {
      throttle.recordFailure(email)
      if (json) throw unauthorized(LOGIN_INVALID_MESSAGE, 'INVALID_CREDENTIALS')
      return reply.status(303).header('location', loginPageAddress('credenciais', returnUrl)).send()
    }
    throttle.recordSuccess(email)
    // A new token on every login (no session fixation).
    auth.startSession(request, reply, member)
    reply.header('cache-control', 'no-store')
    if (!json) return reply.status(303).header('location', returnUrl).send()
    return { ...accountSession(members, member), returnUrl }
  })
}
