import type { MemberAddress, MemberKind } from '../../../contracts/session'
import type { MemberDocumentKind } from './documents'

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
  marketingEmailConsent: boolean
}

/** Where members are read (the accounts rules and handlers ask it). */
export interface MemberDirectory {
  /** The member and stored password hash for a login attempt (e-mail compared case-insensitively). */
  findCredentials(email: string): { member: Member; passwordHash: string } | null
  findById(id: string): Member | null
  findIdByEmail(email: string): string | null
  /** The member holding a document (as stored: a CPF's digits, a CNPJ's characters), or null. */
  findIdByDocument(kind: MemberDocumentKind, document: string): string | null
  /** The address book, in its order. */
  addresses(memberId: string): MemberAddress[]
}

/** What a member's account answers show of the store's benefits: the cashback feature's balance and the club feature's card. */
export interface MemberBenefits {
  /** Cashback balance in cents; 0 for a member without cashback. */
  cashbackBalanceOf(memberId: string): number
  /** The club card's number, or null for a member not in the club. */
  clubCardOf(memberId: string): string | null
}

/** A member to register, with the password hash and address book. */
export interface NewMember {
  member: Member
  passwordHash: string
  addresses: MemberAddress[]
}

/** Where members are registered (the demo seeder, sign-up). */
export interface MemberRegistry {
  count(): number
  /** All or none (one transaction). An e-mail already registered fails the whole call; a CPF or CNPJ another member holds throws DocumentInUseError. */
  insertAll(members: readonly NewMember[], createdAt: string): void
}

/** The profile fields a member edits (Gerenciar perfil). */
export interface ProfileChanges {
  givenName: string
  middleName: string | null
  familyName: string
  birthdate: string | null
  phoneNumber: string | null
  gender: string | null
  marketingEmailConsent: boolean
}

/** Where a member's own data is changed. */
export interface MemberWriter {
  /** Writes the profile fields; a phone that changes is no longer verified. */
  updateProfile(memberId: string, changes: ProfileChanges): void
  setPasswordHash(memberId: string, passwordHash: string): void
  /**
   * Fills the CPF and the birthdate where the member has none (joining the club asks for them); a CPF
   * another member holds throws DocumentInUseError and writes nothing.
   */
  completeProfile(memberId: string, fields: { cpf: string | null; birthdate: string | null }): void
}

/** Where address books are kept. */
export interface AddressRepository {
  /** The address book, in its order. */
  addresses(memberId: string): MemberAddress[]
  /** Replaces the member's whole book (one transaction: all or nothing). */
  replaceAddresses(memberId: string, book: readonly MemberAddress[]): void
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
export interface SessionRepository {
  /** Stores a session, dropping the sessions expired at `createdAt` (one transaction). */
  insert(session: StoredSession): void
  /** The member of a session that is still live at `now` (ISO), or null. */
  memberByTokenHash(tokenHash: string, now: string): Member | null
  deleteByTokenHash(tokenHash: string): void
  /** Ends every session of a member (after a password change). */
  deleteByMember(memberId: string): void
}
