import type { ClubMembership, ClubRepository } from './service'
import type { Db } from '../../../server/storage/database'
import type { MemberWriter } from '../../../server/domain/accounts/types'

/**
 * Club memberships (table club_memberships). Joining may complete the member's CPF (one account per
 * CPF) and birthdate, by the accounts' own writer, in the same transaction.
 */
export class SqliteClubRepository implements ClubRepository {
  private readonly findStatement
  private readonly insertStatement

  constructor(
    private readonly db: Db,
    private readonly members: Pick<MemberWriter, 'completeProfile'>,
  ) {
    this.findStatement = db.prepare('SELECT member_id, card_number, joined_at FROM club_memberships WHERE member_id = ?')
    this.insertStatement = db.prepare('INSERT INTO club_memberships (member_id, card_number, joined_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
  }

  /** The card numbers of the members who joined, by member (the profile's identifiers show it). */
  cardOf(memberId: string): string | null {
    return this.find(memberId)?.cardNumber ?? null
  }

  /** Registers a membership as it stands (the demo seed); false when the member has one. */
  insert(membership: ClubMembership): boolean {
    return this.insertStatement.run(membership.memberId, membership.cardNumber, membership.joinedAt).changes === 1
  }

  find(memberId: string): ClubMembership | null {
    const row = this.findStatement.get(memberId) as { member_id: string; card_number: string; joined_at: string } | undefined
    return row ? { memberId: row.member_id, cardNumber: row.card_number, joinedAt: row.joined_at } : null
  }

  join(membership: ClubMembership, profile: { cpf: string | null; birthdate: string | null }): boolean {
    // Another member holds the CPF: DocumentInUseError, and nothing is written (the membership neither).
    return this.db.transaction(() => {
      const inserted = this.insert(membership)
      if (inserted) this.members.completeProfile(membership.memberId, profile)
      return inserted
    })()
  }
}
