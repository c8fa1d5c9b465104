import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RequestAuth } from '../auth/session'
import { ownerKeyOfMember, ownerKeyOfSession, type CartViewer } from '../domain/privacy'

/**
 * VTEX's ownership cookie: a random token for the browser session that
 * entered a cart's personal data (HttpOnly, no Max-Age: it ends with the
 * session). Only its hash is stored, as the cart's owner key.
 */
export const ORDER_FORM_OWNERSHIP_COOKIE = 'CheckoutOrderFormOwnership'
const OWNERSHIP_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/
const OWNERSHIP_TOKEN_BYTES = 32

/** Who asks about carts, as the privacy rule (domain/privacy) reads it from a request. */
export interface CartViewers {
  /** The request's viewer: its session's owner key (if it has the cookie) and, logged in, its member and member key. */
  viewerOf(request: FastifyRequest): CartViewer
  /**
   * The key personal data entered by this request is owned under — the
   * member's when logged in, else the browser session's (giving the browser
   * its ownership cookie first when it has none) — and the viewer holding it.
   */
  writerOf(request: FastifyRequest, reply: FastifyReply): { key: string; viewer: CartViewer }
}

export function cartViewers({ auth, secureCookies }: { auth: Pick<RequestAuth, 'currentMember'>; secureCookies: boolean }): CartViewers {
  const sessionTokenOf = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[ORDER_FORM_OWNERSHIP_COOKIE]
    return token && OWNERSHIP_TOKEN_SHAPE.test(token) ? token : undefined
  }

  const viewerOf = (request: FastifyRequest): CartViewer => {
    const member = auth.currentMember(request)
    const token = sessionTokenOf(request)
    const ownerKeys = [...(token ? [ownerKeyOfSession(token)] : []), ...(member ? [ownerKeyOfMember(member.id)] : [])]
    return { ownerKeys, member: member ? { userProfileId: member.id, email: member.email } : null }
  }

  const writerOf = (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = viewerOf(request)
    if (viewer.member) return { key: ownerKeyOfMember(viewer.member.userProfileId), viewer }
    let token = sessionTokenOf(request)
    if (!token) {
      token = crypto.randomBytes(OWNERSHIP_TOKEN_BYTES).toString('base64url')
      reply.setCookie(ORDER_FORM_OWNERSHIP_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies })
    }
    const key = ownerKeyOfSession(token)
    return { key, viewer: { ...viewer, ownerKeys: [...new Set([...viewer.ownerKeys, key])] } }
  }

  return { viewerOf, writerOf }
}
