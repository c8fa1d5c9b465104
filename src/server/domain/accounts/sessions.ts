import crypto from 'node:crypto'
import { LOGIN_SESSION_SECONDS } from '../../../config/constants'
import type { Db } from '../../storage/database'
import { MEMBER_COLUMNS, memberFromRow } from './members'
import type { Member } from './types'

/** Tokens are random; only their SHA-256 is stored, so a copy of the database opens no session. */
function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export interface NewSession {
  token: string
  expiresAt: Date
}

/** Login sessions, stored in SQLite so they survive restarts. */
export class SessionRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly lifetimeSeconds: number = LOGIN_SESSION_SECONDS,
  ) {}

  create(memberId: string): NewSession {
    const token = crypto.randomBytes(32).toString('base64url')
    const created = this.now()
    const expiresAt = new Date(created.getTime() + this.lifetimeSeconds * 1000)
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM login_sessions WHERE expires_at <= ?').run(created.toISOString())
      this.db
        .prepare('INSERT INTO login_sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
        .run(hashToken(token), memberId, created.toISOString(), expiresAt.toISOString())
    })()
    return { token, expiresAt }
  }

  /** The member of a live session, or null for an unknown, malformed or expired token. */
  memberFor(token: string | undefined): Member | null {
    if (!token || !TOKEN_SHAPE.test(token)) return null
    const row = this.db
      .prepare(
        `SELECT ${MEMBER_COLUMNS} FROM login_sessions s JOIN members m ON m.id = s.member_id
         WHERE s.token_hash = ? AND s.expires_at > ?`,
      )
      .get(hashToken(token), this.now().toISOString()) as Parameters<typeof memberFromRow>[0] | undefined
    return row ? memberFromRow(row) : null
  }

  /** Ends a session; unknown tokens are ignored. */
  delete(token: string | undefined): void {
    if (!token || !TOKEN_SHAPE.test(token)) return
    this.db.prepare('DELETE FROM login_sessions WHERE token_hash = ?').run(hashToken(token))
  }
}
