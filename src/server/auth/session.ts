import type { FastifyReply, FastifyRequest } from 'fastify'
import { LOGIN_SESSION_SECONDS } from '../../config/constants'
import type { ServerContext } from '../context'
import { MemberRepository } from '../domain/accounts/members'
import { SessionRepository } from '../domain/accounts/sessions'
import type { Member } from '../domain/accounts/types'
import { unauthorized } from '../http/errors'

/** The login session cookie (HttpOnly; the token is random, only its hash is stored). */
export const SESSION_COOKIE = 'arena_session'

interface AccountServices {
  sessions: SessionRepository
  members: MemberRepository
}

const servicesByContext = new WeakMap<ServerContext, AccountServices>()

/** Repositories over the context's database, created once per context. */
export function accountServices(ctx: ServerContext): AccountServices {
  let services = servicesByContext.get(ctx)
  if (!services) {
    services = { sessions: new SessionRepository(ctx.db), members: new MemberRepository(ctx.db) }
    servicesByContext.set(ctx, services)
  }
  return services
}

/** The logged-in member of a request, or null for a visitor (no, unknown or expired session). */
export function currentMember(request: FastifyRequest, ctx: ServerContext): Member | null {
  return accountServices(ctx).sessions.memberFor(request.cookies[SESSION_COOKIE])
}

/** The logged-in member, or a 401 JSON error. */
export function requireMember(request: FastifyRequest, ctx: ServerContext): Member {
  const member = currentMember(request, ctx)
  if (!member) throw unauthorized('Faça login para continuar.', 'NOT_LOGGED_IN')
  return member
}

/** Starts a session for the member and sets its cookie. */
export function startSession(reply: FastifyReply, ctx: ServerContext, member: Member): void {
  const { token } = accountServices(ctx).sessions.create(member.id)
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: LOGIN_SESSION_SECONDS,
  })
}

/** Ends the request's session (if any) and expires its cookie. */
export function endSession(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext): void {
  accountServices(ctx).sessions.delete(request.cookies[SESSION_COOKIE])
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secureCookies })
}
