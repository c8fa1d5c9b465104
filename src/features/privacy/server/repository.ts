import type { Db } from '../../../server/storage/database'
import type { PrivacyRequest, PrivacyRequestKind } from '../contract'

export interface DeletionCode {
  codeHash: string
  expiresAt: string
  attempts: number
}

/** The data-rights feature's tables: the requests' record and the pending deletion codes. */
export class SqlitePrivacyRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  record(memberId: string, kind: PrivacyRequestKind, createdAt: string): void {
    this.db.prepare('INSERT INTO privacy_requests (member_id, kind, created_at) VALUES (?, ?, ?)').run(memberId, kind, createdAt)
  }

  requestsOf(memberId: string): PrivacyRequest[] {
    const rows = this.db.prepare('SELECT kind, created_at FROM privacy_requests WHERE member_id = ? ORDER BY created_at DESC, id DESC').all(memberId) as Array<{
      kind: PrivacyRequestKind
      created_at: string
    }>
    return rows.map((row) => ({ kind: row.kind, createdAt: row.created_at }))
  }

  saveCode(memberId: string, code: DeletionCode): void {
    this.db
      .prepare(
        `INSERT INTO account_deletion_codes (member_id, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?)
         ON CONFLICT (member_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts`,
      )
      .run(memberId, code.codeHash, code.expiresAt, code.attempts)
  }

  codeOf(memberId: string): DeletionCode | null {
    const row = this.db.prepare('SELECT code_hash, expires_at, attempts FROM account_deletion_codes WHERE member_id = ?').get(memberId) as
      | { code_hash: string; expires_at: string; attempts: number }
      | undefined
    return row ? { codeHash: row.code_hash, expiresAt: row.expires_at, attempts: row.attempts } : null
  }

  countAttempt(memberId: string): void {
    this.db.prepare('UPDATE account_deletion_codes SET attempts = attempts + 1 WHERE member_id = ?').run(memberId)
  }

  dropCode(memberId: string): void {
    this.db.prepare('DELETE FROM account_deletion_codes WHERE member_id = ?').run(memberId)
  }
}
