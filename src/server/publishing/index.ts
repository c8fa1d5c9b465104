import fs from 'node:fs'
import path from 'node:path'
import type { PublishingConfig } from '../config'
import type { BuildLockPort, PublishEvent } from '../domain/publishing/publisher'
import { Publisher } from '../domain/publishing/publisher'
import type { SiteBuilder } from '../domain/publishing/ports'
import { BuildQueue, type EnqueueAnswer, type QueueTimers } from '../domain/publishing/queue'
import type { PublishRecordStore } from '../domain/publishing/records'
import { verifyRequest, type CanonicalRequest, type Verification } from '../domain/publishing/signature'
import { editorAccessExpiry } from '../domain/publishing/editor-access'
import { SIGNATURE_MAX_AGE_MS, STATUS_BUILDS_SHOWN } from '../domain/publishing/limits'
import { releaseSummary, type PublishStatus } from '../domain/publishing/status'
import type { PublishTrigger } from '../domain/publishing/triggers'
import type { LiveSite } from '../http/live-site'
import { BuildLock } from './build-lock'
import { GatsbyBuilder } from './gatsby-builder'
import { FileReleaseStore, readBuildInfo } from './release-store'

export interface PublishingDeps {
  records: PublishRecordStore
  site: LiveSite
  /** Default: `gatsby build` in the site folder. */
  builder?: SiteBuilder
  timers?: QueueTimers
  now?: () => Date
}

/** Publishing as the HTTP layer sees it. */
export interface Publishing {
  verify(request: CanonicalRequest): Verification
  /** When an editor's access token (of a /publicacao link) expires, if it is genuine and unexpired; else null. */
  editorAccessExpiry(token: string): number | null
  enqueue(trigger: PublishTrigger): EnqueueAnswer
  rollback(): ReturnType<Publisher['rollback']>
  status(): PublishStatus
  /** Resolves when no build is waiting or running (tests, benchmarks). */
  idle(): Promise<void>
  onEvent(listener: (event: PublishEvent) => void): void
  close(): Promise<void>
}

const LOCK_FILE = '.publish-build.lock'

/**
 * Wires publishing (PUBLISH_SIGNING_SECRET set): the history, the releases
 * in BUILDS_DIR, the Gatsby builder over the site folder, the build queue and
 * the publisher switching the live site. At start, a build found in the site
 * folder that no kept release holds (a deploy's `npm run build`) is adopted
 * as a release; the live release (or, with none, the site folder) is served.
 */
export async function startPublishing(config: PublishingConfig, deps: PublishingDeps): Promise<Publishing> {
  const now = deps.now ?? (() => new Date())
  deps.records.failUnfinished(now().toISOString(), 'the server stopped during the build')
  const releases = new FileReleaseStore(config.buildsDir)
  const builder = deps.builder ?? new GatsbyBuilder({ siteDir: config.siteDir, logsDir: path.join(config.buildsDir, 'logs') })
  const lock: BuildLockPort = new BuildLock(path.join(config.siteDir, LOCK_FILE))
  const publisher = new Publisher({ builder, releases, site: deps.site, records: deps.records, lock, now })
  const queue = new BuildQueue((triggers) => publisher.build(triggers), {
    debounceMs: config.debounceMs,
    maxWaitMs: config.maxWaitMs,
    timers: deps.timers,
  })

  const sitePublic = path.join(config.siteDir, 'public')
  const siteCache = path.join(config.siteDir, '.cache')
  const found = fs.existsSync(path.join(sitePublic, 'index.html')) ? readBuildInfo(siteCache) : null
  const kept = releases.list()
  const isKept = found !== null && kept.some((release) => release.info?.buildId === found.buildId)
  if (fs.existsSync(path.join(sitePublic, 'index.html')) && !isKept && (found !== null || kept.length === 0)) {
    await publisher.adopt({ publicDir: sitePublic, cacheDir: siteCache, info: found })
  }
  const live = releases.current()
  deps.site.initialise(live ? { id: live.id, publicDir: live.publicDir, cacheDir: live.cacheDir } : { id: 'public', publicDir: sitePublic, cacheDir: siteCache })

  return {
    verify: (request) => verifyRequest(config.signingSecret, request, now().getTime(), SIGNATURE_MAX_AGE_MS),
    editorAccessExpiry: (token) => editorAccessExpiry(config.signingSecret, token, now().getTime()),
    enqueue: (trigger) => queue.enqueue(trigger),
    rollback: () => publisher.rollback(),
    status: () => ({
      enabled: true,
      live: releaseSummary(releases.current()),
      previous: releaseSummary(releases.previous()),
      queue: queue.status(),
      builds: deps.records.recent(STATUS_BUILDS_SHOWN),
    }),
    idle: () => queue.idle(),
    onEvent: (listener) => publisher.onEvent(listener),
    async close() {
      publisher.stop()
      await queue.close()
    },
  }
}
