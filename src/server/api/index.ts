import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { healthRoutes } from './health'

export interface ApiOptions {
  ctx: ServerContext
}

/**
 * The backend-for-frontend, mounted under /api. One plugin per resource:
 * thin handlers that parse input (zod), call the domain and map the result.
 */
export async function apiRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  await app.register(healthRoutes, { ctx })
}
