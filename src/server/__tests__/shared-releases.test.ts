import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FakeSiteBuilder, writeFakeSite } from '../test-support/fake-site-builder'
import { entryPublished, getSigned, postSigned, startLoadLoop, TEST_SIGNING_SECRET } from '../test-support/publishing'
import { startTestServer, type TestServer } from '../test-support/server'
import type { PublishStatus } from '../domain/publishing/status'

const OLD_TEXT = 'Frete grátis nas compras acima de R$ 299'
const NEW_TEXT = 'Frete grátis acima de R$ 199 — só hoje'
/** The follower's period in these tests (production: RELEASE_FOLLOW_MS). */
const FOLLOW_MS = 200

/**
 * Two instances over one release store (a shared BUILDS_DIR), each with its
 * own site folder and database, as behind a load balancer: one publishes, the
 * other follows the live pointer; a restart serves the current release.
 */
describe('instances sharing a release store', () => {
  let buildsDir: string
  const siteDirs: string[] = []
  const servers: TestServer[] = []
  const builders = new Map<TestServer, FakeSiteBuilder>()

  async function instance(siteDir: string, dataDir?: string): Promise<TestServer> {
    const builder = new FakeSiteBuilder(siteDir, { stripeText: OLD_TEXT })
    const server = await startTestServer({
      serveSite: true,
      catalogSize: 20,
      siteBuilder: builder,
      dataDir,
      env: { PUBLISH_SIGNING_SECRET: TEST_SIGNING_SECRET, BUILDS_DIR: buildsDir, PUBLISH_SITE_DIR: siteDir, PUBLISH_DEBOUNCE_MS: '50' },
      releaseFollowMs: FOLLOW_MS,
    })
    servers.push(server)
    builders.set(server, builder)
    return server
  }
  const home = async (server: TestServer) => (await server.client().get('/')).text
  const liveOf = async (server: TestServer) => ((await getSigned(server.baseUrl, '/api/publish/status')).body as PublishStatus).live?.releaseId
  async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
    const started = Date.now()
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error('not within the time')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return Date.now() - started
  }

  beforeEach(() => {
    buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'))
    // The deploy's build, the same in every instance (one image).
    const first = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-site-'))
    writeFakeSite(first, OLD_TEXT, 0)
    const second = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-site-'))
    fs.cpSync(first, second, { recursive: true })
    siteDirs.push(first, second)
  })

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
    for (const dir of [buildsDir, ...siteDirs.splice(0)]) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('a publish on one instance goes live on the other within seconds, atomically, with no failed request; a restart serves it; a rollback is followed too', async () => {
    const a = await instance(siteDirs[0])
    const b = await instance(siteDirs[1])
    // The deploy's build was adopted once (by the first instance); the second serves the same release.
    expect(await liveOf(a)).toMatch(/^b1-/)
    expect(await liveOf(b)).toBe(await liveOf(a))
    expect(fs.readdirSync(path.join(buildsDir, 'releases'))).toHaveLength(1)

    const loop = startLoadLoop(b.baseUrl, ['/', '/page-data/index/page-data.json', '/page-data/app-data.json', '/sobre'])
    await loop.reached(40)
    builders.get(a)!.content.stripeText = NEW_TEXT
    expect((await postSigned(a.baseUrl, entryPublished())).status).toBe(202)
    await a.composition.services.publishing!.idle()
    expect(await home(a)).toContain(NEW_TEXT)
    const followedInMs = await eventually(async () => (await home(b)).includes(NEW_TEXT))
    await loop.reached(loop.count() + 40)
    const { failures, bodies } = await loop.stop()
    expect(failures).toEqual([])
    const homes = [...bodies.get('/')!]
    expect(homes.some((html) => html.includes(OLD_TEXT)) && homes.some((html) => html.includes(NEW_TEXT))).toBe(true)
    expect(homes.every((html) => html.endsWith('</html>'))).toBe(true)
    // B built nothing: one build, on A.
    expect(builders.get(b)!.builds).toBe(0)
    expect(builders.get(a)!.builds).toBe(1)
    expect(followedInMs).toBeLessThan(3_000)

    // A restart of B serves the current release at once.
    const bData = b.dataDir
    await b.close({ keepData: true })
    servers.splice(servers.indexOf(b), 1)
    const restarted = await instance(siteDirs[1], bData)
    expect(await home(restarted)).toContain(NEW_TEXT)

    // A rollback on A is followed by B.
    expect((await postSigned(a.baseUrl, { path: '/api/publish/rollback', body: {}, headers: {} })).status).toBe(200)
    await eventually(async () => (await home(restarted)).includes(OLD_TEXT))
  })
})
