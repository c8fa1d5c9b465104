import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../../contracts/publishing'
import type { BuildInfo } from '../../../contracts/schemas/publishing'
import type { ShellSlicesContent } from '../../../contracts/server-regions'
import type { Release } from '../../domain/publishing/ports'
import { Publisher, type PublishEvent } from '../../domain/publishing/publisher'
import { CountingBuilder, MemoryRecords, writeBuildFile } from '../../test-support/release-fakes'
import type { PublishTrigger } from '../../domain/publishing/triggers'
import type { PublishedShell, PublishedShellSource } from '../published-shell'
import { DERIVED_MTIME_MS, FileReleaseRepository } from '../release-store'
import { ShellPublisher } from '../shell-publisher'

/**
 * The shell publish without a build against a real release store (decision
 * record 0041): a build folder of Gatsby's shape (pages with stitched slices,
 * the slices' HTML and data, app-data.json stamped with the shell version, the
 * service worker, the compiled shell slices renderer), adopted as the live
 * release; then notices.
 */

const BUNDLE = 'f28decd14b82c284384d'
const RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;')
exports.renderShellSlices = (content) => ({
  'shell-stripe': '<div class="stripe">' + content.stripe.messages.map((m) => '<p>' + escape(m.stripeText) + '</p>').join('') + '</div>',
  'shell-menu': '<nav>' + content.menu.departments.map((d) => escape(d.name)).join(' ') + '</nav>',
  'shell-footer': '<footer>Rodapé</footer>',
  'shell-imperdivel': '',
})
`

const content = (stripeText: string): ShellSlicesContent =>
  ({ stripe: { enableSession: true, messages: [{ stripeText }] }, menu: { departments: [{ name: 'Futebol' }] }, footer: null, imperdivel: null }) as unknown as ShellSlicesContent

const markupOf = (stripeText: string) => `<div class="stripe"><p>${stripeText}</p></div>`
const versionMarkup = (version: string) => `<span hidden="" data-shell-content-version="${version}"></span>`

const stitchedPage = (title: string, stripeText: string, version: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><title>${title}</title></head><body><div id="___gatsby">` +
  `<!-- slice-start id="shell-version-1" -->${versionMarkup(version)}<!-- slice-end id="shell-version-1" -->` +
  `<header><!-- slice-start id="shell-stripe-1" -->${markupOf(stripeText)}<!-- slice-end id="shell-stripe-1" -->` +
  `<!-- slice-start id="shell-menu-1" --><nav>Futebol</nav><!-- slice-end id="shell-menu-1" --></header><main><h1>${title}</h1></main>` +
  `<!-- slice-start id="shell-footer-1" --><footer>Rodapé</footer><!-- slice-end id="shell-footer-1" -->` +
  `<!-- slice-start id="shell-imperdivel-1" --><!-- slice-end id="shell-imperdivel-1" --></div></body></html>`

const sliceData = (chunk: string, cmsShell: Record<string, unknown>) =>
  JSON.stringify({ componentChunkName: `slice---src-templates-slices-${chunk}-tsx`, result: { data: { cmsShell }, sliceContext: { path: `slice--shell-${chunk}` } }, staticQueryHashes: [] })


