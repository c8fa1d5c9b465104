import { BUILD_ISSUES_RECORDED_MAX, BUILD_TIMEOUT_MS, KEPT_RELEASES, TRIGGERS_RECORDED_MAX } from './limits'
import type { BuildOutput, Release, ReleaseRepository, SiteBuilder, SiteSwitch } from './ports'
import { shellPublishCandidacy, type ShellPublishPort } from './shell-publish'
import { cataloguePublishCandidacy, type CataloguePublishPort } from './catalogue-publish'
import type { PublishError, PublishRecordKind, PublishRecordRepository, PublishVersions } from './records'
import type { PublishTrigger } from './triggers'

export interface PublisherDeps {
  builder: SiteBuilder
  releases: ReleaseRepository
  site: SiteSwitch
  records: PublishRecordRepository
  /** Held from the start of a build until its output is kept (one build per site folder, across processes). */
  lock?: BuildLockPort
  /** The shell publish without a build (decision record 0041); without it every publish runs the builder. */
  shell?: ShellPublishPort
  /** The catalogue publish without a build (decision record 0042); without it every catalogue notice runs the builder. */
  catalogue?: CataloguePublishPort
  now?: () => Date
  /** A monotonic clock in milliseconds for the phases of a build (default performance.now). */
  elapsed?: () => number
  buildTimeoutMs?: number
}

export interface BuildLockPort {
  /** Waits for the lock; resolves to its release. */
  acquire(signal?: AbortSignal): Promise<() => void>
}

const NO_LOCK: BuildLockPort = { acquire: async () => () => undefined }

/**
 * How long a build's phases took: Gatsby's build (with the wait for the lock), then keeping its output
 * as a release and switching to it. A shell publish (`via: 'shell'`): reading the content, rendering
 * the slices and making the release from the live one, then the switch. A catalogue publish
 * (`via: 'catalogue'`): reading the catalogue, rendering the pages that show what changed and making
 * the release from the live one, then the switch.
 */
export interface PublishPhases {
  via: 'gatsby' | 'shell' | 'catalogue'
  buildMs: number
  /** Null when the build failed (nothing was released). */
  releaseMs: number | null
}

/** What became of a shell publish (decision record 0041): made (what it changed), or declined (why; Gatsby built instead). */
export type ShellOutcome = { published: true; slices: string[]; pages: number; stored: number } | { published: false; reason: string }

/** What became of a catalogue publish (decision record 0042): made (what it changed), or declined (why; Gatsby built instead). */
export type CatalogueOutcome = { published: true; products: number; pages: number; stored: number; stepsMs: Record<string, number> } | { published: false; reason: string }

/** One line of the server log per build, rollback or adoption. */
export interface PublishEvent {
  recordId: number
  kind: PublishRecordKind
  status: 'succeeded' | 'failed'
  durationMs: number
  triggers: PublishTrigger[]
  noticeCount: number
  releaseId: string | null
  versions: PublishVersions | null
  error: PublishError | null
  /** Builds only. */
  phases: PublishPhases | null
  /** Builds, with a shell publisher: whether the shell publish was made, or why not (null for the others). */
  shell: ShellOutcome | null
  /** Builds, with a catalogue publisher: whether the catalogue publish was made, or why not (null for the others). */
  catalogue: CatalogueOutcome | null
}

export type RollbackResult = { ok: true; release: Release } | { ok: false; message: string }

const versionsOf = (release: Pick<Release, 'info'>): PublishVersions | null =>
  release.info ? { commit: release.info.commit, content: release.info.contentVersion, catalogue: release.info.catalogueVersion } : null

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** b12-20251124T010203Z: the record's number, then when (sorts and reads well in a folder listing). */
export function releaseIdFor(recordId: number, at: Date): string {
  return `b${recordId}-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`
}

/**
 * Publishes builds: runs the builder, keeps its output as a new release,
 * switches the live site to it and records the outcome. A build or a switch
 * that fails changes nothing live; every outcome is recorded and announced
 * (one log line each). Also rolls back to the previous release, and adopts
 * a build found on disk at start.
 */
