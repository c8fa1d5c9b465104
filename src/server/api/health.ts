import type { FastifyInstance } from 'fastify'
import type { ApiOptions } from './index'

export async function healthRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  app.get('/health', async () => {
    const row = ctx.db.prepare('SELECT 1 AS ok').get() as { ok: number }
    return { status: 'ok', database: row.ok === 1 ? 'ok' : 'error' }
  })
}
