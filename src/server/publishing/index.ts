import fs from 'node:fs'
import path from 'node:path'
import type { PublishingConfig } from '../config'
import type { BuildLockPort, PublishEvent } from '../domain/publishing/publisher'
import { Publisher } from '../domain/publishing/publisher'
import type { SiteBuilder } from '../domain/publishing/ports'
import type { ShellPublishPort } from '../domain/publishing/shell-publish'
import { BuildQueue, type EnqueueAnswer, type QueueTimers } from '../domain/publishing/queue'
import type { PublishRecordRepository } from '../domain/publishing/records'
import { verifyRequest, type CanonicalRequest, type Verification } from '../domain/publishing/signature'
import { editorAccessExpiry } from '../domain/publishing/editor-access'
import { RELEASE_FOLLOW_MS, SIGNATURE_MAX_AGE_MS, STATUS_BUILDS_SHOWN } from '../domain/publishing/limits'
import { releaseSummary, type PublishStatus } from '../domain/publishing/status'
import type { PublishTrigger } from '../domain/publishing/triggers'
import type { LiveSite } from '../http/live-site'
import { PublicFolder } from '../http/public-folder'
import { BuildLock } from './build-lock'
import { GatsbyBuilder } from './gatsby-builder'
import { ProcessPublishedShell } from './published-shell'
import { ShellPublisher } from './shell-publisher'
import { CataloguePublisher, ProcessCatalogueChanges } from './catalogue-publisher'
import type { CataloguePublishPort } from '../domain/publishing/catalogue-publish'
import { FileReleaseRepository, readBuildInfo } from './release-store'

export interface PublishingDeps {
  records: PublishRecordRepository
  site: LiveSite
  /** Default: `gatsby build` in the site folder. */
  builder?: SiteBuilder
  /** The shell publish without a build (decision record 0041); default: the published content read in the site folder. Null: every publish builds. */
  shell?: ShellPublishPort | null
  /** The catalogue publish without a build (decision record 0042); default: the catalogue's changes read and rendered in the site folder. Null: every catalogue notice builds. */
  catalogue?: CataloguePublishPort | null
  timers?: QueueTimers
  now?: () => Date
  /** How often the live pointer is read (default RELEASE_FOLLOW_MS). */
  followMs?: number
}

/** Why an instance switched to a release it did not make itself (another instance published or rolled back). */
export interface FollowEvent {
  releaseId: string
  previousId: string
  error: string | null
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
  /** Another instance's publish or rollback, followed here (or not, with the error). */
  onFollow(listener: (event: FollowEvent) => void): void
  close(): Promise<void>
}

/**
 * Follows the live pointer of a release store shared by several instances:
 * whenever it names another release than this instance serves, this
 * instance switches to it (loaded whole first, one swap: atomic for its
 * requests). This instance's own publishes and rollbacks switch first and set
 * the pointer in the same turn, so they are never undone by the follower.
 */
function followReleases(releases: FileReleaseRepository, site: LiveSite, initialId: string, everyMs: number, listeners: Array<(event: FollowEvent) => void>): () => void {
  let servedId = initialId
  let failedId: string | null = null
  let following = false
  site.onSwitch((build) => {
    servedId = build.id
  })
  const follow = async () => {
    const live = releases.current()
    if (!live || live.id === servedId || live.id === failedId) return
    let error: string | null = null
    try {
      // The release's manifest is read in slices first: the switch itself is then one quick step.
      await live.publicFiles.prepare()
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
    // This instance may have switched meanwhile (its own publish or rollback), or the pointer moved on.
    if (live.id === servedId || releases.current()?.id !== live.id) return
    const previousId = servedId
    if (error === null) {
      try {
        site.switchTo(live)
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause)
      }
    }
    // A release that cannot be served here is not tried again until the pointer moves on.
    failedId = error === null ? null : live.id
    for (const listener of listeners) listener({ releaseId: live.id, previousId, error })
  }
  const timer = setInterval(() => {
    if (following) return
    following = true
    void follow().finally(() => {
      following = false
    })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
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
  const releases = new FileReleaseRepository(config.buildsDir)
  const builder = deps.builder ?? new GatsbyBuilder({ siteDir: config.siteDir, logsDir: path.join(config.buildsDir, 'logs') })
  const lock: BuildLockPort = new BuildLock(path.join(config.siteDir, LOCK_FILE))
  const shell = deps.shell === undefined ? new ShellPublisher({ releases, shell: new ProcessPublishedShell({ siteDir: config.siteDir }), now }) : (deps.shell ?? undefined)
  const catalogue =
    deps.catalogue === undefined
      ? new CataloguePublisher({ releases, changes: new ProcessCatalogueChanges({ siteDir: config.siteDir }), siteCacheDir: path.join(config.siteDir, '.cache'), now })
      : (deps.catalogue ?? undefined)
  const publisher = new Publisher({ builder, releases, site: deps.site, records: deps.records, lock, shell, catalogue, now })
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
  // Read before the first request (a manifest that cannot be read is then not found, page by page).
  await live?.publicFiles.prepare().catch(() => undefined)
  const initial = live ? { id: live.id, publicFiles: live.publicFiles, cacheDir: live.cacheDir } : { id: 'public', publicFiles: new PublicFolder(sitePublic), cacheDir: siteCache }
  deps.site.initialise(initial)
  const followers: Array<(event: FollowEvent) => void> = []
  const stopFollowing = followReleases(releases, deps.site, initial.id, deps.followMs ?? RELEASE_FOLLOW_MS, followers)

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
    onFollow: (listener) => followers.push(listener),
    async close() {
      stopFollowing()
      publisher.stop()
      await queue.close()
    },
  }
}
