import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors'

/**
 * Anti-forgery (decision 0026). Every response without the cookie gets a
 * random `XSRF-TOKEN` cookie (readable by the page's script). A
 * state-changing request is then judged by who sent it (senderOf):
 * - a page of another site, as the browser says (`Sec-Fetch-Site:
 *   cross-site` or `same-site`, or without that header an `Origin`, or
 *   without both a `Referer`, of another host): refused;
 * - a page of this site in a browser (`Sec-Fetch-Site: same-origin`, or an
 *   `Origin`, or only a `Referer`, of this host): must echo the cookie in the
 *   `X-XSRF-TOKEN` header (double submit), as the store's own calls do;
 * - a program (none of those headers, which every browser sets on a
 *   cross-site write): carries only the cookies it chose to send, no ambient
 *   browser credentials, so there is nothing to forge — VTEX's own storefront
 *   client (FastStore's API, on a server) calls the backend like this.
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

/** Who sent a request, as far as forgery goes (see the module comment). */
export type RequestSender = 'other-site' | 'this-site' | 'program'

/** Whether an `Origin` or `Referer` names this host. */
function isOriginOf(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * The sender of a request, from the headers browsers set and pages cannot:
 * Fetch Metadata's `Sec-Fetch-Site` first (`none` is the person at the
 * address bar), then `Origin` (browsers without Fetch Metadata send it on
 * every cross-site write; `null` from opaque origins), then the `Referer`'s
 * host.
 */
export function senderOf(request: FastifyRequest): RequestSender {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string' && site !== '') return site === 'same-origin' || site === 'none' ? 'this-site' : 'other-site'
  const origin = request.headers.origin
  if (typeof origin === 'string' && origin !== '') return isOriginOf(origin, request.host) ? 'this-site' : 'other-site'
  const referer = request.headers.referer
  if (typeof referer === 'string' && referer !== '') return isOriginOf(referer, request.host) ? 'this-site' : 'other-site'
  return 'program'
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
    const sender = senderOf(request)
    if (sender === 'other-site') {
      reply.status(403).send(errorBody('CROSS_SITE_REQUEST', 'Requests sent by pages of other sites are refused (Sec-Fetch-Site or Origin)'))
      return
    }
    if (sender === 'this-site' && !hasValidXsrfToken(request)) {
      reply.status(403).send(errorBody('XSRF_TOKEN_INVALID', 'Missing or invalid anti-forgery token (X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie)'))
      return
    }
    done()
  })
}
