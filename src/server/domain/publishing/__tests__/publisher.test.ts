import type { BuildOutput, BuildResult, PublicFiles, Release, ReleaseRepository, SiteBuilder, SiteSwitch } from '../ports'
import { Publisher, releaseIdFor, type PublishEvent } from '../publisher'
import type { ShellPublishPort } from '../shell-publish'
import type { CataloguePublishPort } from '../catalogue-publish'
import { MemoryRecords } from '../../../test-support/release-fakes'


/** Public files that name where they are and hold nothing (the publisher never reads them). */
const filesIn = (location: string): PublicFiles => ({ location, prepare: async () => undefined, check: () => undefined, resolve: () => null, counterpartOf: () => null })

class MemoryReleases implements ReleaseRepository {
  releases: Release[] = []
  live: string | null = null
  async create(id: string, output: BuildOutput): Promise<Release> {
    const release = { id, createdAt: new Date(this.releases.length * 1000).toISOString(), publicFiles: filesIn(output.publicDir), cacheDir: output.cacheDir, info: output.info }
    this.releases.push(release)
    return release
  }
  current = () => this.releases.find((r) => r.id === this.live) ?? null
  previous = () => [...this.releases].reverse().find((r) => r.id !== this.live) ?? null
  setCurrent(id: string) {
    this.live = id
  }
  async prune(keep: readonly string[]) {
    this.releases = this.releases.filter((r) => keep.includes(r.id) || r.id === this.live)
  }
  async remove(id: string) {
    this.releases = this.releases.filter((r) => r.id !== id)
  }
}

const output = (name: string): BuildOutput => ({
  publicDir: `/builds/${name}/public`,
  cacheDir: `/builds/${name}/cache`,
  info: { buildId: name, builtAt: '2025-11-24T10:00:00.000Z', commit: 'c0ffee', contentVersion: `content-${name}`, catalogueVersion: 'cat', shellVersion: 's', webpackCompilationHash: 'h', pages: 3 },
})

const trigger = { source: 'cms' as const, topic: 'ContentManagement.Entry.publish' as const, entryId: 'e', contentType: 'menu', revision: 2 }

