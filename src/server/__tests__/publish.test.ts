import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PublishEvent } from '../domain/publishing/publisher'
import type { PublishStatus } from '../domain/publishing/status'
import type { ErrorBody } from '../http/errors'
import { FakeSiteBuilder, writeFakeSite } from '../test-support/fake-site-builder'
import { entryPublished, getSigned, postSigned, startLoadLoop, TEST_SIGNING_SECRET } from '../test-support/publishing'
import { startTestServer, type TestClient, type TestServer } from '../test-support/server'
import { editorAccessToken } from '../domain/publishing/editor-access'
import { EDITOR_ACCESS_MS } from '../domain/publishing/limits'

const OLD_TEXT = 'Frete grátis nas compras acima de R$ 299'
const NEW_TEXT = 'Frete grátis acima de R$ 199 — só hoje'

/**
 * Publishing against the real server (HTTP, database, releases on disk, the
 * live site swapped in place) with a stand-in for `gatsby build` that writes
 * a small site of Gatsby's shape into its site folder.
 */
describe('publishing', () => {
  let siteDir: string
  let buildsDir: string
  let builder: FakeSiteBuilder
  let server: TestServer
  let events: PublishEvent[]

  async function start(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
    const started = await startTestServer({
      serveSite: true,
      catalogSize: 20,
      siteBuilder: builder,
      dataDir,
      env: { PUBLISH_SIGNING_SECRET: TEST_SIGNING_SECRET, BUILDS_DIR: buildsDir, PUBLISH_SITE_DIR: siteDir, PUBLISH_DEBOUNCE_MS: '100', ...env },
    })
    started.composition.services.publishing?.onEvent((event) => events.push(event))
    return started
  }

  const status = async (): Promise<PublishStatus> => {
    const answer = await getSigned(server.baseUrl, '/api/publish/status')
    expect(answer.status).toBe(200)
    return answer.body as PublishStatus
  }
  /** A browser that opened an editor's access link: it holds the page's access cookie. */
  const editor = async (): Promise<TestClient> => {
    const client = server.client()
    const opened = await client.get(`/publicacao?acesso=${editorAccessToken(TEST_SIGNING_SECRET, Date.now() + EDITOR_ACCESS_MS)}`)
    expect({ status: opened.status, location: opened.headers.get('location') }).toEqual({ status: 303, location: '/publicacao' })
    return client
  }
  const idle = () => server.composition.services.publishing!.idle()
  const home = async () => (await server.client().get('/')).text

  beforeEach(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-site-'))
    buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-builds-'))
    // The deploy's own build, found in the site folder at start.
    writeFakeSite(siteDir, OLD_TEXT, 0)
    builder = new FakeSiteBuilder(siteDir, { stripeText: OLD_TEXT })
    events = []
    server = await start()
  })

  afterEach(async () => {
    await server.close()
    fs.rmSync(siteDir, { recursive: true, force: true })
    fs.rmSync(buildsDir, { recursive: true, force: true })
  })

  it('adopts the build found at start as the first release and serves it from there', async () => {
    const current = await status()
    expect(current.enabled).toBe(true)
    expect(current.live?.releaseId).toMatch(/^b1-/)
    expect(current.builds).toEqual([expect.objectContaining({ id: 1, kind: 'adopt', status: 'succeeded' })])
    expect(await home()).toContain(OLD_TEXT)
    // The site folder is not what is served: a build rewriting it changes nothing live.
    fs.writeFileSync(path.join(siteDir, 'public', 'index.html'), '<p>half written')
    expect(await home()).toContain(OLD_TEXT)
    // Served through the release's manifest over the stored objects: what it does not name is the 404 page.
    const stored = fs.readdirSync(path.join(buildsDir, 'objects')).filter((folder) => /^[0-9a-f]{2}$/.test(folder))
    expect(stored.length).toBeGreaterThan(0)
    const object = fs.readdirSync(path.join(buildsDir, 'objects', stored[0]))[0]
    for (const missing of ['/nao-existe', '/manifest.tsv', '/release.json', `/${stored[0]}/${object}`, `/objects/${stored[0]}/${object}`, '/%2e%2e/current']) {
      const answer = await server.client().get(missing)
      expect([missing, answer.status]).toEqual([missing, 404])
      expect(answer.text).toContain('Página não encontrada')
    }
  })

  it('puts a signed publish live with no restart while a loop of page and page-data requests sees no failure', async () => {
    const loop = startLoadLoop(server.baseUrl, ['/', '/page-data/index/page-data.json', '/page-data/app-data.json', '/account/orders', '/home', '/sobre'])
    // The loop runs on the old build before the publish and goes on after the switch (counts, not times: a loaded machine is slower).
    await loop.reached(60)
    builder.content.stripeText = NEW_TEXT
    const notice = await postSigned(server.baseUrl, entryPublished())
    expect(notice.status).toBe(202)
    expect(notice.body).toMatchObject({ accepted: true, build: 'scheduled', trigger: { source: 'cms', entryId: 'stripe-consumer', contentType: 'promotionalStripe' } })
    await idle()
    await loop.reached(loop.count() + 60)
    const { requests, failures, bodies } = await loop.stop()

    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(100)
    // Both builds were seen by the loop, and every page answer was whole: one build or the other.
    const homes = [...bodies.get('/')!]
    expect(homes.some((html) => html.includes(OLD_TEXT))).toBe(true)
    expect(homes.some((html) => html.includes(NEW_TEXT))).toBe(true)
    expect(homes.every((html) => html.endsWith('</html>'))).toBe(true)
    expect(await home()).toContain(NEW_TEXT)
    expect((await server.client().get('/page-data/index/page-data.json')).text).toContain(NEW_TEXT)
    expect((await server.client().get('/page-data/app-data.json')).body).toEqual({ webpackCompilationHash: 'hash1' })
    // A tab from the old build still gets its bundle.
    expect((await server.client().get('/app-hash0.js')).status).toBe(200)
    expect((await server.client().get('/app-hash1.js')).status).toBe(200)

    const after = await status()
    expect(after.builds[0]).toMatchObject({ kind: 'build', status: 'succeeded', noticeCount: 1, error: null, versions: { commit: 'abc123' } })
    expect(after.builds[0].durationMs).toBeGreaterThan(0)
    expect(after.builds[0].triggers).toEqual([expect.objectContaining({ source: 'cms', topic: 'ContentManagement.Entry.publish' })])
    expect(after.live?.releaseId).toBe(after.builds[0].releaseId)
    expect(events).toEqual([expect.objectContaining({ kind: 'build', status: 'succeeded', recordId: after.builds[0].id })])
  })

  it('refuses unsigned, badly signed, altered and stale notices with 401 and builds nothing', async () => {
    const notice = entryPublished()
    const unsigned = await server.client().post('/api/publish', notice.body, { headers: notice.headers, xsrf: false })
    expect(unsigned.status).toBe(401)
    expect(unsigned.body).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    expect((await postSigned(server.baseUrl, { ...notice, secret: 'x'.repeat(64) })).status).toBe(401)
    expect((await postSigned(server.baseUrl, { ...notice, at: Date.now() - 10 * 60_000 })).status).toBe(401)
    // Signed for one body, sent with another.
    const text = JSON.stringify(notice.body)
    const { signRequest } = await import('../domain/publishing/signature')
    const headers = { 'content-type': 'application/json', ...notice.headers }
    const signature = signRequest(TEST_SIGNING_SECRET, { method: 'POST', path: '/api/publish', headers, body: text }, Date.now())
    const altered = await fetch(`${server.baseUrl}/api/publish`, { method: 'POST', headers: { ...headers, ...signature }, body: text.replace('stripe-consumer', 'other') })
    expect(altered.status).toBe(401)
    expect((await server.client().post('/api/publish/rollback', {}, { xsrf: false })).status).toBe(401)

    await new Promise((resolve) => setTimeout(resolve, 400))
    await idle()
    expect(builder.builds).toBe(0)
    expect((await status()).builds.map((record) => record.kind)).toEqual(['adopt'])
  })

  it('keeps the old site serving when a build fails on invalid content, and records the error by file and field', async () => {
    builder.content = { stripeText: NEW_TEXT, invalid: [{ source: 'content/consumer/stripe.json', path: 'messages.0.stripeText', message: 'Required' }] }
    expect((await postSigned(server.baseUrl, entryPublished())).status).toBe(202)
    await idle()
    expect(await home()).toContain(OLD_TEXT)
    const record = (await status()).builds[0]
    expect(record).toMatchObject({
      kind: 'build',
      status: 'failed',
      releaseId: null,
      error: { message: 'invalid content (1 issue)', issues: [{ source: 'content/consumer/stripe.json', path: 'messages.0.stripeText', message: 'Required' }] },
    })
    expect(events).toEqual([expect.objectContaining({ status: 'failed', error: record.error })])
    const page = (await (await editor()).get('/publicacao')).text
    expect(page).toContain('Falhou')
    expect(page).toContain('Conteúdo inválido: 1 problema')
    expect(page).toContain('content/consumer/stripe.json: messages.0.stripeText: Required')
  })

  it('debounces ten publishes within a second into one build', async () => {
    await server.close()
    server = await start({ PUBLISH_DEBOUNCE_MS: '' }, undefined)
    const started = Date.now()
    // Sent 80 ms apart, each on its own schedule (a slow answer does not push the next one later).
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 80))
        return (await postSigned(server.baseUrl, entryPublished(`entry-${i}`))).status
      }),
    )
    expect(answers).toEqual(Array(10).fill(202))
    expect(Date.now() - started).toBeLessThan(1500)
    await idle()
    expect(builder.builds).toBe(1)
    const record = (await status()).builds[0]
    expect(record).toMatchObject({ kind: 'build', status: 'succeeded', noticeCount: 10 })
    expect(record.triggers.map((trigger) => (trigger.source === 'cms' ? trigger.entryId : ''))).toEqual(Array.from({ length: 10 }, (_, i) => `entry-${i}`))
  })

  it('runs one build at a time: notices during a build make exactly one more build', async () => {
    builder = new FakeSiteBuilder(siteDir, { stripeText: OLD_TEXT }, 600)
    await server.close()
    server = await start()
    expect((await postSigned(server.baseUrl, entryPublished('first'))).status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect((await status()).queue.state).toBe('building')
    builder.content.stripeText = NEW_TEXT
    for (const id of ['second', 'third', 'fourth']) {
      const answer = await postSigned(server.baseUrl, entryPublished(id))
      expect(answer.body).toMatchObject({ accepted: true, build: 'after-current-build' })
    }
    expect((await status()).queue).toEqual({ state: 'building', pendingNotices: 3, buildQueued: true })
    await idle()
    expect(builder.builds).toBe(2)
    expect(builder.maxConcurrent).toBe(1)
    expect((await status()).builds.slice(0, 2).map((record) => record.noticeCount)).toEqual([3, 1])
    expect(await home()).toContain(NEW_TEXT)
  })

  it('rolls back to the previous release, keeps the last two, and survives a restart', async () => {
    for (const text of ['Primeira', 'Segunda', 'Terceira']) {
      builder.content.stripeText = text
      expect((await postSigned(server.baseUrl, entryPublished())).status).toBe(202)
      await idle()
    }
    expect(await home()).toContain('Terceira')
    expect(fs.readdirSync(path.join(buildsDir, 'releases')).filter((name) => !name.startsWith('.'))).toHaveLength(2)

    const rollback = await postSigned(server.baseUrl, { path: '/api/publish/rollback', body: {} })
    expect(rollback.status).toBe(200)
    expect(await home()).toContain('Segunda')
    const after = await status()
    expect(after.builds[0]).toMatchObject({ kind: 'rollback', status: 'succeeded', releaseId: (rollback.body as { live: string }).live })
    expect(after.live?.releaseId).toBe((rollback.body as { live: string }).live)

    // A restart serves the release that is live, not the newer build left in the site folder.
    await server.close({ keepData: true })
    server = await start({}, server.dataDir)
    expect(await home()).toContain('Segunda')
    expect((await status()).builds[0].kind).toBe('rollback')
  })

  describe('who reads the status', () => {
    /** What must not reach a visitor: release ids, versions and commit, the queue, the build history. */
    const privateFacts = async (text: string) => {
      const facts = await status()
      return [facts.live!.releaseId, 'abc123', 'Últimas publicações', 'Versões', 'Nenhuma geração', 'adopt', 'Geração', 'conteúdo'].filter((fact) => text.includes(fact))
    }

    it('GET /api/publish/status answers only a request signed with the publishing secret', async () => {
      expect((await postSigned(server.baseUrl, entryPublished())).status).toBe(202)
      await idle()
      const anonymous = await server.client().get<ErrorBody>('/api/publish/status')
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.error.code).toBe('UNAUTHORIZED')
      expect(anonymous.headers.get('cache-control')).toBe('no-store')
      expect(anonymous.text).not.toContain('abc123')
      expect((await getSigned(server.baseUrl, '/api/publish/status', 'x'.repeat(64))).status).toBe(401)
      // A signature for another path does not open this one.
      const { signRequest } = await import('../domain/publishing/signature')
      const forRollback = signRequest(TEST_SIGNING_SECRET, { method: 'GET', path: '/api/publish/rollback', headers: {}, body: '' }, Date.now())
      expect((await fetch(`${server.baseUrl}/api/publish/status`, { headers: forRollback })).status).toBe(401)
      expect((await status()).builds[0]).toMatchObject({ kind: 'build', status: 'succeeded', versions: { commit: 'abc123' } })
    })

    it('/publicacao tells a visitor only since when the site is live; an editor with the access link sees the whole status', async () => {
      expect((await postSigned(server.baseUrl, entryPublished())).status).toBe(202)
      await idle()
      const visitor = await server.client().get('/publicacao')
      expect(visitor.status).toBe(200)
      expect(visitor.headers.get('cache-control')).toBe('no-store')
      expect(visitor.text).toMatch(/No ar desde \d{2}\/\d{2}\/\d{4}/)
      expect(await privateFacts(visitor.text)).toEqual([])
      expect(visitor.text).not.toContain('http-equiv="refresh"')

      const client = await editor()
      const cookie = client.cookies.get('arena_publicacao')
      expect(cookie).toMatch(/^\d+\.[\w-]{43}$/)
      const full = await client.get('/publicacao')
      expect(full.status).toBe(200)
      expect(full.headers.get('cache-control')).toBe('no-store')
      expect(full.text).toContain('Últimas publicações')
      expect(full.text).toContain((await status()).live!.releaseId)
      expect(full.text).toContain('código <code>abc123</code>')
    })

    it('a forged, altered or expired access link opens nothing (403), and neither does a cookie made up or of another secret', async () => {
      const expired = editorAccessToken(TEST_SIGNING_SECRET, Date.now() - 1_000)
      const otherSecret = editorAccessToken('y'.repeat(64), Date.now() + EDITOR_ACCESS_MS)
      const valid = editorAccessToken(TEST_SIGNING_SECRET, Date.now() + EDITOR_ACCESS_MS)
      const longer = valid.replace(/^\d+/, (seconds) => String(Number(seconds) + 86_400))
      for (const token of [expired, otherSecret, longer, 'abc', '']) {
        const client = server.client()
        const answer = await client.get(`/publicacao?acesso=${encodeURIComponent(token)}`)
        expect({ token, status: answer.status }).toEqual({ token, status: 403 })
        expect(answer.text).toContain('Este link de acesso é inválido ou expirou.')
        expect(client.cookies.has('arena_publicacao')).toBe(false)
        expect(await privateFacts(answer.text)).toEqual([])
        // The same token as a cookie.
        const page = await server.client().get('/publicacao', { cookie: `arena_publicacao=${token}` })
        expect(await privateFacts(page.text)).toEqual([])
      }
    })

    it('the access cookie is HttpOnly, for /publicacao only, and lasts as long as the link', async () => {
      const answer = await server.client().get(`/publicacao?acesso=${editorAccessToken(TEST_SIGNING_SECRET, Date.now() + EDITOR_ACCESS_MS)}`)
      const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith('arena_publicacao='))!
      expect(setCookie).toMatch(/; Path=\/publicacao(;|$)/)
      expect(setCookie).toMatch(/; HttpOnly(;|$)/)
      expect(setCookie).toMatch(/; SameSite=Lax(;|$)/)
      const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])
      expect(maxAge).toBeGreaterThan(EDITOR_ACCESS_MS / 1000 - 60)
      expect(maxAge).toBeLessThanOrEqual(EDITOR_ACCESS_MS / 1000)
    })
  })
})

describe('publishing off (no PUBLISH_SIGNING_SECRET)', () => {
  it('has no status to give and no editor access: GET /api/publish/status 401, /publicacao says the site is live', async () => {
    const server = await startTestServer({ catalogSize: 20 })
    try {
      expect((await server.client().get('/api/publish/status')).status).toBe(401)
      const page = await server.client().get('/publicacao')
      expect(page.status).toBe(200)
      expect(page.text).toContain('O site está no ar.')
      expect(page.text).not.toContain('publicação automática')
      const link = await server.client().get(`/publicacao?acesso=${editorAccessToken(TEST_SIGNING_SECRET, Date.now() + EDITOR_ACCESS_MS)}`)
      expect(link.status).toBe(403)
    } finally {
      await server.close()
    }
  })
})
