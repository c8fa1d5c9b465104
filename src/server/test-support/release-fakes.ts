import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../contracts/publishing'
import type { BuildInfo } from '../../contracts/schemas/publishing'
import type { BuildResult, SiteBuilder } from '../domain/publishing/ports'
import type { PublishRecord, PublishRecordOutcome, PublishRecordRepository, PublishRecordStart } from '../domain/publishing/records'

/** The publishing history in memory (tests of the publisher and of the publishes without a build). */
export class MemoryRecords implements PublishRecordRepository {
  records: PublishRecord[] = []
  start(record: PublishRecordStart): number {
    const id = this.records.length + 1
    this.records.push({ id, ...record, status: 'running', finishedAt: null, durationMs: null, releaseId: null, versions: null, error: null })
    return id
  }
  finish(id: number, outcome: PublishRecordOutcome): void {
    Object.assign(this.records[id - 1], { ...outcome, releaseId: outcome.releaseId ?? null, versions: outcome.versions ?? null, error: outcome.error ?? null })
  }
  recent(limit: number): PublishRecord[] {
    return [...this.records].reverse().slice(0, limit)
  }
  failUnfinished(): number {
    return 0
  }
}

/** Gatsby's stand-in: counts its builds and leaves the site folder's build as it is (the fall back is what is tested). */
export class CountingBuilder implements SiteBuilder {
  builds = 0
  constructor(private readonly siteDir: string) {}
  async build(): Promise<BuildResult> {
    this.builds += 1
    const cacheDir = path.join(this.siteDir, '.cache')
    return { ok: true, output: { publicDir: path.join(this.siteDir, 'public'), cacheDir, info: JSON.parse(fs.readFileSync(path.join(cacheDir, BUILD_INFO_FILE), 'utf8')) as BuildInfo } }
  }
}

/** Writes a file of a build folder, making its folders. */
export function writeBuildFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}
