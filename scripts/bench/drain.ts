/**
 * Responsiveness and drain benchmark, on the current build (public/ and the
 * compiled results region in .cache/), against the real server started as
 * `node` (scripts/bench/server.ts) over a temporary database:
 * 1. `BENCH_CONNECTIONS` (default 32) connections load `/pesquisa?q=…` for
 *    `BENCH_SECONDS` (default 10) while a health check (a new connection each
 *    time, like a load balancer's) asks `/api/health` every 50 ms: its latency
 *    percentiles say how responsive the event loop stays while pages render.
 * 2. The same load plus slow uploads; after 2 s the server gets SIGTERM. It
 *    reports how long the exit took, the exit code, and the requests that got
 *    a reset instead of an answer (the goal: none).
 *
 *   npm run bench:drain
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { serverRegionModulePath } from '../../src/contracts/server-regions'
import { startDrainLoad } from '../../src/server/test-support/drain-load'
import { load, percentile } from './load'
import { freePort, waitForHealth } from './server'

const ROOT = path.resolve(__dirname, '../..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const HEALTH_EVERY_MS = 50
const TERMS = ['tênis', 'bola', 'camiseta', 'mochila', 'bicicleta', 'chuteira', 'legging', 'garrafa', 'raquete', 'barraca']
const PAGE_PATHS = TERMS.flatMap((term) => [`/pesquisa?q=${encodeURIComponent(term)}`, `/pesquisa?q=${encodeURIComponent(term)}&sort=price_asc`])

/** One health check on a new connection; its time in ms (NaN on failure). */
function healthOnce(baseUrl: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/api/health`, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : NaN))
    })
    request.on('error', () => resolve(NaN))
  })
}

function startServerProcess(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })))
  return { child, exited }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'public', 'pesquisa', 'index.html')) || !fs.existsSync(serverRegionModulePath(path.join(ROOT, '.cache'), 'search-region'))) {
    throw new Error('no build with the results region: run `npm run build` first')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-drain-'))
  try {
    // 1. Responsiveness while rendering.
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const first = startServerProcess(port, dataDir)
    await waitForHealth(baseUrl, () => first.child.exitCode)
    for (const pagePath of PAGE_PATHS) await fetch(`${baseUrl}${pagePath}`)
    const health: number[] = []
    let failures = 0
    let loading = true
    const prober = (async () => {
      while (loading) {
        const ms = await healthOnce(baseUrl)
        if (Number.isNaN(ms)) failures += 1
        else health.push(ms)
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS))
      }
    })()
    const pages = await load(`/pesquisa rendered (${CONNECTIONS} connections)`, {
      baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: PAGE_PATHS.map((pagePath) => ({ method: 'GET', path: pagePath, headers: { 'accept-encoding': 'br' } })),
    })
    loading = false
    await prober
    health.sort((a, b) => a - b)
    const round = (n: number) => +n.toFixed(1)
    console.log(
      JSON.stringify({
        name: `/api/health while ${CONNECTIONS} connections load /pesquisa`,
        probes: health.length,
        failures,
        p50: round(percentile(health, 50)),
        p95: round(percentile(health, 95)),
        p99: round(percentile(health, 99)),
        max: round(health[health.length - 1] ?? NaN),
        pagesPerSecond: pages.rps,
      }),
    )
    first.child.kill('SIGTERM')
    await first.exited

    // 2. SIGTERM under load.
    const second = startServerProcess(port, dataDir)
    await waitForHealth(baseUrl, () => second.child.exitCode)
    const run = startDrainLoad({ baseUrl, paths: PAGE_PATHS, connections: CONNECTIONS, uploads: 4, uploadChunkMs: 150 })
    // Every client answered once (its connection accepted), then 2 s more of load.
    for (let waited = 0; run.snapshot().clientsAnswered < CONNECTIONS + 4 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const signalled = performance.now()
    second.child.kill('SIGTERM')
    const exit = await second.exited
    const report = await run.settled
    console.log(
      JSON.stringify({
        name: `SIGTERM with ${CONNECTIONS} connections on /pesquisa and 4 slow uploads`,
        exitCode: exit.code,
        exitAfterMs: Math.round(exit.at - signalled),
        ...report,
      }),
    )
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
