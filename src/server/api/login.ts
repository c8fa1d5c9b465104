import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { storeConfig } from '../../config/store'
import { LOGIN_DEVICE_COOKIE, type RequestAuth } from '../auth/session'
import { authenticate } from '../domain/accounts/authenticate'
import { LOGIN_DEVICE_RETENTION_DAYS, type CredentialAttempt, type CredentialGuard } from '../domain/accounts/credential-guard'
import { safeReturnPath } from '../domain/accounts/return-url'
import { accountSession } from '../domain/accounts/summary'
import type { MemberBenefits, MemberDirectory } from '../domain/accounts/types'
import { HttpError, unauthorized } from '../http/errors'
import { locationOf, redirectTo } from '../http/location'
import { answerNoStore } from '../http/no-store'
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
  benefits: MemberBenefits
  /** The limits on credential attempts (per account, per client address; the owner's device apart). */
  guard: CredentialGuard
  secureCookies: boolean
}

const LOGIN_DEVICE_COOKIE_SECONDS = LOGIN_DEVICE_RETENTION_DAYS * 24 * 60 * 60

export async function loginRoutes(app: FastifyInstance, { auth, members, benefits, guard, secureCookies }: LoginRoutesOptions): Promise<void> {
  acceptFormBodies(app)
  answerNoStore(app)

  app.post('/login', async (request: FastifyRequest, reply: FastifyReply) => {
    const json = wantsJson(request)
    const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
    const returnUrl = safeReturnPath(raw.returnUrl, loginFallbackPath())
    const parsed = loginBody.safeParse(request.body ?? {})
    if (!parsed.success) {
      if (json) throw new HttpError(400, 'INVALID_INPUT', LOGIN_MISSING_MESSAGE)
      return redirectTo(reply, 303, loginPageAddress('dados', returnUrl))
    }
    const { email, password } = parsed.data
    const attempt: CredentialAttempt = { email, clientAddress: request.ip, deviceToken: request.cookies[LOGIN_DEVICE_COOKIE] }
    const verdict = guard.check(attempt)
    if (!verdict.allowed) {
      reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)))
      if (json) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', LOGIN_THROTTLED_MESSAGE)
      return redirectTo(reply, 303, loginPageAddress('tentativas', returnUrl))
    }
    const member = await authenticate(members, email, password)
    if (!member) {
      guard.failed(attempt)
      if (json) throw unauthorized(LOGIN_INVALID_MESSAGE, 'INVALID_CREDENTIALS')
      return redirectTo(reply, 303, loginPageAddress('credenciais', returnUrl))
    }
    const deviceToken = guard.succeeded(attempt, member.id)
    reply.setCookie(LOGIN_DEVICE_COOKIE, deviceToken, { path: '/api', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: LOGIN_DEVICE_COOKIE_SECONDS })
    // A new token on every login (no session fixation).
    auth.startSession(request, reply, member)
    reply.header('cache-control', 'no-store')
    if (!json) return redirectTo(reply, 303, returnUrl)
    return { ...accountSession(members, benefits, member), returnUrl: locationOf(returnUrl) }
  })
}
