import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type ReturnRequest, type ReturnsOverview } from '../../contracts/returns'
import { returnRequestSchema } from '../../contracts/schemas/returns'
import type { RequestAuth } from '../auth/session'
import { ReturnRequestError, type ReturnRequests } from '../domain/returns/requests'
import { notFound } from '../http/errors'
import { fieldError, NO_STORE, readForm } from './forms'

const requestParams = z.object({ id: z.string().uuid('id must be a request id') })

export interface ReturnRoutesOptions {
  auth: RequestAuth
  returns: ReturnRequests
}

/**
 * Exchanges and returns of the logged-in member: GET /api/account/returns
 * (requests and the orders still open to one), GET /api/account/returns/{id},
 * POST /api/account/returns. Another member's order or request is a 404.
 */
export async function returnRoutes(app: FastifyInstance, { auth, returns }: ReturnRoutesOptions): Promise<void> {
  app.get('/account/returns', async (request, reply): Promise<ReturnsOverview> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return { requests: returns.requestsOf(member.id), returnableOrders: returns.returnableOrdersOf(member.id), windowDays: returns.window }
  })

  app.get('/account/returns/:id', async (request, reply): Promise<ReturnRequest> => {
    const member = auth.requireMember(request)
    const { id } = requestParams.parse(request.params)
    reply.headers(NO_STORE)
    const found = returns.requestOf(member.id, id)
    if (!found) throw notFound('Solicitação não encontrada.', 'RETURN_REQUEST_NOT_FOUND')
    return found
  })

  app.post('/account/returns', async (request, reply): Promise<ReturnRequest> => {
    const member = auth.requireMember(request)
    const input = readForm(returnRequestSchema, request.body)
    reply.headers(NO_STORE)
    try {
      const created = returns.create(member.id, input)
      reply.status(201)
      return created
    } catch (error) {
      if (error instanceof ReturnRequestError) {
        if (error.kind === 'not-found') throw notFound(error.message, 'ORDER_NOT_FOUND')
        throw fieldError(error.field, error.message)
      }
      throw error
    }
  })
}
