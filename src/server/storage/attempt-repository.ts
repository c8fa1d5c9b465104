import type { AttemptRecord, AttemptRepository } from '../domain/limits/attempts'
import type { Db } from './database'

/** Failure counts of the attempt limits (table attempts), by opaque subject key. */
export class SqliteAttemptRepository implements AttemptRepository {
  private readonly selectStatement
  private readonly upsertStatement
  private readonly deleteStatement
  private readonly pruneStatement

  constructor(db: Db) {
    this.selectStatement = db.prepare('SELECT failures, last_failure_at AS lastFailureAt FROM attempts WHERE key = ?')
    this.upsertStatement = db.prepare(`INSERT INTO attempts (key, failures, last_failure_at) VALUES (@key, 1, @at)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN last_failure_at < @forgetBefore THEN 1 ELSE failures + 1 END,
        last_failure_at = @at
      RETURNING failures, last_failure_at AS lastFailureAt`)
    this.deleteStatement = db.prepare('DELETE FROM attempts WHERE key = ?')
    this.pruneStatement = db.prepare('DELETE FROM attempts WHERE last_failure_at < ?')
  }

  get(key: string): AttemptRecord | undefined {
    return this.selectStatement.get(key) as AttemptRecord | undefined
  }

  recordFailure(key: string, at: number, forgetBefore: number): AttemptRecord {
    return this.upsertStatement.get({ key, at, forgetBefore }) as AttemptRecord
  }

  clear(key: string): void {
    this.deleteStatement.run(key)
  }

  prune(before: number): number {
    return this.pruneStatement.run(before).changes
  }
}
