import { timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { MetricsConfig } from '../config'
import type { StoreMetrics } from '../observability/metrics'
import { errorBody } from './errors'

export const METRICS_PATH = '/metrics'

/** Whether an Authorization header carries the bearer token (compared in constant time). */
export function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  if (!match) return false
  const given = Buffer.from(match[1])
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * GET /metrics on the store's own port, only with METRICS_TOKEN: a request
 * without `Authorization: Bearer <token>` gets 401 (never the figures).
 * Without a token the path is not served here (404): see metricsListener.
 */
export async function metricsRoutes(app: FastifyInstance, { metrics, config }: { metrics: StoreMetrics; config: MetricsConfig }): Promise<void> {
  const { token } = config
  if (token === null) return
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!carriesToken(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody('UNAUTHORIZED', 'The metrics need Authorization: Bearer <METRICS_TOKEN>'))
    }
    const { contentType, text } = await metrics.exposition()
    return reply.type(contentType).send(text)
  })
}

/**
 * The metrics' own listener (METRICS_PORT on METRICS_HOST, an internal
 * address): GET /metrics to whoever reaches it (and the token, when one is
 * set, is asked here too); anything else 404.
 */
export function metricsListener(metrics: StoreMetrics, config: MetricsConfig): http.Server {
  return http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    if (config.token !== null && !carriesToken(request.headers.authorization, config.token)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized\n')
      return
    }
    metrics.exposition().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    )
  })
}
