import type { ClubMembership, ClubStore } from '../domain/club/memberships'
import type { Db } from './database'
import { documentConflictOf } from './member-repository'

/** Club memberships (table club_memberships); joining may complete the member's CPF (one account per CPF) and birthdate. */
export class ClubRepository implements ClubStore {
  private readonly findStatement
  private readonly insertStatement
  private readonly fillCpf
  private readonly fillBirthdate

  constructor(private readonly db: Db) {
    this.findStatement = db.prepare('SELECT member_id, card_number, joined_at FROM club_memberships WHERE member_id = ?')
    this.insertStatement = db.prepare('INSERT INTO club_memberships (member_id, card_number, joined_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    this.fillCpf = db.prepare('UPDATE members SET cpf = ? WHERE id = ? AND cpf IS NULL')
    this.fillBirthdate = db.prepare('UPDATE members SET birthdate = ? WHERE id = ? AND birthdate IS NULL')
  }

  find(memberId: string): ClubMembership | null {
    const row = this.findStatement.get(memberId) as { member_id: string; card_number: string; joined_at: string } | undefined
    return row ? { memberId: row.member_id, cardNumber: row.card_number, joinedAt: row.joined_at } : null
  }

  join(membership: ClubMembership, profile: { cpf: string | null; birthdate: string | null }): boolean {
    const join = this.db.transaction(() => {
      const inserted = this.insertStatement.run(membership.memberId, membership.cardNumber, membership.joinedAt).changes === 1
      if (!inserted) return false
      if (profile.cpf) this.fillCpf.run(profile.cpf, membership.memberId)
      if (profile.birthdate) this.fillBirthdate.run(profile.birthdate, membership.memberId)
      return true
    })
    try {
      return join()
    } catch (error) {
      // Another member holds the CPF: nothing was written (the membership neither).
      throw documentConflictOf(error) ?? error
    }
  }
}
