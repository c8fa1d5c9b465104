import path from 'node:path'
import { loadContent } from '../../src/build/content'
import { seedSpaceExport } from '../../src/build/content/space-export'
import { startFakeContentfulManagement, type FakeContentfulManagement } from '../../src/test-support/fake-contentful'
import { linkOrder, setupSpace } from '../contentful/space-setup'

const root = path.resolve(__dirname, '../..')
const seed = seedSpaceExport({ consumer: loadContent('consumer'), business: loadContent('business') }, { spaceId: 'arena-seed' })

/** npm run cms:setup against a local stand-in of the Management API (checks versions, locales, fields, links and publishing order). */
describe('cms:setup', () => {
  // About 1,600 requests per run.
  jest.setTimeout(90_000)
  let cma: FakeContentfulManagement

  beforeEach(async () => {
    cma = await startFakeContentfulManagement({ spaceId: 'arena-seed', accessToken: 'cma-token', locales: ['pt-BR', 'en-US'] })
  })
  afterEach(() => cma.close())

  const run = () =>
    setupSpace(seed, { spaceId: 'arena-seed', environmentId: 'master', accessToken: 'cma-token', host: cma.host, hostUpload: cma.host, insecure: true, staticDir: path.join(root, 'static'), log: () => undefined, processingCheckWaitMs: 5 })

  it('creates and activates every content type, uploads and publishes every seed image, creates and publishes every entry', async () => {
    const summary = await run()
    expect(summary).toMatchObject({ locale: 'pt-BR', contentTypes: seed.space.contentTypes.length, assets: seed.space.assets.length, entries: seed.space.entries.length })
    expect(summary.created).toBe(seed.space.contentTypes.length + seed.space.assets.length + seed.space.entries.length)
    expect([...cma.contentTypes.keys()].sort()).toEqual(seed.space.contentTypes.map((type) => type.sys.id).sort())
    expect([...cma.contentTypes.keys()]).toEqual(expect.arrayContaining(['brand', 'sport', 'categoryTree', 'catalogueDepartment', 'catalogueCategory', 'catalogueSubcategory']))
    for (const store of [cma.contentTypes, cma.assets, cma.entries]) {
      for (const item of store.values()) expect(item.sys.publishedVersion).toBe(item.sys.version - 1)
    }
    expect(cma.uploads.size).toBe(seed.space.assets.length)
    const tree = cma.entries.get('category-tree')!
    expect((tree.fields as Record<string, Record<string, unknown[]>>).departments['pt-BR']).toHaveLength(loadContent('consumer').categoryTree.departments.length)
    const stripe = cma.entries.get('stripe-consumer-0')!
    expect((stripe.fields as Record<string, Record<string, unknown>>).stripeText).toEqual({ 'pt-BR': loadContent('consumer').stripe.messages[0].stripeText })
  })

  it('updates what exists when run again', async () => {
    await run()
    const summary = await run()
    expect(summary.created).toBe(0)
    expect(summary.updated).toBe(seed.space.contentTypes.length + seed.space.assets.length + seed.space.entries.length)
  })

  it('puts the values in the space’s default locale', async () => {
    await cma.close()
    cma = await startFakeContentfulManagement({ spaceId: 'arena-seed', accessToken: 'cma-token', locales: ['en-US'] })
    expect((await run()).locale).toBe('en-US')
    expect(Object.keys((cma.entries.get('site-consumer')!.fields as Record<string, object>).storeName)).toEqual(['en-US'])
  })

  it('is refused with a wrong token', async () => {
    await expect(
      setupSpace(seed, { spaceId: 'arena-seed', environmentId: 'master', accessToken: 'wrong', host: cma.host, insecure: true, staticDir: path.join(root, 'static'), log: () => undefined }),
    ).rejects.toThrow(/AccessTokenInvalid|401/)
  })

  it('orders entries after the entries they link to', () => {
    const ordered = linkOrder(seed.space.entries).map((entry) => entry.sys.id)
    expect(ordered.indexOf('dept-esportes')).toBeGreaterThan(-1)
    expect(ordered.indexOf('category-tree')).toBeGreaterThan(ordered.indexOf('dept-esportes'))
    expect(ordered.indexOf('menu-consumer')).toBeGreaterThan(ordered.indexOf('menu-shared-0'))
  })
})
