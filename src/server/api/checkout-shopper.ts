import type { FastifyRequest } from 'fastify'
import { currentMember } from '../auth'
import type { ServerContext } from '../context'

/** Who is shopping, as far as the cart cares. */
export interface Shopper {
  userProfileId: string
  email: string
}

/** The logged-in shopper of a request, or null for a visitor. The one place checkout asks about identity. */
export function shopperOf(request: FastifyRequest, ctx: ServerContext): Shopper | null {
  const member = currentMember(request, ctx)
  return member ? { userProfileId: member.id, email: member.email } : null
}
