import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { RequestAuth } from '../../../server/auth/session'
import { WishlistFullError, WishlistNotFoundError, type Wishlist, type Wishlists } from './service'
import { HttpError, notFound } from '../../../server/http/errors'

const productId = z
  .union([z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'productId must be 1–64 letters, digits, _ or -'), z.number().int().nonnegative()])
  .transform(String)

const wishlistChange = z.object({
  wishlistId: z.string({ required_error: 'wishlistId is required' }).trim().min(1, 'wishlistId is required').max(64),
  productId,
})

export interface WishlistRoutesOptions {
  auth: RequestAuth
  wishlists: Wishlists
}

/** A change of the wishlist rules' refusals into their JSON errors. */
function change(write: () => Wishlist): Wishlist {
  try {
    return write()
  } catch (error) {
    if (error instanceof WishlistNotFoundError) throw notFound(error.message, 'WISHLIST_NOT_FOUND')
    if (error instanceof WishlistFullError) throw new HttpError(409, 'WISHLIST_FULL', error.message)
    throw error
  }
}

/**
 * The wishlist calls (getWishlist, addProductToWishlist, removeProductFromWishlist).
 * Visitors get `null` from getWishlist (wishlist calls return nothing when not
 * logged in); their writes are refused with 401.
 */
export async function wishlistRoutes(app: FastifyInstance, { auth, wishlists }: WishlistRoutesOptions): Promise<void> {
  app.post('/wishlist/getWishlist', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const member = auth.currentMember(request)
    return member ? wishlists.forMember(member.id) : null
  })

  app.post('/wishlist/addProductToWishlist', async (request, reply) => {
    const member = auth.requireMember(request)
    const body = wishlistChange.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    return change(() => wishlists.add(member.id, body.wishlistId, body.productId))
  })

  app.post('/wishlist/removeProductFromWishlist', async (request, reply) => {
    const member = auth.requireMember(request)
    const body = wishlistChange.parse(request.body ?? {})
    reply.header('cache-control', 'no-store')
    return change(() => wishlists.remove(member.id, body.wishlistId, body.productId))
  })
}
