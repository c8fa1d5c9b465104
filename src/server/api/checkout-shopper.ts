import type { Member } from '../domain/accounts/types'

/** Who is shopping, as far as the cart cares. */
export interface Shopper {
  userProfileId: string
  email: string
}

/** The shopper of a logged-in member, or null for a visitor. The one place checkout reads identity. */
export function shopperOf(member: Member | null): Shopper | null {
  return member ? { userProfileId: member.id, email: member.email } : null
}
