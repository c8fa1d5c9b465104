import type { LoginDeviceRepository } from '../domain/accounts/credential-guard'
import type { Db } from './database'

/** The devices members logged in from (table login_devices): the device token's hash, never the token. */
export class SqliteLoginDeviceRepository implements LoginDeviceRepository {
  private readonly knownStatement
  private readonly upsertStatement
  private readonly pruneStatement

  constructor(db: Db) {
    this.knownStatement = db.prepare('SELECT 1 FROM login_devices WHERE token_hash = ? AND member_id = ? AND last_login_at >= ?')
    this.upsertStatement = db.prepare(`INSERT INTO login_devices (token_hash, member_id, last_login_at) VALUES (?, ?, ?)
      ON CONFLICT (token_hash, member_id) DO UPDATE SET last_login_at = excluded.last_login_at`)
    this.pruneStatement = db.prepare('DELETE FROM login_devices WHERE last_login_at < ?')
  }

  isKnown(tokenHash: string, memberId: string, since: number): boolean {
    return this.knownStatement.get(tokenHash, memberId, since) !== undefined
  }

  remember(tokenHash: string, memberId: string, at: number): void {
    this.upsertStatement.run(tokenHash, memberId, at)
  }

  prune(before: number): number {
    return this.pruneStatement.run(before).changes
  }
}