describe('publisher', () => {
  let records: MemoryRecords
  let releases: MemoryReleases
  let served: string[]
  let site: SiteSwitch
  let results: BuildResult[]
  let builder: SiteBuilder
  let events: PublishEvent[]
  let publisher: Publisher

  beforeEach(() => {
    records = new MemoryRecords()
    releases = new MemoryReleases()
    served = []
    site = { switchTo: (release) => void served.push(release.id) }
    results = []
    builder = { build: async () => results.shift() ?? { ok: false, message: 'no result', issues: [] } }
    events = []
    // Each reading of the clock moves it 1.5 s (start, the release's name, the end).
    let clock = Date.parse('2025-11-24T10:00:00Z')
    publisher = new Publisher({ builder, releases, site, records, now: () => new Date((clock += 1500)) })
    publisher.onEvent((event) => events.push(event))
  })

  it('keeps a successful build as a release, switches to it and records its versions', async () => {
    results.push({ ok: true, output: output('one') })
    await publisher.build([trigger])
    expect(served).toEqual([releases.live])
    expect(records.records[0]).toMatchObject({ kind: 'build', status: 'succeeded', noticeCount: 1, durationMs: 3000, versions: { commit: 'c0ffee', content: 'content-one', catalogue: 'cat' } })
    expect(events).toEqual([expect.objectContaining({ status: 'succeeded', releaseId: releases.live })])
  })

  it("times the build's phases for the log line: Gatsby's build, then the release and the switch", async () => {
    const marks = [100, 52_600, 53_050]
    const timed = new Publisher({ builder, releases, site, records, elapsed: () => marks.shift() ?? 0 })
    const timedEvents: PublishEvent[] = []
    timed.onEvent((event) => timedEvents.push(event))
    results.push({ ok: true, output: output('one') })
    await timed.build([trigger])
    expect(timedEvents[0]).toMatchObject({ status: 'succeeded', phases: { buildMs: 52_500, releaseMs: 450 } })

    marks.push(0, 9_000, 9_000)
    results.push({ ok: false, message: 'invalid content (1 issue)', issues: [] })
    await timed.build([trigger])
    expect(timedEvents[1]).toMatchObject({ status: 'failed', phases: { buildMs: 9_000, releaseMs: null } })
    marks.push(0, 1_000, 1_200)
    results.push({ ok: true, output: output('two') })
    await timed.build([trigger])
    expect(timed.rollback()).toMatchObject({ ok: true })
    expect(timedEvents[3]).toMatchObject({ kind: 'rollback', phases: null })
  })

  it('publishes a shell-only change through the shell publisher, and builds when it declines, fails or the notices are not all the shell’s', async () => {
    const made: Release[] = []
    const answers: Array<'make' | 'decline' | 'throw'> = ['make', 'decline', 'throw']
    const shell: ShellPublishPort = {
      publish: async ({ releaseId }) => {
        const answer = answers.shift()
        if (answer === 'throw') throw new Error('disk full')
        if (answer === 'decline') return { ok: false, reason: 'content outside the shell’s slices changed' }
        const release = await releases.create(releaseId, output('shell'))
        made.push(release)
        return { ok: true, release, slices: ['shell-stripe', 'shell-version'], pages: 3, stored: 4 }
      },
    }
    let builds = 0
    const counting: SiteBuilder = { build: async (request) => ((builds += 1), builder.build(request)) }
    const withShell = new Publisher({ builder: counting, releases, site, records, shell })
    withShell.onEvent((event) => events.push(event))

    await withShell.build([trigger])
    expect(builds).toBe(0)
    expect(served).toEqual([made[0].id])
    expect(releases.live).toBe(made[0].id)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'shell' }, shell: { published: true, slices: ['shell-stripe', 'shell-version'], pages: 3, stored: 4 } })

    results.push({ ok: true, output: output('built') })
    await withShell.build([trigger])
    expect(builds).toBe(1)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'gatsby' }, shell: { published: false, reason: 'content outside the shell’s slices changed' } })

    results.push({ ok: true, output: output('built again') })
    await withShell.build([trigger])
    expect(builds).toBe(2)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', shell: { published: false, reason: 'the shell publish failed: disk full' } })

    results.push({ ok: true, output: output('price') })
    await withShell.build([trigger, { source: 'store-catalogue', reason: 'price', products: 1 }])
    expect(builds).toBe(3)
    expect(answers).toEqual([])
    expect(events.at(-1)).toMatchObject({ shell: { published: false, reason: 'a store-catalogue notice is pending' } })
  })

  it('publishes a catalogue-only change through the catalogue publisher, and builds when it declines, fails or another notice is pending', async () => {
    const made: Release[] = []
    const answers: Array<'make' | 'decline' | 'throw'> = ['make', 'decline', 'throw']
    const catalogue: CataloguePublishPort = {
      publish: async ({ releaseId }) => {
        const answer = answers.shift()
        if (answer === 'throw') throw new Error('disk full')
        if (answer === 'decline') return { ok: false, reason: 'products were added or removed' }
        const release = await releases.create(releaseId, output('catalogue'))
        made.push(release)
        return { ok: true, release, products: 1, pages: 5, stored: 10, stepsMs: { catalogue: 900 } }
      },
    }
    const shell: ShellPublishPort = { publish: async () => ({ ok: false, reason: 'never asked' }) }
    let builds = 0
    const counting: SiteBuilder = { build: async (request) => ((builds += 1), builder.build(request)) }
    const publisher = new Publisher({ builder: counting, releases, site, records, shell, catalogue })
    publisher.onEvent((event) => events.push(event))
    const price = { source: 'store-catalogue' as const, reason: 'price' as const, products: 1 }
    const vtex = { source: 'vtex-catalogue' as const, skuId: '2001', account: 'arenaesportes', changes: ['price'] }

    await publisher.build([price, vtex])
    expect(builds).toBe(0)
    expect(served).toEqual([made[0].id])
    expect(releases.live).toBe(made[0].id)
    expect(events.at(-1)).toMatchObject({
      status: 'succeeded',
      phases: { via: 'catalogue' },
      shell: { published: false, reason: 'a store-catalogue notice is pending' },
      catalogue: { published: true, products: 1, pages: 5, stored: 10 },
    })

    results.push({ ok: true, output: output('built') })
    await publisher.build([price])
    expect(builds).toBe(1)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'gatsby' }, catalogue: { published: false, reason: 'products were added or removed' } })

    results.push({ ok: true, output: output('built again') })
    await publisher.build([price])
    expect(builds).toBe(2)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', catalogue: { published: false, reason: 'the catalogue publish failed: disk full' } })

    results.push({ ok: true, output: output('content') })
    await publisher.build([price, trigger])
    expect(builds).toBe(3)
    expect(answers).toEqual([])
    expect(events.at(-1)).toMatchObject({ catalogue: { published: false, reason: 'a cms notice is pending' } })
  })

  it('changes nothing live when the build fails, and records why', async () => {
    results.push({ ok: true, output: output('one') })
    await publisher.build([trigger])
    const live = releases.live
    results.push({ ok: false, message: 'invalid content (1 issue)', issues: [{ source: 'content/shared/menu.json', path: 'departments.0.title', message: 'Required' }] })
    await publisher.build([trigger])
    expect(releases.live).toBe(live)
    expect(served).toHaveLength(1)
    expect(records.records[1]).toMatchObject({ status: 'failed', releaseId: null, error: { issues: [{ path: 'departments.0.title' }] } })
  })

  it('removes a release the site cannot serve and keeps the live one', async () => {
    results.push({ ok: true, output: output('one') })
    await publisher.build([trigger])
    const live = releases.live
    site.switchTo = () => {
      throw new Error('index.html missing')
    }
    results.push({ ok: true, output: output('two') })
    await publisher.build([trigger])
    expect(releases.live).toBe(live)
    expect(releases.releases.map((r) => r.id)).toEqual([live])
    expect(records.records[1].error?.message).toBe('the new build could not be served: index.html missing')
  })

  it('keeps the live release and the one before; rolls back to it', async () => {
    for (const name of ['one', 'two', 'three']) {
      results.push({ ok: true, output: output(name) })
      await publisher.build([trigger])
    }
    expect(releases.releases.map((r) => r.info?.buildId)).toEqual(['two', 'three'])
    const result = publisher.rollback()
    expect(result).toMatchObject({ ok: true, release: { info: { buildId: 'two' } } })
    expect(releases.current()?.info?.buildId).toBe('two')
    expect(records.records.at(-1)).toMatchObject({ kind: 'rollback', status: 'succeeded' })
  })

  it('says when there is nothing to roll back to', () => {
    expect(publisher.rollback()).toEqual({ ok: false, message: 'there is no previous release to go back to' })
    expect(records.records).toEqual([])
  })

  it('stops a build that takes too long, records it as failed and keeps the site', async () => {
    const slow: SiteBuilder = {
      build: ({ signal }) =>
        new Promise((resolve) => signal.addEventListener('abort', () => resolve({ ok: false, message: (signal.reason as Error).message, issues: [] }))),
    }
    publisher = new Publisher({ builder: slow, releases, site, records, buildTimeoutMs: 20 })
    await publisher.build([trigger])
    expect(records.records[0]).toMatchObject({ status: 'failed', error: { message: 'the build took too long and was stopped' } })
    expect(served).toEqual([])
  })

  it('names releases by record and time', () => {
    expect(releaseIdFor(12, new Date('2025-11-24T01:02:03.456Z'))).toBe('b12-20251124T010203Z')
  })
})
