import type { FastifyInstance } from 'fastify'
import type { RequestAuth } from '../../../server/auth/session'
import { fieldError, NO_STORE, readForm } from '../../../server/api/forms'
import type { ClubStatus } from '../contract'
import { clubJoinSchema } from '../schemas'
import { ClubJoinError, type ClubMemberships } from './service'

export interface ClubRoutesOptions {
  auth: RequestAuth
  club: ClubMemberships
}

/** The club of the logged-in member: GET /api/account/club, POST /api/account/club/join. */
export async function clubRoutes(app: FastifyInstance, { auth, club }: ClubRoutesOptions): Promise<void> {
  app.get('/account/club', async (request, reply): Promise<ClubStatus> => {
    const member = auth.requireMember(request)
    reply.headers(NO_STORE)
    return club.statusOf(member)
  })

  app.post('/account/club/join', async (request, reply): Promise<ClubStatus> => {
    const member = auth.requireMember(request)
    const input = readForm(clubJoinSchema(), request.body)
    reply.headers(NO_STORE)
    try {
      return club.join(member, input)
    } catch (error) {
      if (error instanceof ClubJoinError) throw fieldError(error.field, error.message)
      throw error
    }
  })
}
