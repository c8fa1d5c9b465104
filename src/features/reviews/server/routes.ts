import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type ProductReview, type ProductReviews, type ReviewEligibility } from '../contract'
import { productIdField, reviewSchema } from '../schemas'
import type { RequestAuth } from '../../../server/auth/session'
import { ReviewError, type ProductReviewsService } from './service'
import { HttpError, notFound } from '../../../server/http/errors'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'

const productQuery = z.object({ productId: productIdField })
const reviewParams = z.object({ id: z.string().uuid('id must be a review id') })

export interface ReviewRoutesOptions {
  auth: RequestAuth
  reviews: ProductReviewsService
}

function refused(error: unknown): never {
  if (error instanceof ReviewError) {
    if (error.kind === 'not-found') throw notFound(error.message, 'REVIEW_NOT_FOUND')
    if (error.kind === 'forbidden') throw new HttpError(403, 'NOT_A_BUYER', error.message, { [error.field]: error.message })
    throw fieldError(error.field, error.message)
  }
  throw error
}

/**
 * Product reviews: GET /api/reviews?productId= (public: the summary and the
 * newest reviews); for the logged-in member GET
 * /api/account/reviews/eligibility?productId=, POST /api/account/reviews
 * (write or replace their review of a bought product), GET and PUT
 * /api/account/reviews/{id} (their own review; another member's is a 404).
 */
export async function reviewRoutes(app: FastifyInstance, { auth, reviews }: ReviewRoutesOptions): Promise<void> {
  app.get('/reviews', async (request, reply): Promise<ProductReviews> => {
    const { productId } = productQuery.parse(request.query ?? {})
    reply.header('cache-control', 'no-cache')
    return reviews.ofProduct(productId)
  })

  app.get('/account/reviews/eligibility', async (request, reply): Promise<ReviewEligibility> => {
    const member = auth.requireMember(request)
    const { productId } = productQuery.parse(request.query ?? {})
    reply.headers(NO_STORE)
    return reviews.eligibility(member, productId)
  })

  app.post('/account/reviews', async (request, reply): Promise<ProductReview> => {
    const member = auth.requireMember(request)
    const input = readForm(reviewSchema, request.body)
    reply.headers(NO_STORE)
    try {
      return reviews.write(member, input)
    } catch (error) {
      return refused(error)
    }
  })

  app.get('/account/reviews/:id', async (request, reply): Promise<ProductReview> => {
    const member = auth.requireMember(request)
    const { id } = reviewParams.parse(request.params)
    reply.headers(NO_STORE)
    const review = reviews.ownReview(member, id)
    if (!review) throw notFound('Avaliação não encontrada.', 'REVIEW_NOT_FOUND')
    return review
  })

  app.put('/account/reviews/:id', async (request, reply): Promise<ProductReview> => {
    const member = auth.requireMember(request)
    const { id } = reviewParams.parse(request.params)
    const input = readForm(reviewSchema.omit({ productId: true }), request.body)
    reply.headers(NO_STORE)
    try {
      return reviews.edit(member, id, input)
    } catch (error) {
      return refused(error)
    }
  })
}
