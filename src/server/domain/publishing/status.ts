import type { Release } from './ports'
import type { QueueStatus } from './queue'
import type { PublishRecord, PublishVersions } from './records'

export interface ReleaseSummary {
  releaseId: string
  createdAt: string
  builtAt: string | null
  versions: PublishVersions | null
}

/** GET /api/publish/status: what is live, what a rollback would serve, the queue, the last builds. */
export interface PublishStatus {
  enabled: boolean
  live: ReleaseSummary | null
  /** What a rollback would serve. */
  previous: ReleaseSummary | null
  queue: QueueStatus
  builds: PublishRecord[]
}

export function releaseSummary(release: Release | null): ReleaseSummary | null {
  if (!release) return null
  const { info } = release
  return {
    releaseId: release.id,
    createdAt: release.createdAt,
    builtAt: info?.builtAt ?? null,
    versions: info ? { commit: info.commit, content: info.contentVersion, catalogue: info.catalogueVersion } : null,
  }
}

/** The status of a server with publishing off: nothing to list. */
export const DISABLED_STATUS: PublishStatus = {
  enabled: false,
  live: null,
  previous: null,
  queue: { state: 'idle', pendingNotices: 0, buildQueued: false },
  builds: [],
}
