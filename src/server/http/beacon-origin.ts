import type { FastifyRequest } from 'fastify'
import { hasValidXsrfToken } from './xsrf'

/**
 * Whether a beacon (a POST that cannot carry the anti-forgery header, such as
 * navigator.sendBeacon's) was sent by this site's own pages:
 * - JSON with the anti-forgery header (any client that read the cookie), or
 * - a same-origin browser request: `Sec-Fetch-Site: same-origin`, or, from
 *   browsers without it, an `Origin` naming this host.
 * A page of another site can make a browser send neither.
 */
export function isBeaconFromThisSite(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '')
  if (type.includes('json') && hasValidXsrfToken(request)) return true
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin'
  const origin = request.headers.origin
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}
