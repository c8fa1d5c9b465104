import type { FastifyInstance } from 'fastify'
import { type SellerApplicationReceipt, type SellerApplicationStatusView } from '../contract'
import { sellerApplicationSchema, sellerLookupSchema } from '../schemas'
import { LIMIT_MESSAGE, takeAttempt, type AttemptLimiter } from '../../../server/domain/accounts/limits'
import { SellerApplicationError, type SellerApplications } from './service'
import { HttpError, notFound } from '../../../server/http/errors'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'

export interface MarketplaceRoutesOptions {
  applications: SellerApplications
  limiter: AttemptLimiter
}

/**
 * Marketplace seller sign-up: POST /api/marketplace/applications (a company's
 * application; answers its protocol) and POST
 * /api/marketplace/applications/status {protocol, cnpj} (the screening
 * status; 404 unless both match one application). No login needed.
 */
export async function marketplaceRoutes(app: FastifyInstance, { applications, limiter }: MarketplaceRoutesOptions): Promise<void> {
  app.post('/marketplace/applications', async (request, reply): Promise<SellerApplicationReceipt> => {
    const input = readForm(sellerApplicationSchema, request.body)
    reply.headers(NO_STORE)
    if (!takeAttempt([limiter, `ip:${request.ip}`])) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', LIMIT_MESSAGE)
    try {
      const status = applications.apply(input)
      reply.status(201)
      return { protocol: status.protocol, status }
    } catch (error) {
      if (error instanceof SellerApplicationError) throw fieldError(error.field, error.message)
      throw error
    }
  })

  app.post('/marketplace/applications/status', async (request, reply): Promise<SellerApplicationStatusView> => {
    const { protocol, cnpj } = readForm(sellerLookupSchema, request.body)
    reply.headers(NO_STORE)
    const status = applications.statusOf(protocol, cnpj)
    if (!status) throw notFound('Não encontramos um cadastro com este protocolo e CNPJ.', 'APPLICATION_NOT_FOUND')
    return status
  })
}
