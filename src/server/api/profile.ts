import type { FastifyInstance } from 'fastify'
import { profileSchema } from '../../contracts/schemas/account-forms'
import type { UserProfileResponse } from '../../contracts/session'
import type { RequestAuth } from '../auth/session'
import { userProfileResponse } from '../domain/accounts/members'
import { updateProfile } from '../domain/accounts/profile'
import type { MemberBenefits, MemberDirectory, MemberWriter } from '../domain/accounts/types'
import { NO_STORE, readForm } from './forms'

export interface ProfileRoutesOptions {
  auth: RequestAuth
  members: MemberDirectory & MemberWriter
  benefits: MemberBenefits
}

/**
 * PUT /api/account/profile — Gerenciar perfil: names, birthdate, phone,
 * gender and the marketing consent. Every field is validated (field-level
 * pt-BR errors, nothing saved); the answer is the profile as stored.
 */
export async function profileRoutes(app: FastifyInstance, { auth, members, benefits }: ProfileRoutesOptions): Promise<void> {
  app.put('/account/profile', async (request, reply): Promise<UserProfileResponse> => {
    const member = auth.requireMember(request)
    const input = readForm(profileSchema(), request.body)
    reply.headers(NO_STORE)
    return userProfileResponse(members, benefits, updateProfile(members, member, input))
  })
}
