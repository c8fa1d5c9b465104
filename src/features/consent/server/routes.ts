import type { FastifyInstance } from 'fastify'
import type { RequestAuth } from '../../../server/auth/session'
import { invalidForm, NO_STORE } from '../../../server/api/forms'
import { INVALID_CONSENT_MESSAGE, type MemberConsentAnswer } from '../contract'
import { consentChoiceSchema } from '../schemas'
import { ConsentChoiceError, type MemberConsents } from './service'

export interface ConsentRoutesOptions {
  auth: RequestAuth
  consents: MemberConsents
}

/** The logged-in member's cookie choice: GET /api/account/consent, PUT /api/account/consent. */
export async function consentRoutes(app: FastifyInstance, { auth, consents }: ConsentRoutesOptions): Promise<void> {
  app.get('/account/consent', async (request, reply): Promise<MemberConsentAnswer> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return { choice: consents.of(member.id) }
  })

  app.put('/account/consent', async (request, reply): Promise<MemberConsentAnswer> => {
    const member = auth.requireMember(request)
    const parsed = consentChoiceSchema.safeParse(request.body)
    if (!parsed.success) throw invalidForm({}, INVALID_CONSENT_MESSAGE)
    reply.headers(NO_STORE)
    try {
      return { choice: consents.record(member.id, parsed.data) }
    } catch (error) {
      if (error instanceof ConsentChoiceError) throw invalidForm({}, INVALID_CONSENT_MESSAGE)
      throw error
    }
  })
}
