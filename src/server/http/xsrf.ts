import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors'

/**
 * Anti-forgery (double-submit cookie): every response without the cookie gets
 * a random `XSRF-TOKEN` cookie (readable by the page's script); every
 * state-changing request must echo it in the `X-XSRF-TOKEN` header.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function newXsrfToken(): string {
  return crypto.randomBytes(24).toString('base64url')
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** Whether the request echoes its XSRF-TOKEN cookie in the X-XSRF-TOKEN header. */
export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE]
  const header = request.headers[XSRF_HEADER]
  return Boolean(cookie) && typeof header === 'string' && sameToken(cookie as string, header)
}

export interface XsrfOptions {
  secureCookies: boolean
  /** Paths (relative to the plugin prefix) exempt from the check, e.g. analytics beacons. */
  exempt?: (request: FastifyRequest) => boolean
}

export function registerXsrf(app: FastifyInstance, options: XsrfOptions): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const cookie = request.cookies[XSRF_COOKIE]
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
      })
    }
    if (SAFE_METHODS.has(request.method) || options.exempt?.(request)) return done()
    if (!hasValidXsrfToken(request)) {
      reply.status(403).send(errorBody('XSRF_TOKEN_INVALID', 'Missing or invalid anti-forgery token (X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie)'))
      return
    }
    done()
  })
}
