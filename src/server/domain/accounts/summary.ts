import type { MemberRepository } from './members'
import type { Member, MemberKind } from './types'

/** What the header and the session provider need (GET /api/account/session). */
export interface AccountSession {
  isLoggedIn: boolean
  user: {
    sub: string
    kind: MemberKind
    email: string
    given_name: string
    family_name: string
    /** Cents. */
    cashBackBalance: number
    /** Postal code of the favourite address (feeds the CEP prompt), or null. */
    favoritePostalCode: string | null
  } | null
}

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
