import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { composeServer } from '../composition'
import { readServerConfig } from '../config'
import { DEMO_MEMBERS } from '../../demo/members'
import { isDatabaseReachable, openDatabase } from '../storage/database'

describe('composition root', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'composition-'))
  })
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const configOf = (env: Record<string, string> = {}) => readServerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CATALOG_SIZE: '30', ...env })

  it('builds the embedded backend once over one seeded database, and closes it after writing what is pending', async () => {
    const composition = await composeServer(configOf())
    const { repositories, services } = composition
    const ana = DEMO_MEMBERS[0]
    expect(repositories.members.count()).toBe(DEMO_MEMBERS.length)
    const history = services.accountOrders.historyOf(ana.id)
    expect(history.length).toBeGreaterThanOrEqual(3)
    expect(services.search?.current.index.size).toBe(repositories.catalogue.productCount())
    expect(services.vtex).toBeNull()
    // The start summary also says whether the error reporter (SENTRY_DSN) is on.
    expect(composition.summary).toEqual({ backend: 'embedded', errorReporter: false, products: repositories.catalogue.productCount(), searchIndexMs: expect.any(Number) })

    // The route set answers through the same services: a session opened by the domain is the API's.
    const app = await buildApp(composition)
    const { token } = services.sessions.create(ana.id)
    const session = await app.inject({ method: 'GET', url: '/api/account/session', cookies: { arena_session: token } })
    expect(session.json()).toMatchObject({ isLoggedIn: true, user: { sub: ana.id } })
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' })
    await app.close()

    services.search?.current.log.record({ type: 'search.query', term: 'raquete', source: 'api' })
    await composition.close()
    await composition.close()
    expect(isDatabaseReachable(composition.db)).toBe(false)
    const db = openDatabase(dataDir)
    expect(db.prepare("SELECT COUNT(*) AS n FROM search_events WHERE term = 'raquete'").get()).toEqual({ n: 1 })
    db.close()

    // A second start over the same folder seeds nothing again.
    const again = await composeServer(configOf())
    expect(again.repositories.members.count()).toBe(DEMO_MEMBERS.length)
    expect(again.services.accountOrders.historyOf(ana.id)).toEqual(history)
    await again.close()
  })

  it('answers the health check with 503 once the database is gone', async () => {
    const composition = await composeServer(configOf())
    const app = await buildApp(composition)
    await composition.close()
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: 'error', database: 'error' })
    await app.close()
  })

  it('builds the VTEX backend without an embedded search index, and refuses to start without an account', async () => {
    expect(() => configOf({ COMMERCE_BACKEND: 'vtex' })).toThrow(/VTEX_ACCOUNT/)
    const composition = await composeServer(configOf({ COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes' }))
    expect(composition.services.search).toBeNull()
    expect(composition.services.vtex?.config.baseUrl).toBe('https://arenaesportes.vtexcommercestable.com.br')
    expect(composition.summary).toEqual({ backend: 'vtex', errorReporter: false, vtexAccount: 'arenaesportes', vtexHost: 'https://arenaesportes.vtexcommercestable.com.br' })
    await composition.close()
  })
})
