import type { MemberBenefits, IdValue, Member, MemberAddress, MemberDirectory, MemberProfile, UserProfileResponse } from './types'

/** The favourite entry of an address book, or null. */
export function favoriteAddressOf(addresses: readonly MemberAddress[]): MemberAddress | null {
  return addresses.find((a) => a.is_favorite) ?? null
}

/** The stored profile in the platform's shape (claims, additional information, identifiers: the club card among them). */
export function toMemberProfile(member: Member, clubCard: string | null = null): MemberProfile {
  const additional: IdValue[] = []
  if (member.cpf) additional.push({ id: 'cpf', value: member.cpf })
  if (member.cnpj) additional.push({ id: 'cnpj', value: member.cnpj })
  if (member.companyName) additional.push({ id: 'company_name', value: member.companyName })
  const identifiers: IdValue[] = [{ id: 'email', value: member.email }]
  if (clubCard) identifiers.push({ id: 'loyalty_card', value: clubCard })
  return {
    sub: member.id,
    claims: {
      email: member.email,
      given_name: member.givenName,
      middle_name: member.middleName,
      family_name: member.familyName,
      birthdate: member.birthdate,
      phone_number: member.phoneNumber,
      phone_verified: member.phoneVerified,
      gender: member.gender,
    },
    additional_information: additional,
    identifiers,
    purposes: [{ id: 'marketing_email', consent: member.marketingEmailConsent }],
  }
}

export function userProfileResponse(members: MemberDirectory, benefits: MemberBenefits, member: Member): UserProfileResponse {
  return {
    sub: member.id,
    kind: member.kind,
    getUserProfile: toMemberProfile(member, benefits.clubCardOf(member.id)),
    getAddresses: members.addresses(member.id),
    cashBackBalance: benefits.cashbackBalanceOf(member.id),
  }
}
