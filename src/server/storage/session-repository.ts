import type { Member, SessionRepository, StoredSession } from '../domain/accounts/types'
import type { Db } from './database'
import { MEMBER_COLUMNS, memberFromRow, type MemberRow } from './member-repository'

/** Login sessions in SQLite (they survive restarts); rows hold the token's hash, never the token. */
export class SqliteSessionRepository implements SessionRepository {
  private readonly pruneStatement
  private readonly insertStatement
  private readonly memberStatement
  private readonly deleteStatement
  private readonly deleteByMemberStatement

  constructor(private readonly db: Db) {
    this.pruneStatement = db.prepare('DELETE FROM login_sessions WHERE expires_at <= ?')
    this.insertStatement = db.prepare('INSERT INTO login_sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    this.memberStatement = db.prepare(
      `SELECT ${MEMBER_COLUMNS} FROM login_sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    this.deleteStatement = db.prepare('DELETE FROM login_sessions WHERE token_hash = ?')
    this.deleteByMemberStatement = db.prepare('DELETE FROM login_sessions WHERE member_id = ?')
  }

  insert(session: StoredSession): void {
    this.db.transaction(() => {
      this.pruneStatement.run(session.createdAt)
      this.insertStatement.run(session.tokenHash, session.memberId, session.createdAt, session.expiresAt)
    })()
  }

  memberByTokenHash(tokenHash: string, now: string): Member | null {
    const row = this.memberStatement.get(tokenHash, now) as MemberRow | undefined
    return row ? memberFromRow(row) : null
  }

  deleteByTokenHash(tokenHash: string): void {
    this.deleteStatement.run(tokenHash)
  }

  deleteByMember(memberId: string): void {
    this.deleteByMemberStatement.run(memberId)
  }
}