/** A build folder as Gatsby leaves it for this content and versions. */
function writeBuild(siteDir: string, stripeText: string, versions: { shell: string; pages: string }): BuildInfo {
  const publicDir = path.join(siteDir, 'public')
  const cacheDir = path.join(siteDir, '.cache')
  fs.rmSync(siteDir, { recursive: true, force: true })
  const shell = content(stripeText)
  writeBuildFile(path.join(publicDir, 'index.html'), stitchedPage('Início', stripeText, versions.shell))
  writeBuildFile(path.join(publicDir, 'lojas', 'index.html'), stitchedPage('Lojas', stripeText, versions.shell))
  writeBuildFile(path.join(publicDir, 'sem-fatias', 'index.html'), '<html><body>Sem fatias</body></html>')
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-stripe-1.html'), markupOf(stripeText))
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-menu-1.html'), '<nav>Futebol</nav>')
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-footer-1.html'), '<footer>Rodapé</footer>')
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-imperdivel-1.html'), '')
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-version-1.html'), versionMarkup(versions.shell))
  writeBuildFile(path.join(publicDir, 'slice-data', 'shell-stripe.json'), sliceData('stripe', { stripe: shell.stripe }))
  writeBuildFile(path.join(publicDir, 'slice-data', 'shell-menu.json'), sliceData('menu', { menu: shell.menu }))
  writeBuildFile(path.join(publicDir, 'slice-data', 'shell-footer.json'), sliceData('footer', { footer: shell.footer }))
  writeBuildFile(path.join(publicDir, 'slice-data', 'shell-imperdivel.json'), sliceData('imperdivel', { imperdivel: shell.imperdivel }))
  writeBuildFile(path.join(publicDir, 'slice-data', 'shell-version.json'), sliceData('version', { version: versions.shell }))
  writeBuildFile(path.join(publicDir, 'page-data', 'app-data.json'), JSON.stringify({ webpackCompilationHash: `${BUNDLE}.${versions.shell}` }))
  writeBuildFile(path.join(publicDir, 'page-data', 'index', 'page-data.json'), JSON.stringify({ path: '/', slicesMap: { 'shell-stripe': 'shell-stripe' } }))
  writeBuildFile(path.join(publicDir, 'sw.js'), `"use strict";(()=>{var w={build:"${BUNDLE}.${versions.shell}",offlinePage:"/offline"};})();`)
  writeBuildFile(path.join(cacheDir, 'page-ssr', 'routes', 'shell-slices.js'), RENDERER)
  const info: BuildInfo = {
    buildId: 'build-1',
    builtAt: '2026-11-29T10:00:00.000Z',
    commit: 'c0ffee',
    contentVersion: `content-${versions.shell}`,
    catalogueVersion: 'catalogue-1',
    shellVersion: versions.shell,
    pagesContentVersion: versions.pages,
    webpackCompilationHash: `${BUNDLE}.${versions.shell}`,
    pages: 3,
  }
  writeBuildFile(path.join(cacheDir, BUILD_INFO_FILE), JSON.stringify(info))
  return info
}



class FakePublishedShell implements PublishedShellSource {
  reads = 0
  constructor(public shell: PublishedShell | Error) {}
  async read(): Promise<PublishedShell> {
    this.reads += 1
    if (this.shell instanceof Error) throw this.shell
    return this.shell
  }
}

const stripeNotice: PublishTrigger = { source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: 'stripe1', contentType: 'promotionalStripe', revision: 4 }
const folderNotice: PublishTrigger = { source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: 'content', contentType: 'localContent', revision: null }
const priceNotice: PublishTrigger = { source: 'store-catalogue', reason: 'price', products: 1 }

