import type { StoredToken, TokenPurpose, TokenRepository } from '../domain/accounts/tokens'
import type { Db } from './database'

interface TokenRow {
  token_hash: string
  purpose: TokenPurpose
  email: string
  member_id: string | null
  payload: string | null
  created_at: string
  expires_at: string
}

/** One-time tokens of e-mailed links (table account_tokens): hashes only. */
export class SqliteAccountTokenRepository implements TokenRepository {
  private readonly insertStatement
  private readonly consumeStatement
  private readonly pruneStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare(`INSERT INTO account_tokens (token_hash, purpose, email, member_id, payload, created_at, expires_at)
      VALUES (@tokenHash, @purpose, @email, @memberId, @payload, @createdAt, @expiresAt)`)
    this.consumeStatement = db.prepare(`UPDATE account_tokens SET used_at = @now
      WHERE token_hash = @hash AND purpose = @purpose AND used_at IS NULL AND expires_at > @now
      RETURNING token_hash, purpose, email, member_id, payload, created_at, expires_at`)
    this.pruneStatement = db.prepare('DELETE FROM account_tokens WHERE expires_at <= ?')
  }

  insert(token: StoredToken): void {
    this.insertStatement.run(token)
  }

  consume(tokenHash: string, purpose: TokenPurpose, now: string): StoredToken | null {
    const row = this.consumeStatement.get({ hash: tokenHash, purpose, now }) as TokenRow | undefined
    if (!row) return null
    return {
      tokenHash: row.token_hash,
      purpose: row.purpose,
      email: row.email,
      memberId: row.member_id,
      payload: row.payload,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  }

  prune(now: string): void {
    this.pruneStatement.run(now)
  }
}
