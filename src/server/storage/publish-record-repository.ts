import type {
  PublishError,
  PublishRecord,
  PublishRecordOutcome,
  PublishRecordStart,
  PublishRecordRepository,
  PublishVersions,
} from '../domain/publishing/records'
import type { PublishTrigger } from '../domain/publishing/triggers'
import type { Db } from './database'

interface Row {
  id: number
  kind: PublishRecord['kind']
  status: PublishRecord['status']
  triggers_json: string
  notice_count: number
  started_at: string
  finished_at: string | null
  duration_ms: number | null
  release_id: string | null
  versions_json: string | null
  error_json: string | null
}

const parsed = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T))

const toRecord = (row: Row): PublishRecord => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  triggers: JSON.parse(row.triggers_json) as PublishTrigger[],
  noticeCount: row.notice_count,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  durationMs: row.duration_ms,
  releaseId: row.release_id,
  versions: parsed<PublishVersions>(row.versions_json),
  error: parsed<PublishError>(row.error_json),
})

/** The publishing history: one row per build, adoption and rollback. */
export class SqlitePublishRecordRepository implements PublishRecordRepository {
  private readonly insertStatement
  private readonly finishStatement
  private readonly recentStatement
  private readonly failUnfinishedStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare(
      "INSERT INTO publish_records (kind, status, triggers_json, notice_count, started_at) VALUES (?, 'running', ?, ?, ?)",
    )
    this.finishStatement = db.prepare(
      `UPDATE publish_records SET status = @status, finished_at = @finishedAt, duration_ms = @durationMs,
         release_id = @releaseId, versions_json = @versions, error_json = @error WHERE id = @id`,
    )
    this.recentStatement = db.prepare('SELECT * FROM publish_records ORDER BY id DESC LIMIT ?')
    this.failUnfinishedStatement = db.prepare(
      "UPDATE publish_records SET status = 'failed', finished_at = @finishedAt, error_json = @error WHERE status = 'running'",
    )
  }

  start(record: PublishRecordStart): number {
    const result = this.insertStatement.run(record.kind, JSON.stringify(record.triggers), record.noticeCount, record.startedAt)
    return Number(result.lastInsertRowid)
  }

  finish(id: number, outcome: PublishRecordOutcome): void {
    this.finishStatement.run({
      id,
      status: outcome.status,
      finishedAt: outcome.finishedAt,
      durationMs: outcome.durationMs,
      releaseId: outcome.releaseId ?? null,
      versions: outcome.versions ? JSON.stringify(outcome.versions) : null,
      error: outcome.error ? JSON.stringify(outcome.error) : null,
    })
  }

  recent(limit: number): PublishRecord[] {
    return (this.recentStatement.all(limit) as Row[]).map(toRecord)
  }

  failUnfinished(finishedAt: string, message: string): number {
    return this.failUnfinishedStatement.run({ finishedAt, error: JSON.stringify({ message, issues: [] }) }).changes
  }
}