describe('the shell publish without a build, with a real release store (decision record 0041)', () => {
  let root: string
  let siteDir: string
  let releases: FileReleaseRepository
  let builder: CountingBuilder
  let source: FakePublishedShell
  let served: Release[]
  let events: PublishEvent[]
  let publisher: Publisher
  let adopted: Release

  const text = (release: Release, sitePath: string): string => {
    const file = release.publicFiles.resolve(sitePath)
    if (!file) throw new Error(`${sitePath} is not in ${release.id}`)
    return fs.readFileSync(file, 'utf8')
  }
  const published = (stripeText: string, shellVersion: string, pagesContentVersion = 'pages-1'): PublishedShell => ({
    content: content(stripeText),
    contentVersion: `content-${shellVersion}`,
    shellVersion,
    pagesContentVersion,
  })

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-publish-'))
    siteDir = path.join(root, 'site')
    writeBuild(siteDir, 'Frete grátis acima de R$ 299', { shell: 'aaaaaaaaaaaa', pages: 'pages-1' })
    releases = new FileReleaseRepository(path.join(root, 'builds'))
    builder = new CountingBuilder(siteDir)
    source = new FakePublishedShell(published('Frete grátis acima de R$ 199', 'bbbbbbbbbbbb'))
    served = []
    events = []
    let clock = Date.parse('2026-11-29T12:00:00Z')
    publisher = new Publisher({
      builder,
      releases,
      site: { switchTo: (release) => served.push(release) },
      records: new MemoryRecords(),
      shell: new ShellPublisher({ releases, shell: source }),
      now: () => new Date((clock += 1000)),
    })
    publisher.onEvent((event) => events.push(event))
    await publisher.adopt({ publicDir: path.join(siteDir, 'public'), cacheDir: path.join(siteDir, '.cache'), info: JSON.parse(fs.readFileSync(path.join(siteDir, '.cache', BUILD_INFO_FILE), 'utf8')) as BuildInfo })
    adopted = releases.current()!
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('a stripe notice makes a release without a build: the pages, the slice and its data show the new text, and the version moves as a build moves it', async () => {
    await publisher.build([stripeNotice])
    expect(builder.builds).toBe(0)
    const live = releases.current()!
    expect(live.id).not.toBe(adopted.id)
    expect(served.at(-1)?.id).toBe(live.id)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'shell' }, shell: { published: true, pages: 2 } })
    expect((events.at(-1)?.shell as { slices: string[] }).slices.sort()).toEqual(['shell-stripe', 'shell-version'])

    // Every page is what Gatsby would stitch for the new content; a page without slices is the same object.
    for (const [sitePath, title] of [['/index.html', 'Início'], ['/lojas/index.html', 'Lojas']]) {
      expect(text(live, sitePath)).toBe(stitchedPage(title, 'Frete grátis acima de R$ 199', 'bbbbbbbbbbbb'))
    }
    expect(live.publicFiles.resolve('/sem-fatias/index.html')).toBe(adopted.publicFiles.resolve('/sem-fatias/index.html'))
    expect(text(live, '/_gatsby/slices/shell-stripe-1.html')).toBe(markupOf('Frete grátis acima de R$ 199'))
    expect(JSON.parse(text(live, '/slice-data/shell-stripe.json'))).toEqual(JSON.parse(sliceData('stripe', { stripe: content('Frete grátis acima de R$ 199').stripe })))
    // The menu's markup and data did not change: the same objects.
    expect(live.publicFiles.resolve('/slice-data/shell-menu.json')).toBe(adopted.publicFiles.resolve('/slice-data/shell-menu.json'))

    // The version: its slice and data, app-data.json's stamped hash and the service worker's build (open tabs reload once).
    expect(text(live, '/_gatsby/slices/shell-version-1.html')).toBe(versionMarkup('bbbbbbbbbbbb'))
    expect(JSON.parse(text(live, '/slice-data/shell-version.json')).result.data.cmsShell).toEqual({ version: 'bbbbbbbbbbbb' })
    expect(JSON.parse(text(live, '/page-data/app-data.json'))).toEqual({ webpackCompilationHash: `${BUNDLE}.bbbbbbbbbbbb` })
    expect(text(live, '/sw.js')).toContain(`build:"${BUNDLE}.bbbbbbbbbbbb"`)
    expect(text(live, '/page-data/index/page-data.json')).toBe(text(adopted, '/page-data/index/page-data.json'))

    // The record: the same build (a restart does not adopt the site folder's build again), the new versions.
    expect(live.info).toMatchObject({ buildId: 'build-1', shellVersion: 'bbbbbbbbbbbb', contentVersion: 'content-bbbbbbbbbbbb', pagesContentVersion: 'pages-1', webpackCompilationHash: `${BUNDLE}.bbbbbbbbbbbb` })
    expect(fs.existsSync(path.join(live.cacheDir, 'page-ssr', 'routes', 'shell-slices.js'))).toBe(true)
  })

  it("marks the files it changed so that the next release from a build reads them again (a build's file never has their time)", async () => {
    await publisher.build([folderNotice])
    const manifest = fs.readFileSync(path.join(root, 'builds', 'releases', releases.current()!.id, 'manifest.tsv'), 'utf8')
    expect(manifest).toMatch(new RegExp(`^index\\.html\\t[0-9a-f]{64}\\.html\\t\\d+\\t${DERIVED_MTIME_MS}$`, 'm'))
    expect(manifest).not.toMatch(new RegExp(`^sem-fatias/index\\.html\\t.*\\t${DERIVED_MTIME_MS}$`, 'm'))

    // The site folder still holds the old stripe (nothing was built): a build of the same folder is served as it is.
    source.shell = published('x', 'aaaaaaaaaaaa', 'pages-2')
    await publisher.build([folderNotice])
    expect(builder.builds).toBe(1)
    expect(text(releases.current()!, '/index.html')).toContain('Frete grátis acima de R$ 299')
  })

  it('a change outside the slices, a mixed notice, a missing renderer or an unreadable content build with Gatsby, saying why', async () => {
    source.shell = published('Frete grátis acima de R$ 199', 'bbbbbbbbbbbb', 'pages-2')
    await publisher.build([folderNotice])
    expect(builder.builds).toBe(1)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'gatsby' }, shell: { published: false, reason: 'content outside the shell’s slices changed' } })

    source.shell = published('Frete grátis acima de R$ 199', 'bbbbbbbbbbbb')
    const reads = source.reads
    await publisher.build([stripeNotice, priceNotice])
    expect(builder.builds).toBe(2)
    expect(source.reads).toBe(reads)
    expect(events.at(-1)?.shell).toEqual({ published: false, reason: 'a store-catalogue notice is pending' })

    source.shell = new Error('content/consumer/stripe.json: messages.0.stripeText: Required')
    await publisher.build([stripeNotice])
    expect(builder.builds).toBe(3)
    expect(events.at(-1)?.shell).toEqual({ published: false, reason: 'content/consumer/stripe.json: messages.0.stripeText: Required' })

    source.shell = published('Frete grátis acima de R$ 199', 'bbbbbbbbbbbb')
    fs.rmSync(path.join(releases.current()!.cacheDir, 'page-ssr', 'routes', 'shell-slices.js'))
    await publisher.build([stripeNotice])
    expect(builder.builds).toBe(4)
    expect(events.at(-1)?.shell).toMatchObject({ published: false, reason: expect.stringMatching(/no compiled shell slices renderer/) })
  })

  it('a build that does not stamp the version it records is not guessed at: Gatsby builds, and the live release stays until then', async () => {
    writeBuildFile(path.join(siteDir, 'public', 'sw.js'), '"use strict";(()=>{var w={build:"another"};})();')
    fs.rmSync(path.join(root, 'builds'), { recursive: true, force: true })
    releases = new FileReleaseRepository(path.join(root, 'builds'))
    publisher = new Publisher({ builder, releases, site: { switchTo: (release) => served.push(release) }, records: new MemoryRecords(), shell: new ShellPublisher({ releases, shell: source }) })
    publisher.onEvent((event) => events.push(event))
    await publisher.adopt({ publicDir: path.join(siteDir, 'public'), cacheDir: path.join(siteDir, '.cache'), info: adopted.info })
    const live = releases.current()!.id
    const switched = served.length
    let failedBuild = false
    jest.spyOn(builder, 'build').mockImplementation(async () => {
      failedBuild = true
      return { ok: false, message: 'stopped', issues: [] }
    })
    await publisher.build([stripeNotice])
    expect(failedBuild).toBe(true)
    expect(events.at(-1)?.shell).toEqual({ published: false, reason: `sw.js does not name the live build ${BUNDLE}.aaaaaaaaaaaa` })
    expect(releases.current()!.id).toBe(live)
    expect(served.length).toBe(switched)
    expect(releases.list().map((release) => release.id)).toEqual([live])
  })
})