export class Publisher {
  private readonly now: () => Date
  private readonly elapsed: () => number
  private readonly listeners: Array<(event: PublishEvent) => void> = []
  private running: AbortController | null = null

  constructor(private readonly deps: PublisherDeps) {
    this.now = deps.now ?? (() => new Date())
    this.elapsed = deps.elapsed ?? (() => performance.now())
  }

  onEvent(listener: (event: PublishEvent) => void): void {
    this.listeners.push(listener)
  }

  /** Stops a running build (at shutdown); it is recorded as failed. */
  stop(): void {
    this.running?.abort(new Error('the server stopped during the build'))
  }

  /** Builds for these notices and, when the build succeeds, makes its output live. */
  async build(triggers: readonly PublishTrigger[]): Promise<void> {
    const startedAt = this.now()
    const recorded = triggers.slice(0, TRIGGERS_RECORDED_MAX)
    const id = this.deps.records.start({ kind: 'build', triggers: recorded, noticeCount: triggers.length, startedAt: startedAt.toISOString() })
    const began = this.elapsed()
    let phases: PublishPhases | null = null
    const shellCandidacy = this.deps.shell ? shellPublishCandidacy(triggers) : null
    const catalogueCandidacy = this.deps.catalogue ? cataloguePublishCandidacy(triggers) : null
    let shell: ShellOutcome | null = null
    let catalogue: CatalogueOutcome | null = null
    const finish = (outcome: { release?: Release; error?: PublishError }) =>
      this.finish(id, 'build', startedAt, recorded, triggers.length, outcome, phases ?? { via: 'gatsby', buildMs: this.elapsed() - began, releaseMs: null }, { shell, catalogue })

    const controller = new AbortController()
    this.running = controller
    const timeout = setTimeout(() => controller.abort(new Error('the build took too long and was stopped')), this.deps.buildTimeoutMs ?? BUILD_TIMEOUT_MS)
    let unlock: (() => void) | null = null
    try {
      unlock = await (this.deps.lock ?? NO_LOCK).acquire(controller.signal)
      // A publish without a build, when the notices allow one: made, it goes live; declined or failed, Gatsby builds.
      const withoutBuild = async <Made extends { ok: true; release: Release }>(
        via: 'shell' | 'catalogue',
        port: { publish(request: { releaseId: string; signal: AbortSignal }): Promise<Made | { ok: false; reason: string }> } | undefined,
        candidacy: { candidate: true } | { candidate: false; reason: string } | null,
      ): Promise<{ outcome: ({ published: true } & Omit<Made, 'ok' | 'release'>) | { published: false; reason: string } | null; live?: { release?: Release; error?: PublishError } }> => {
        if (!port || !candidacy) return { outcome: null }
        if (!candidacy.candidate) return { outcome: { published: false, reason: candidacy.reason } }
        const previous = this.deps.releases.current()
        const made = await port.publish({ releaseId: releaseIdFor(id, this.now()), signal: controller.signal }).catch((error: unknown) => {
          if (controller.signal.aborted) throw error
          return { ok: false as const, reason: `the ${via} publish failed: ${messageOf(error)}` }
        })
        if (!made.ok) return { outcome: { published: false, reason: made.reason } }
        const { release, ok: _ok, ...changed } = made
        const built = this.elapsed()
        const live = await this.goLive(release, previous)
        phases = { via, buildMs: built - began, releaseMs: live.error ? null : this.elapsed() - built }
        return { outcome: { published: true, ...changed }, live }
      }
      const shellTried = await withoutBuild('shell', this.deps.shell, shellCandidacy)
      shell = shellTried.outcome
      if (shellTried.live) return finish(shellTried.live)
      const catalogueTried = await withoutBuild('catalogue', this.deps.catalogue, catalogueCandidacy)
      catalogue = catalogueTried.outcome
      if (catalogueTried.live) return finish(catalogueTried.live)
      const result = await this.deps.builder.build({ recordId: id, signal: controller.signal })
      const built = this.elapsed()
      if (!result.ok) return finish({ error: { message: result.message, issues: result.issues.slice(0, BUILD_ISSUES_RECORDED_MAX) } })
      const released = await this.release(id, result.output)
      phases = { via: 'gatsby', buildMs: built - began, releaseMs: released.error ? null : this.elapsed() - built }
      return finish(released)
    } catch (error) {
      return finish({ error: { message: messageOf(error), issues: [] } })
    } finally {
      unlock?.()
      clearTimeout(timeout)
      this.running = null
    }
  }

