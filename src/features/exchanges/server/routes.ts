import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type ExchangeRequest, type ExchangesOverview } from '../contract'
import { exchangeRequestSchema } from '../schemas'
import type { RequestAuth } from '../../../server/auth/session'
import { ExchangeRequestError, type ExchangeRequests } from './service'
import { notFound } from '../../../server/http/errors'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'

const requestParams = z.object({ id: z.string().uuid('id must be a request id') })

export interface ExchangeRoutesOptions {
  auth: RequestAuth
  exchanges: ExchangeRequests
}

/**
 * Exchanges and returns of the logged-in member: GET /api/account/exchanges
 * (requests and the orders still open to one), GET /api/account/exchanges/{id},
 * POST /api/account/exchanges. Another member's order or request is a 404.
 */
export async function exchangeRoutes(app: FastifyInstance, { auth, exchanges }: ExchangeRoutesOptions): Promise<void> {
  app.get('/account/exchanges', async (request, reply): Promise<ExchangesOverview> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return { requests: exchanges.requestsOf(member.id), returnableOrders: exchanges.returnableOrdersOf(member.id), windowDays: exchanges.window }
  })

  app.get('/account/exchanges/:id', async (request, reply): Promise<ExchangeRequest> => {
    const member = auth.requireMember(request)
    const { id } = requestParams.parse(request.params)
    reply.headers(NO_STORE)
    const found = exchanges.requestOf(member.id, id)
    if (!found) throw notFound('Solicitação não encontrada.', 'EXCHANGE_REQUEST_NOT_FOUND')
    return found
  })

  app.post('/account/exchanges', async (request, reply): Promise<ExchangeRequest> => {
    const member = auth.requireMember(request)
    const input = readForm(exchangeRequestSchema, request.body)
    reply.headers(NO_STORE)
    try {
      const created = exchanges.create(member.id, input)
      reply.status(201)
      return created
    } catch (error) {
      if (error instanceof ExchangeRequestError) {
        if (error.kind === 'not-found') throw notFound(error.message, 'ORDER_NOT_FOUND')
        throw fieldError(error.field, error.message)
      }
      throw error
    }
  })
}
