import type { MemberRepository } from './members'
import type { AccountSession } from '../../../contracts/session'
import type { Member } from './types'

/** What the header and the session provider need (GET /api/account/session). */
export function accountSession(members: MemberRepository, member: Member | null): AccountSession {
  if (!member) return { isLoggedIn: false, user: null }
  return {
    isLoggedIn: true,
    user: {
      sub: member.id,
      kind: member.kind,
      email: member.email,
      given_name: member.givenName,
      family_name: member.familyName,
      cashBackBalance: members.cashbackBalance(member.id),
      favoritePostalCode: members.favoriteAddress(member.id)?.postal_code ?? null,
    },
  }
}
