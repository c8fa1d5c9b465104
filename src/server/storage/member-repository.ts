import type {
  AddressRepository,
  Member,
  MemberAddress,
  MemberDirectory,
  MemberRegistry,
  MemberWriter,
  NewMember,
  ProfileChanges,
} from '../domain/accounts/types'
import { DocumentInUseError, type MemberDocumentKind } from '../domain/accounts/documents'
import type { Db } from './database'

/** A row of `members` (selected with MEMBER_COLUMNS). */
export interface MemberRow {
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

/** Columns of a member row (table alias `m`), for queries that join members. */
export const MEMBER_COLUMNS = `m.id, m.email, m.password_hash, m.kind, m.given_name, m.middle_name, m.family_name, m.birthdate,
  m.phone_number, m.phone_verified, m.gender, m.cpf, m.cnpj, m.company_name, m.marketing_email_consent`

/**
 * The write refused by a member document's unique index (members_cpf_unique, members_cnpj_unique), as the
 * domain's DocumentInUseError; null for any other error.
 */
export function documentConflictOf(error: unknown): DocumentInUseError | null {
  // By shape, not `instanceof Error`: better-sqlite3's SqliteError may come from another realm (jest's sandbox).
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' || typeof message !== 'string') return null
  if (message.includes('members.cpf')) return new DocumentInUseError('cpf')
  if (message.includes('members.cnpj')) return new DocumentInUseError('cnpj')
  return null
}

/** Members and their address books. */
export class SqliteMemberRepository implements MemberDirectory, MemberRegistry, MemberWriter, AddressRepository {
  private readonly byEmail
  private readonly byId
  private readonly idByEmail
  private readonly idByCpf
  private readonly idByCnpj
  private readonly addressesOf
  private readonly countStatement

  constructor(private readonly db: Db) {
    this.byEmail = db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.email = ?`)
    this.byId = db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.id = ?`)
    this.idByEmail = db.prepare('SELECT id FROM members WHERE email = ?')
    this.idByCpf = db.prepare('SELECT id FROM members WHERE cpf = ?')
    this.idByCnpj = db.prepare('SELECT id FROM members WHERE cnpj = ?')
    this.addressesOf = db.prepare('SELECT * FROM member_addresses WHERE member_id = ? ORDER BY position, id')
    this.countStatement = db.prepare('SELECT COUNT(*) AS n FROM members')
  }

  /** The member and stored password hash for a login attempt (e-mail compared case-insensitively). */
  findCredentials(email: string): { member: Member; passwordHash: string } | null {
    const row = this.byEmail.get(email.trim()) as MemberRow | undefined
    return row ? { member: memberFromRow(row), passwordHash: row.password_hash } : null
  }

  findById(id: string): Member | null {
    const row = this.byId.get(id) as MemberRow | undefined
    return row ? memberFromRow(row) : null
  }

  findIdByEmail(email: string): string | null {
    const row = this.idByEmail.get(email.trim()) as { id: string } | undefined
    return row?.id ?? null
  }

  findIdByDocument(kind: MemberDocumentKind, document: string): string | null {
    const row = (kind === 'cpf' ? this.idByCpf : this.idByCnpj).get(document) as { id: string } | undefined
    return row?.id ?? null
  }

  addresses(memberId: string): MemberAddress[] {
    return (this.addressesOf.all(memberId) as AddressRow[]).map(addressFromRow)
  }

  count(): number {
    return (this.countStatement.get() as { n: number }).n
  }

