import type { Db } from '../../storage/database'
import type { IdValue, Member, MemberAddress, MemberProfile, UserProfileResponse } from './types'

interface MemberRow {
  id: string
  email: string
  password_hash: string
  kind: 'consumer' | 'business'
  given_name: string
  middle_name: string | null
  family_name: string
  birthdate: string | null
  phone_number: string | null
  phone_verified: number
  gender: string | null
  cpf: string | null
  cnpj: string | null
  company_name: string | null
  loyalty_card: string | null
  marketing_email_consent: number
}

interface AddressRow {
  id: string
  vtex_id: string
  country_code: string
  street: string
  locality: string
  postal_code: string
  complement: string | null
  title: string
  is_favorite: number
  firstname: string
  lastname: string
  phone_number: string | null
  province: string
  district: string
}

export function memberFromRow(row: MemberRow): Member {
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    givenName: row.given_name,
    middleName: row.middle_name,
    familyName: row.family_name,
    birthdate: row.birthdate,
    phoneNumber: row.phone_number,
    phoneVerified: row.phone_verified === 1,
    gender: row.gender,
    cpf: row.cpf,
    cnpj: row.cnpj,
    companyName: row.company_name,
    loyaltyCard: row.loyalty_card,
    marketingEmailConsent: row.marketing_email_consent === 1,
  }
}

function addressFromRow(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    vtexId: row.vtex_id,
    country_code: row.country_code,
    street: row.street,
    locality: row.locality,
    postal_code: row.postal_code,
    complement: row.complement,
    title: row.title,
    is_favorite: row.is_favorite === 1,
    firstname: row.firstname,
    lastname: row.lastname,
    phone_number: row.phone_number,
    type: 'SHIPPING',
    accuracy: 'VALID',
    administrative_divisions: { province: row.province, district: row.district },
  }
}

export const MEMBER_COLUMNS = `m.id, m.email, m.password_hash, m.kind, m.given_name, m.middle_name, m.family_name, m.birthdate,
  m.phone_number, m.phone_verified, m.gender, m.cpf, m.cnpj, m.company_name, m.loyalty_card, m.marketing_email_consent`

/** Reads members, their address books and cashback balances. */
export class MemberRepository {
  constructor(private readonly db: Db) {}

  /** The member and stored password hash for a login attempt (e-mail compared case-insensitively). */
  findCredentials(email: string): { member: Member; passwordHash: string } | null {
    const row = this.db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.email = ?`).get(email.trim()) as MemberRow | undefined
    return row ? { member: memberFromRow(row), passwordHash: row.password_hash } : null
  }

  findById(id: string): Member | null {
    const row = this.db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.id = ?`).get(id) as MemberRow | undefined
    return row ? memberFromRow(row) : null
  }

  addresses(memberId: string): MemberAddress[] {
    const rows = this.db
      .prepare('SELECT * FROM member_addresses WHERE member_id = ? ORDER BY position, id')
      .all(memberId) as AddressRow[]
    return rows.map(addressFromRow)
  }

  favoriteAddress(memberId: string): MemberAddress | null {
    const list = this.addresses(memberId)
    return list.find((a) => a.is_favorite) ?? null
  }

  /** Cashback balance in cents (0 when the member has none). */
  cashbackBalance(memberId: string): number {
    const row = this.db.prepare('SELECT balance_cents FROM cashback_balances WHERE member_id = ?').get(memberId) as
      | { balance_cents: number }
      | undefined
    return row?.balance_cents ?? 0
  }
}

/** The stored profile in the platform's shape (claims, additional information, identifiers). */
export function toMemberProfile(member: Member): MemberProfile {
  const additional: IdValue[] = []
  if (member.cpf) additional.push({ id: 'cpf', value: member.cpf })
  if (member.cnpj) additional.push({ id: 'cnpj', value: member.cnpj })
  if (member.companyName) additional.push({ id: 'company_name', value: member.companyName })
  const identifiers: IdValue[] = [{ id: 'email', value: member.email }]
  if (member.loyaltyCard) identifiers.push({ id: 'loyalty_card', value: member.loyaltyCard })
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

export function userProfileResponse(repo: MemberRepository, member: Member): UserProfileResponse {
  return {
    sub: member.id,
    kind: member.kind,
    getUserProfile: toMemberProfile(member),
    getAddresses: repo.addresses(member.id),
    cashBackBalance: repo.cashbackBalance(member.id),
  }
}
