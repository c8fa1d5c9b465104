import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { healthRoutes } from './health'
import { searchRoutes } from './search'
import { checkoutRoutes } from './checkout'
import { accountRoutes } from './account'
import { addressRoutes } from './address'
import { loginRoutes } from './login'
import { logRoutes } from './logs'
import { pdpRoutes } from './pdp'
import { personalisationRoutes } from './personalisation'
import { wishlistRoutes } from './wishlist'
import { orderRoutes } from './orders'
import { isVtexBackend, vtexCheckoutRoutes } from '../vtex'

export interface ApiOptions {
  ctx: ServerContext
}

/**
 * The backend-for-frontend, mounted under /api. One plugin per resource:
 * thin handlers that parse input (zod), call the domain and map the result.
 */
export async function apiRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  await app.register(healthRoutes, { ctx })
  await app.register(searchRoutes, { ctx })
  // COMMERCE_BACKEND=vtex sends the cart to the real platform; the embedded engine answers otherwise.
  if (isVtexBackend()) await app.register(vtexCheckoutRoutes, { ctx })
  else await app.register(checkoutRoutes, { ctx })
  await app.register(loginRoutes, { ctx })
  await app.register(accountRoutes, { ctx })
  await app.register(addressRoutes, { ctx })
  await app.register(wishlistRoutes, { ctx })
  await app.register(logRoutes, { ctx })
  await app.register(pdpRoutes, { ctx })
  await app.register(personalisationRoutes, { ctx })
  await app.register(orderRoutes, { ctx })
}
