import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startDrainLoad } from '../test-support/drain-load'
import { STATIC_SEARCH_PAGE } from '../test-support/search-page-fixture'
import { serverRegionModulePath } from '../../contracts/server-regions'

const ROOT = path.resolve(__dirname, '../../..')

/** A results region that costs what a real render costs: ~8 ms of the event loop, after its search call. */
const BUSY_SEARCH_REGION = `
exports.renderSearchRegion = async function ({ search, fetch }) {
  const q = new URLSearchParams(search).get('q')
  if (!q) return null
  const response = await fetch('/api/intelligent-search/product_search?query=' + encodeURIComponent(q) + '&count=3', { method: 'GET', headers: {} })
  const body = await response.json()
  const end = Date.now() + 8
  while (Date.now() < end) {}
  return { html: '<p>' + body.recordsFiltered + ' produtos</p>', seedScript: '' }
}
`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

describe('graceful drain (the production entry, as node)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drain-'))
  const publicDir = path.join(root, 'public')
  const cacheDir = path.join(root, '.cache')
  let child: ChildProcess | null = null

  beforeAll(() => {
    fs.mkdirSync(path.join(publicDir, 'pesquisa'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, 'pesquisa', 'index.html'), STATIC_SEARCH_PAGE)
    fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html><body>404</body></html>')
    const modulePath = serverRegionModulePath(cacheDir, 'search-region')
    fs.mkdirSync(path.dirname(modulePath), { recursive: true })
    fs.writeFileSync(modulePath, BUSY_SEARCH_REGION)
  })

  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
  })

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  /** The production entry as `node`, over the fixture build; its exit code and everything it logged at level error. */
  async function startEntry(): Promise<{ baseUrl: string; exited: Promise<number | null>; output: () => string; process: ChildProcess }> {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const entry = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        PUBLIC_DIR: publicDir,
        GATSBY_CACHE_DIR: cacheDir,
        CATALOG_SIZE: '60',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = entry
    let output = ''
    entry.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    entry.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => entry.once('exit', (code) => resolve(code)))
    await waitForHealth(baseUrl, entry)
    return { baseUrl, exited, output: () => output, process: entry }
  }

  /** Waits until every client has been answered at least once (each connection was accepted: on a busy machine a connection can wait in the kernel's queue for seconds). */
  async function everyClientAnswered(load: ReturnType<typeof startDrainLoad>, clients: number): Promise<void> {
    for (let waited = 0; load.snapshot().clientsAnswered < clients && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(load.snapshot().clientsAnswered).toBe(clients)
  }

  const terms = ['bola', 'tenis', 'camiseta', 'mochila']

  it('on SIGTERM with 32 connections on /pesquisa and slow uploads: every accepted request is answered, none reset, exit 0', async () => {
    const server = await startEntry()
    const load = startDrainLoad({
      baseUrl: server.baseUrl,
      paths: terms.map((term) => `/pesquisa?q=${term}`),
      connections: 32,
      uploads: 4,
      uploadChunks: 4,
      uploadChunkMs: 150,
    })
    await everyClientAnswered(load, 32 + 4)
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.process.kill('SIGTERM')
    const code = await server.exited
    const report = await load.settled

    // Exit 0, nothing logged at level error.
    expect({ code, output: server.output() }).toEqual({ code: 0, output: '' })
    expect(report.resets).toBe(0)
    expect(report.otherErrors).toEqual({})
    expect(report.statuses[200]).toBeGreaterThan(32)
    expect(Object.keys(report.statuses).filter((status) => Number(status) >= 500)).toEqual([])
    // Uploads that had started were read to their end and answered.
    expect(report.uploadsAnswered).toBeGreaterThanOrEqual(4)
  }, 90_000)

  it('on SIGTERM with 32 clients that connect again after each `Connection: close` (a proxy\'s pool): no reset, no failed request; new connections are refused, not reset', async () => {
    const server = await startEntry()
    const load = startDrainLoad({
      baseUrl: server.baseUrl,
      paths: terms.map((term) => `/pesquisa?q=${term}`),
      connections: 32,
      uploads: 4,
      uploadChunks: 4,
      uploadChunkMs: 150,
      reconnect: true,
    })
    await everyClientAnswered(load, 32 + 4)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const signalled = Date.now()
    server.process.kill('SIGTERM')
    const code = await server.exited
    const exitMs = Date.now() - signalled
    const report = await load.settled

    expect({ code, output: server.output() }).toEqual({ code: 0, output: '' })
    expect({
      resetsOnNewSockets: report.resetsOnNewSockets,
      resetsOnReusedSockets: report.resetsOnReusedSockets,
      failedRequests: report.failedRequests,
      otherErrors: report.otherErrors,
    }).toEqual({ resetsOnNewSockets: 0, resetsOnReusedSockets: 0, failedRequests: 0, otherErrors: {} })
    // Each client, told to close, came back and found the listener closed (nothing sent); none was left hanging.
    expect(report.refused).toBe(32 + 4)
    expect(report.uploadsAnswered).toBeGreaterThanOrEqual(4)
    // The drain did not wait for its time limit (10 s): it ended when the accepted requests were answered.
    expect(exitMs).toBeLessThan(8_000)
  }, 90_000)
})
