import type { FastifyInstance } from 'fastify'

export interface HealthRoutesOptions {
  /** Whether the database answers. */
  databaseReachable(): boolean
}

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { databaseReachable }: HealthRoutesOptions): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const ok = databaseReachable()
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'error' })
  })
}
