import type { FastifyInstance } from 'fastify'

export interface HealthRoutesOptions {
  /** Whether the database answers. */
  databaseReachable(): boolean
  /** Whether the server is draining on its way out (it then answers 503, so a load balancer stops sending). */
  isDraining(): boolean
}

/** GET /api/health: 200 when the database answers, 503 otherwise or while the server drains. */
export async function healthRoutes(app: FastifyInstance, { databaseReachable, isDraining }: HealthRoutesOptions): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const database = databaseReachable()
    const draining = isDraining()
    const status = draining ? 'draining' : database ? 'ok' : 'error'
    return reply.status(database && !draining ? 200 : 503).send({ status, database: database ? 'ok' : 'error' })
  })
}
