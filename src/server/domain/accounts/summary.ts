import { favoriteAddressOf } from './members'
import type { AccountSession } from '../../../contracts/session'
import type { MemberBenefits, Member, MemberDirectory } from './types'

/** What the header and the session provider need (GET /api/account/session). */
export function accountSession(members: MemberDirectory, benefits: MemberBenefits, member: Member | null): AccountSession {
  if (!member) return { isLoggedIn: false, user: null }
  return {
    isLoggedIn: true,
    user: {
      sub: member.id,
      kind: member.kind,
      email: member.email,
      given_name: member.givenName,
      family_name: member.familyName,
      cashBackBalance: benefits.cashbackBalanceOf(member.id),
      favoritePostalCode: favoriteAddressOf(members.addresses(member.id))?.postal_code ?? null,
    },
  }
}