  /** Stores members with their address books (one transaction: all or none). */
  insertAll(members: readonly NewMember[], createdAt: string): void {
    const insertMember = this.db.prepare(`INSERT INTO members (id, email, password_hash, kind, given_name, middle_name, family_name,
      birthdate, phone_number, phone_verified, gender, cpf, cnpj, company_name, loyalty_card, marketing_email_consent, created_at)
      VALUES (@id, @email, @hash, @kind, @givenName, @middleName, @familyName, @birthdate, @phoneNumber, @phoneVerified, @gender,
      @cpf, @cnpj, @companyName, @loyaltyCard, @marketing, @createdAt)`)
    const insertAddress = this.db.prepare(`INSERT INTO member_addresses (id, member_id, vtex_id, country_code, street, locality,
      postal_code, complement, title, is_favorite, firstname, lastname, phone_number, type, accuracy, province, district, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const insert = this.db.transaction(() => {
      for (const { member: m, passwordHash, addresses } of members) {
        insertMember.run({
          id: m.id,
          email: m.email,
          hash: passwordHash,
          kind: m.kind,
          givenName: m.givenName,
          middleName: m.middleName,
          familyName: m.familyName,
          birthdate: m.birthdate,
          phoneNumber: m.phoneNumber,
          phoneVerified: m.phoneVerified ? 1 : 0,
          gender: m.gender,
          cpf: m.cpf,
          cnpj: m.cnpj,
          companyName: m.companyName,
          loyaltyCard: null,
          marketing: m.marketingEmailConsent ? 1 : 0,
          createdAt,
        })
        addresses.forEach((a, position) =>
          insertAddress.run(a.id, m.id, a.vtexId, a.country_code, a.street, a.locality, a.postal_code, a.complement, a.title,
            a.is_favorite ? 1 : 0, a.firstname, a.lastname, a.phone_number, a.type, a.accuracy,
            a.administrative_divisions.province, a.administrative_divisions.district, position),
        )
      }
    })
    try {
      insert()
    } catch (error) {
      throw documentConflictOf(error) ?? error
    }
  }

  completeProfile(memberId: string, { cpf, birthdate }: { cpf: string | null; birthdate: string | null }): void {
    try {
      this.db.transaction(() => {
        if (cpf) this.db.prepare('UPDATE members SET cpf = ? WHERE id = ? AND cpf IS NULL').run(cpf, memberId)
        if (birthdate) this.db.prepare('UPDATE members SET birthdate = ? WHERE id = ? AND birthdate IS NULL').run(birthdate, memberId)
      })()
    } catch (error) {
      throw documentConflictOf(error) ?? error
    }
  }

  updateProfile(memberId: string, changes: ProfileChanges): void {
    this.db
      .prepare(
        `UPDATE members SET given_name = @givenName, middle_name = @middleName, family_name = @familyName, birthdate = @birthdate,
         phone_verified = CASE WHEN phone_number IS @phoneNumber THEN phone_verified ELSE 0 END,
         phone_number = @phoneNumber, gender = @gender, marketing_email_consent = @marketing WHERE id = @id`,
      )
      .run({
        id: memberId,
        givenName: changes.givenName,
        middleName: changes.middleName,
        familyName: changes.familyName,
        birthdate: changes.birthdate,
        phoneNumber: changes.phoneNumber,
        gender: changes.gender,
        marketing: changes.marketingEmailConsent ? 1 : 0,
      })
  }

  /**
   * Deletes the member's row: their address book, sessions, devices, tokens and every feature's
   * rows that reference the member go with it (ON DELETE CASCADE).
   */
  erase(memberId: string): void {
    this.db.prepare('DELETE FROM members WHERE id = ?').run(memberId)
  }

  setPasswordHash(memberId: string, passwordHash: string): void {
    this.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, memberId)
  }

  replaceAddresses(memberId: string, book: readonly MemberAddress[]): void {
    const remove = this.db.prepare('DELETE FROM member_addresses WHERE member_id = ?')
    const insert = this.db.prepare(`INSERT INTO member_addresses (id, member_id, vtex_id, country_code, street, locality,
      postal_code, complement, title, is_favorite, firstname, lastname, phone_number, type, accuracy, province, district, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    this.db.transaction(() => {
      remove.run(memberId)
      book.forEach((a, position) =>
        insert.run(a.id, memberId, a.vtexId, a.country_code, a.street, a.locality, a.postal_code, a.complement, a.title,
          a.is_favorite ? 1 : 0, a.firstname, a.lastname, a.phone_number, a.type, a.accuracy,
          a.administrative_divisions.province, a.administrative_divisions.district, position),
      )
    })()
  }
}
