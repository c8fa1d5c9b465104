/**
 * Responsiveness and drain benchmark, on the current build (public/ and the
 * compiled results region in .cache/), against the real server started as
 * `node` (scripts/bench/server.ts) over a temporary database:
 * 1. `BENCH_CONNECTIONS` (default 32) connections load `/pesquisa?q=…` for
 *    `BENCH_SECONDS` (default 10) while a health check (a new connection each
 *    time, like a load balancer's) asks `/api/health` every 50 ms: its latency
 *    percentiles say how responsive the event loop stays while pages render.
 * 2. The same load plus 4 slow uploads, every client connecting again after
 *    `Connection: close` as autocannon or a proxy's upstream pool does; 2 s
 *    after every client was answered the server gets SIGTERM. It reports how
 *    long the exit took, the exit code, and each failure by kind: resets on a
 *    new socket and on a reused one, refused connections (nothing was sent:
 *    a balancer tries another upstream), other errors, and the failed
 *    requests (sent, and not answered or answered 5xx). The goal: no reset
 *    and no failed request. `--runs N` repeats it on N fresh servers and
 *    prints the totals with the load average; the totals are checked against
 *    bench/budgets.json (`drain`: no reset, no failed request; exit 1 otherwise).
 *    `--fresh-connections`: every GET on a connection of its own (nginx's
 *    upstream default without `keepalive`, a health checker) — the case the
 *    server cannot make safe alone (decision 0025).
 *
 *   npm run bench:drain [-- --runs N] [--fresh-connections]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { serverRegionModulePath } from '../../src/contracts/server-regions'
import { startDrainLoad } from '../../src/server/test-support/drain-load'
import { readBudgets, report } from './budgets'
import { load, percentile } from './load'
import { freePort, waitForHealth } from './server'

const ROOT = path.resolve(__dirname, '../..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const HEALTH_EVERY_MS = 50
const UPLOADS = 4

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const RUNS = Number(argValue('--runs') ?? 1)
const FRESH_CONNECTIONS = process.argv.includes('--fresh-connections')
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

/** One server, the load, SIGTERM 2 s after every client was answered; what the load saw. */
async function sigtermUnderLoad(port: number, dataDir: string) {
  const baseUrl = `http://127.0.0.1:${port}`
  const server = startServerProcess(port, dataDir)
  await waitForHealth(baseUrl, () => server.child.exitCode)
  const run = startDrainLoad({
    baseUrl,
    paths: PAGE_PATHS,
    connections: CONNECTIONS,
    uploads: UPLOADS,
    uploadChunkMs: 150,
    reconnect: true,
    freshConnections: FRESH_CONNECTIONS,
  })
  // Every client answered once (its connection accepted), then 2 s more of load.
  for (let waited = 0; run.snapshot().clientsAnswered < CONNECTIONS + UPLOADS && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const signalled = performance.now()
  server.child.kill('SIGTERM')
  const exit = await server.exited
  const report = await run.settled
  return { exitCode: exit.code, exitAfterMs: Math.round(exit.at - signalled), ...report }
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

    // 2. SIGTERM under load, RUNS times.
    const runs: Array<Record<string, unknown>> = []
    for (let run = 1; run <= RUNS; run++) {
      const result = await sigtermUnderLoad(port, dataDir)
      const line = { name: `SIGTERM with ${CONNECTIONS} ${FRESH_CONNECTIONS ? 'connection-per-request clients' : 'reconnecting keep-alive connections'} on /pesquisa and ${UPLOADS} slow uploads`, run, loadAverage: os.loadavg()[0].toFixed(2), ...result }
      runs.push(line)
      console.log(JSON.stringify(line))
    }
    const total = (key: string) => runs.reduce((sum, line) => sum + Number(line[key] ?? 0), 0)
    if (RUNS > 1) {
      console.log(
        JSON.stringify({
          name: `${RUNS} runs`,
          resets: total('resets'),
          resetsOnNewSockets: total('resetsOnNewSockets'),
          resetsOnReusedSockets: total('resetsOnReusedSockets'),
          failedRequests: total('failedRequests'),
          refused: total('refused'),
          exitCodes: runs.map((line) => line.exitCode),
          exitAfterMs: runs.map((line) => line.exitAfterMs),
        }),
      )
    }
    // The budget is the keep-alive load's; a connection per request is measured, not judged (decision 0025).
    if (!FRESH_CONNECTIONS) {
      const { drain } = readBudgets()
      process.exitCode = report([
        { name: `resets in ${RUNS} run(s)`, value: total('resets'), budget: drain.resets, kind: 'max' },
        { name: `failed requests in ${RUNS} run(s)`, value: total('failedRequests'), budget: drain.failedRequests, kind: 'max' },
      ])
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
