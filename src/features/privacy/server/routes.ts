import type { FastifyInstance } from 'fastify'
import type { RequestAuth } from '../../../server/auth/session'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'
import { exportFileName, type PrivacyRequest } from '../contract'
import { deletionConfirmSchema } from '../schemas'
import { DeletionCodeError, type DataRights } from './service'

export interface PrivacyRoutesOptions {
  auth: RequestAuth
  rights: DataRights
}

/**
 * The logged-in member's data rights: GET /api/account/privacy (the requests made),
 * GET /api/account/privacy/export (one JSON file to download), POST /api/account/privacy/deletion
 * (a code by e-mail), POST /api/account/privacy/deletion/confirm (the account erased, the session ended).
 */
export async function privacyRoutes(app: FastifyInstance, { auth, rights }: PrivacyRoutesOptions): Promise<void> {
  app.get('/account/privacy', async (request, reply): Promise<{ requests: PrivacyRequest[] }> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return { requests: rights.requestsOf(member) }
  })

  app.get('/account/privacy/export', async (request, reply) => {
    const member = auth.requireMember(request)
    const data = rights.exportOf(member)
    reply.headers(NO_STORE)
    reply.header('content-disposition', `attachment; filename="${exportFileName(data.generatedAt)}"`)
    reply.type('application/json; charset=utf-8')
    return JSON.stringify(data, null, 2)
  })

  app.post('/account/privacy/deletion', async (request, reply): Promise<{ expiresAt: string }> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return rights.requestDeletion(member)
  })

  app.post('/account/privacy/deletion/confirm', async (request, reply): Promise<{ deleted: true; anonymisedOrders: number }> => {
    const member = auth.requireMember(request)
    const { code } = readForm(deletionConfirmSchema, request.body)
    reply.headers(NO_STORE)
    try {
      const { anonymisedOrders } = rights.confirmDeletion(member, code)
      auth.endSession(request, reply)
      return { deleted: true, anonymisedOrders }
    } catch (error) {
      if (error instanceof DeletionCodeError) throw fieldError('code', error.message)
      throw error
    }
  })
}
