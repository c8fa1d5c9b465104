import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors'

/** Whether an address is the API's (JSON errors) rather than the site's (pages). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0].replace(/^\/+/, '/')
  return path === '/api' || path.startsWith('/api/')
}

export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>

/**
 * The answers of last resort, in the app's formats (JSON under /api, the 404
 * page elsewhere) instead of Fastify's or Node's own: unknown routes,
 * addresses the router cannot decode, and requests HTTP cannot parse. The
 * site registers its 404 page when it is served.
 */
export class Fallbacks {
  private notFoundPage: PageResponder | null = null

  /** `headers`: what every answer carries (nosniff, HSTS). */
  constructor(private readonly headers: Readonly<Record<string, string>>) {}

  /** The site's 404 page (siteRoutes registers it). */
  useNotFoundPage(responder: PageResponder): void {
    this.notFoundPage = responder
  }

  /** No route: JSON under /api (and without a site), the site's 404 page elsewhere. */
  readonly notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url) && this.notFoundPage) return this.notFoundPage(request, reply)
    return reply.status(404).headers(this.headers).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`))
  }

  /** An address the router cannot decode (e.g. a broken percent escape): 400 JSON under /api, the 404 page elsewhere. */
  readonly frameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url) && this.notFoundPage) return this.notFoundPage(request, reply)
    const code = error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'BAD_REQUEST'
    return reply.status(400).headers(this.headers).send(errorBody(code, 'The address is malformed.'))
  }

  /** A request HTTP cannot parse (or one too large or too slow): a JSON error written on the socket, which then closes. */
  readonly clientError = (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, code, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
          : [400, 'BAD_REQUEST', 'The request is malformed.']
    if (socket.writable) {
      const body = JSON.stringify(errorBody(code, message))
      const headers = Object.entries({ ...this.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}\r\n${body}`)
    }
    socket.destroy()
  }
}
