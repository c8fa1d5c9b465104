import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILD_INFO_FILE, CATALOGUE_RECORD_FILE } from '../../../contracts/publishing'
import type { BuildInfo } from '../../../contracts/schemas/publishing'
import type { Release } from '../../domain/publishing/ports'
import { Publisher, type PublishEvent } from '../../domain/publishing/publisher'
import { CountingBuilder, MemoryRecords, writeBuildFile } from '../../test-support/release-fakes'
import type { PublishTrigger } from '../../domain/publishing/triggers'
import { CataloguePublisher, type CatalogueChanges, type CatalogueChangesRequest, type CatalogueChangesSource } from '../catalogue-publisher'
import { FileReleaseRepository, readBuildInfo } from '../release-store'

/**
 * The catalogue publish without a build against a real release store
 * (decision record 0042): a build folder of Gatsby's shape (pages with their
 * slices stitched, page data, the sitemap, the build and catalogue records),
 * adopted as the live release; the site folder's script is a stand-in that
 * answers what it was asked with pages as Gatsby's renderer leaves them.
 */

const STRIPE = '<div class="stripe">Frete grátis</div>'
const SITE = 'https://www.arenaesportes.com.br'
const BUILT_AT = '2026-11-01T10:00:00.000Z'

const rendered = (body: string) => `<html><body><slice-start id="shell-stripe-1"></slice-start><slice-end id="shell-stripe-1"></slice-end><main>${body}</main></body></html>`
const stitched = (body: string, stripe = STRIPE) => `<html><body><!-- slice-start id="shell-stripe-1" -->${stripe}<!-- slice-end id="shell-stripe-1" --><main>${body}</main></body></html>`
const pageData = (pagePath: string, price: number) => JSON.stringify({ componentChunkName: 'component---src-templates-product-tsx', path: pagePath, result: { data: { price }, pageContext: { productId: '1' } }, staticQueryHashes: [], slicesMap: {} })
const sitemap = (productLastmod: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${SITE}/</loc><lastmod>${BUILT_AT}</lastmod></url><url><loc>${SITE}/bola/p</loc><lastmod>${productLastmod}</lastmod></url></urlset>`


function writeBuild(siteDir: string): BuildInfo {
  const publicDir = path.join(siteDir, 'public')
  const cacheDir = path.join(siteDir, '.cache')
  writeBuildFile(path.join(publicDir, 'index.html'), stitched('Início'))
  writeBuildFile(path.join(publicDir, 'bola', 'p', 'index.html'), stitched('Bola R$ 99,90'))
  writeBuildFile(path.join(publicDir, 'page-data', 'bola', 'p', 'page-data.json'), pageData('/bola/p', 9990))
  writeBuildFile(path.join(publicDir, '_gatsby', 'slices', 'shell-stripe-1.html'), STRIPE)
  writeBuildFile(path.join(publicDir, 'sitemap-0.xml'), sitemap(BUILT_AT))
  writeBuildFile(path.join(publicDir, 'sitemap-index.xml'), `<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`)
  writeBuildFile(path.join(cacheDir, CATALOGUE_RECORD_FILE), JSON.stringify({ built: 'record' }))
  const info: BuildInfo = {
    buildId: 'build-1',
    builtAt: BUILT_AT,
    commit: 'c0ffee',
    contentVersion: 'content-1',
    catalogueVersion: 'catalogue-1',
    shellVersion: 'shell-1',
    pagesContentVersion: 'pages-1',
    webpackCompilationHash: 'f28decd14b82c284384d.shell-1',
    pages: 2,
  }
  writeBuildFile(path.join(cacheDir, BUILD_INFO_FILE), JSON.stringify(info))
  return info
}



/** The site folder's script: records what it was asked, writes the record, answers the changes given. */
class FakeChanges implements CatalogueChangesSource {
  requests: Array<{ request: CatalogueChangesRequest; record: string }> = []
  constructor(public answer: CatalogueChanges | Error) {}
  async read(request: CatalogueChangesRequest, outDir: string): Promise<CatalogueChanges> {
    this.requests.push({ request, record: fs.readFileSync(request.recordFile, 'utf8') })
    if (this.answer instanceof Error) throw this.answer
    fs.writeFileSync(path.join(outDir, 'record.json'), JSON.stringify({ after: this.requests.length }))
    return this.answer
  }
}

const priceNotice: PublishTrigger = { source: 'store-catalogue', reason: 'price', products: 1 }
const PUBLISHED_AT = '2026-11-29T12:00:01.000Z'

const priceChange = (price: number): Extract<CatalogueChanges, { ok: true }> => ({
  ok: true,
  changed: ['1'],
  catalogueVersion: `catalogue-${price}`,
  pages: [{ path: '/bola/p', pageDataPath: 'page-data/bola/p/page-data.json', htmlPath: 'bola/p/index.html', pageData: pageData('/bola/p', price), html: rendered(`Bola ${price}`) }],
  lastmods: { '/bola/p': PUBLISHED_AT },
})

describe('the catalogue publish without a build, with a real release store (decision record 0042)', () => {
  let root: string
  let siteDir: string
  let releases: FileReleaseRepository
  let builder: CountingBuilder
  let changes: FakeChanges
  let events: PublishEvent[]
  let served: Release[]
  let publisher: Publisher
  let adopted: Release

  const text = (release: Release, sitePath: string): string => {
    const file = release.publicFiles.resolve(sitePath)
    if (!file) throw new Error(`${sitePath} is not in ${release.id}`)
    return fs.readFileSync(file, 'utf8')
  }

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-publish-'))
    siteDir = path.join(root, 'site')
    writeBuild(siteDir)
    releases = new FileReleaseRepository(path.join(root, 'builds'))
    builder = new CountingBuilder(siteDir)
    changes = new FakeChanges(priceChange(12345))
    events = []
    served = []
    let clock = Date.parse('2026-11-29T12:00:00Z')
    publisher = new Publisher({
      builder,
      releases,
      site: { switchTo: (release) => served.push(release) },
      records: new MemoryRecords(),
      catalogue: new CataloguePublisher({ releases, changes, siteCacheDir: path.join(siteDir, '.cache'), now: () => new Date(PUBLISHED_AT) }),
      now: () => new Date((clock += 1000)),
    })
    publisher.onEvent((event) => events.push(event))
    await publisher.adopt({ publicDir: path.join(siteDir, 'public'), cacheDir: path.join(siteDir, '.cache'), info: readBuildInfo(path.join(siteDir, '.cache'))! })
    adopted = releases.current()!
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("a price notice makes a release without a build: the product's page data and stitched HTML, its sitemap lastmod, the catalogue record and version", async () => {
    await publisher.build([priceNotice])
    expect(builder.builds).toBe(0)
    const live = releases.current()!
    expect(live.id).not.toBe(adopted.id)
    expect(served.at(-1)?.id).toBe(live.id)
    expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'catalogue' }, catalogue: { published: true, products: 1, pages: 1 } })
    // The script was asked against the live build: its record, id, content version and Gatsby's own hash.
    expect(changes.requests[0].request).toMatchObject({ buildId: 'build-1', contentVersion: 'content-1', compilationHash: 'f28decd14b82c284384d' })
    expect(changes.requests[0].record).toBe(JSON.stringify({ built: 'record' }))

    expect(text(live, '/page-data/bola/p/page-data.json')).toBe(pageData('/bola/p', 12345))
    expect(text(live, '/bola/p/index.html')).toBe(stitched('Bola 12345'))
    expect(text(live, '/sitemap-0.xml')).toBe(sitemap(PUBLISHED_AT))
    // Nothing else changed: the same objects.
    for (const sitePath of ['/index.html', '/sitemap-index.xml', '/_gatsby/slices/shell-stripe-1.html']) expect(live.publicFiles.resolve(sitePath)).toBe(adopted.publicFiles.resolve(sitePath))
    // The same build (its id stays), with the new catalogue version and record.
    expect(live.info).toMatchObject({ buildId: 'build-1', catalogueVersion: 'catalogue-12345', contentVersion: 'content-1', builtAt: PUBLISHED_AT })
    expect(readBuildInfo(live.cacheDir)).toEqual(live.info)
    expect(fs.readFileSync(path.join(live.cacheDir, CATALOGUE_RECORD_FILE), 'utf8')).toBe(JSON.stringify({ after: 1 }))
    expect(fs.readFileSync(path.join(adopted.cacheDir, CATALOGUE_RECORD_FILE), 'utf8')).toBe(JSON.stringify({ built: 'record' }))

    // The next publish compares with this release's record, and stitches the live release's slices.
    changes.answer = priceChange(777)
    await publisher.build([priceNotice])
    expect(changes.requests[1].record).toBe(JSON.stringify({ after: 1 }))
    expect(text(releases.current()!, '/bola/p/index.html')).toBe(stitched('Bola 777'))
  })

  it('builds with Gatsby, the live release untouched meanwhile, when the script declines or fails, the site folder holds another build, or the live release lacks the page', async () => {
    const builtWith = async (reason: string) => {
      const before = builder.builds
      await publisher.build([priceNotice])
      expect(builder.builds).toBe(before + 1)
      expect(events.at(-1)).toMatchObject({ status: 'succeeded', phases: { via: 'gatsby' }, catalogue: { published: false, reason: expect.stringContaining(reason) } })
    }
    changes.answer = { ok: false, reason: 'products were added or removed' }
    await builtWith('products were added or removed')

    changes.answer = new Error('catalogue-changes.ts: the database is locked')
    await builtWith("the catalogue's changes could not be read: catalogue-changes.ts: the database is locked")

    changes.answer = { ...priceChange(1), pages: [{ ...priceChange(1).pages[0], path: '/nova/p', htmlPath: 'nova/p/index.html', pageDataPath: 'page-data/nova/p/page-data.json' }] }
    await builtWith('the live release has no page /nova/p')

    const info = readBuildInfo(path.join(siteDir, '.cache'))!
    writeBuildFile(path.join(siteDir, '.cache', BUILD_INFO_FILE), JSON.stringify({ ...info, buildId: 'build-2' }))
    changes.answer = priceChange(2)
    const asked = changes.requests.length
    await builtWith('the site folder holds another build')
    expect(changes.requests).toHaveLength(asked)
  })
})