  /** Makes the output of a build made before the server started live (a build found on disk at start). */
  async adopt(output: BuildOutput): Promise<void> {
    const startedAt = this.now()
    const id = this.deps.records.start({ kind: 'adopt', triggers: [], noticeCount: 0, startedAt: startedAt.toISOString() })
    let unlock: (() => void) | null = null
    try {
      unlock = await (this.deps.lock ?? NO_LOCK).acquire()
      this.finish(id, 'adopt', startedAt, [], 0, await this.release(id, output))
    } catch (error) {
      this.finish(id, 'adopt', startedAt, [], 0, { error: { message: messageOf(error), issues: [] } })
    } finally {
      unlock?.()
    }
  }

  /** Serves the previous release again. */
  rollback(): RollbackResult {
    const startedAt = this.now()
    const target = this.deps.releases.previous()
    if (!target) return { ok: false, message: 'there is no previous release to go back to' }
    const id = this.deps.records.start({ kind: 'rollback', triggers: [], noticeCount: 0, startedAt: startedAt.toISOString() })
    try {
      this.deps.site.switchTo(target)
      this.deps.releases.setCurrent(target.id)
    } catch (error) {
      const message = `release ${target.id} could not be served: ${messageOf(error)}`
      this.finish(id, 'rollback', startedAt, [], 0, { error: { message, issues: [] } })
      return { ok: false, message }
    }
    this.finish(id, 'rollback', startedAt, [], 0, { release: target })
    return { ok: true, release: target }
  }

  /** Keeps the output as a release and switches to it; a release that cannot be served is removed. */
  private async release(recordId: number, output: BuildOutput): Promise<{ release?: Release; error?: PublishError }> {
    const previous = this.deps.releases.current()
    const release = await this.deps.releases.create(releaseIdFor(recordId, this.now()), output)
    return this.goLive(release, previous)
  }

  /** Switches to a new release and keeps it and the one before; a release that cannot be served is removed. */
  private async goLive(release: Release, previous: Release | null): Promise<{ release?: Release; error?: PublishError }> {
    try {
      this.deps.site.switchTo(release)
    } catch (error) {
      await this.deps.releases.remove(release.id)
      return { error: { message: `the new build could not be served: ${messageOf(error)}`, issues: [] } }
    }
    this.deps.releases.setCurrent(release.id)
    await this.deps.releases.prune([release.id, ...(previous ? [previous.id] : [])].slice(0, KEPT_RELEASES))
    return { release }
  }

  private finish(
    id: number,
    kind: PublishRecordKind,
    startedAt: Date,
    triggers: PublishTrigger[],
    noticeCount: number,
    outcome: { release?: Release; error?: PublishError },
    phases: PublishPhases | null = null,
    withoutBuild: { shell: ShellOutcome | null; catalogue: CatalogueOutcome | null } = { shell: null, catalogue: null },
  ): void {
    const finishedAt = this.now()
    const durationMs = finishedAt.getTime() - startedAt.getTime()
    const status = outcome.error ? 'failed' : 'succeeded'
    const release = outcome.error ? null : (outcome.release ?? null)
    const versions = release ? versionsOf(release) : null
    const error = outcome.error ?? null
    this.deps.records.finish(id, { status, finishedAt: finishedAt.toISOString(), durationMs, releaseId: release?.id ?? null, versions, error })
    const event: PublishEvent = { recordId: id, kind, status, durationMs, triggers, noticeCount, releaseId: release?.id ?? null, versions, error, phases, ...withoutBuild }
    for (const listener of this.listeners) listener(event)
  }
}
