import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentMember, requireMember } from '../auth/session'
import { WishlistRepository } from '../domain/wishlist/wishlist'
import type { ApiOptions } from './index'

const productId = z
  .union([z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'productId must be 1–64 letters, digits, _ or -'), z.number().int().nonnegative()])
  .transform(String)

const wishlistChange = z.object({
  wishlistId: z.string({ required_error: 'wishlistId is required' }).trim().min(1, 'wishlistId is required').max(64),
  productId,
})

/**
 * The wishlist calls of commerce §7. Visitors get `null` from getWishlist (the
 * spec's "return nothing"); their writes are refused with 401.
 */
export async function wishlistRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  const wishlists = new WishlistRepository(ctx.db)

  app.post('/wishlist/getWishlist', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const member = currentMember(request, ctx)
    return member ? wishlists.forMember(member.id) : null
  })

  app.post('/wishlist/addProductToWishlist', async (request, reply) => {
    const member = requireMember(request, ctx)
    const body = wishlistChange.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    return wishlists.add(member.id, body.wishlistId, body.productId)
  })

  app.post('/wishlist/removeProductFromWishlist', async (request, reply) => {
    const member = requireMember(request, ctx)
    const body = wishlistChange.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    return wishlists.remove(member.id, body.wishlistId, body.productId)
  })
}
