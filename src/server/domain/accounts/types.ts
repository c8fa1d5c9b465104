import type { MemberAddress, MemberKind } from '../../../contracts/session'

export type { IdValue, MemberAddress, MemberKind, MemberProfile, UserProfileResponse } from '../../../contracts/session'

export interface Member {
  /** Customer id (the profile's `sub`). */
  id: string
  email: string
  kind: MemberKind
  givenName: string
  middleName: string | null
  familyName: string
  /** ISO date (yyyy-mm-dd). */
  birthdate: string | null
  /** E.164, e.g. +5511987654321. */
  phoneNumber: string | null
  phoneVerified: boolean
  gender: string | null
  /** Digits only. */
  cpf: string | null
  /** Digits only; business members. */
  cnpj: string | null
  companyName: string | null
  loyaltyCard: string | null
  marketingEmailConsent: boolean
}

/** Where members are read (the accounts rules and handlers ask it). */
export interface MemberDirectory {
  /** The member and stored password hash for a login attempt (e-mail compared case-insensitively). */
  findCredentials(email: string): { member: Member; passwordHash: string } | null
  findById(id: string): Member | null
  findIdByEmail(email: string): string | null
  /** The address book, in its order. */
  addresses(memberId: string): MemberAddress[]
  /** Cashback balance in cents (0 when the member has none). */
  cashbackBalance(memberId: string): number
}

/** A member to register, with the password hash, address book and cashback (cents). */
export interface NewMember {
  member: Member
  passwordHash: string
  addresses: MemberAddress[]
  cashbackCents: number
}

/** Where members are registered (the demo seeder). */
export interface MemberRegistry {
  count(): number
  /** All or none (one transaction). */
  insertAll(members: readonly NewMember[], createdAt: string): void
}

/** A login session as stored: only the token's hash. */
export interface StoredSession {
  tokenHash: string
  memberId: string
  /** ISO instants. */
  createdAt: string
  expiresAt: string
}

/** Where login sessions are kept. */
export interface SessionStore {
  /** Stores a session, dropping the sessions expired at `createdAt` (one transaction). */
  insert(session: StoredSession): void
  /** The member of a session that is still live at `now` (ISO), or null. */
  memberByTokenHash(tokenHash: string, now: string): Member | null
  deleteByTokenHash(tokenHash: string): void
}
