import type { BuildIssue } from '../../../contracts/schemas/publishing'
import type { PublishTrigger } from './triggers'

/**
 * What the publishing history holds: one record per build (and per rollback
 * or adopted build), newest first in the status.
 */
export type PublishRecordKind = 'build' | 'rollback' | 'adopt'
export type PublishRecordStatus = 'running' | 'succeeded' | 'failed'

export interface PublishVersions {
  commit: string | null
  content: string | null
  catalogue: string | null
}

export interface PublishError {
  message: string
  issues: BuildIssue[]
}

export interface PublishRecord {
  id: number
  kind: PublishRecordKind
  status: PublishRecordStatus
  /** The notices that asked for it (at most TRIGGERS_RECORDED_MAX) and how many there were. */
  triggers: PublishTrigger[]
  noticeCount: number
  startedAt: string
  finishedAt: string | null
  durationMs: number | null
  /** The release it made live (a build or adoption) or went back to (a rollback). */
  releaseId: string | null
  versions: PublishVersions | null
  error: PublishError | null
}

export interface PublishRecordStart {
  kind: PublishRecordKind
  triggers: PublishTrigger[]
  noticeCount: number
  startedAt: string
}

export interface PublishRecordOutcome {
  status: Exclude<PublishRecordStatus, 'running'>
  finishedAt: string
  durationMs: number
  releaseId?: string | null
  versions?: PublishVersions | null
  error?: PublishError | null
}

/** Where records are kept (storage/publish-record-repository.ts). */
export interface PublishRecordRepository {
  start(record: PublishRecordStart): number
  finish(id: number, outcome: PublishRecordOutcome): void
  recent(limit: number): PublishRecord[]
  /** Records left running by a stopped server become failed; returns how many. */
  failUnfinished(finishedAt: string, message: string): number
}
