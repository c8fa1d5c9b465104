import type { FastifyReply, FastifyRequest } from 'fastify'
import { LOGIN_SESSION_SECONDS } from '../../config/constants'
import type { LoginSessions } from '../domain/accounts/sessions'
import type { Member } from '../domain/accounts/types'
import { unauthorized } from '../http/errors'

/** The login session cookie (HttpOnly; the token is random, only its hash is stored). */
export const SESSION_COOKIE = 'arena_session'
/** The device cookie: a random token a browser keeps after logging in (HttpOnly), by which the login limits know a member's usual device. */
export const LOGIN_DEVICE_COOKIE = 'arena_device'

/** Who a request is, from its session cookie; starting and ending sessions. */
export interface RequestAuth {
  /** The logged-in member of a request, or null for a visitor (no, unknown or expired session). */
  currentMember(request: FastifyRequest): Member | null
  /** The logged-in member, or a 401 JSON error. */
  requireMember(request: FastifyRequest): Member
  /** Starts a session for the member (ending the request's previous one: no session fixation) and sets its cookie. */
  startSession(request: FastifyRequest, reply: FastifyReply, member: Member): void
  /** Ends the request's session (if any) and expires its cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): void
}

/** Login sessions carried by the {@link SESSION_COOKIE} cookie. */
export function cookieSessionAuth(sessions: Pick<LoginSessions, 'create' | 'memberFor' | 'delete'>, options: { secureCookies: boolean }): RequestAuth {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies } as const
  const currentMember = (request: FastifyRequest) => sessions.memberFor(request.cookies[SESSION_COOKIE])
  return {
    currentMember,
    requireMember(request) {
      const member = currentMember(request)
      if (!member) throw unauthorized('Faça login para continuar.', 'NOT_LOGGED_IN')
      return member
    },
    startSession(request, reply, member) {
      sessions.delete(request.cookies[SESSION_COOKIE])
      const { token } = sessions.create(member.id)
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: LOGIN_SESSION_SECONDS })
    },
    endSession(request, reply) {
      sessions.delete(request.cookies[SESSION_COOKIE])
      reply.clearCookie(SESSION_COOKIE, cookieOptions)
    },
  }
}
