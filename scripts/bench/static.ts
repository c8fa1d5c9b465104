/**
 * `npm run bench:static`: what one server process serves from the build alone.
 * Starts the production server on the current build (or BENCH_BASE_URL) and
 * loads, with autocannon over loopback (BENCH_CONNECTIONS, default 32;
 * BENCH_SECONDS each, default 10): the home page and a product page as a
 * browser asks for them (brotli or gzip), the home page uncompressed, the
 * shared script bundle, and `/api/health` (every hook of the server, no
 * work). Each file is asked once before it is measured (its compressed form
 * is made on the first answer and kept, decision 0022). Prints requests/s
 * and p50/p95/p99 per call, with the server's CPU time per request; exits 1
 * when a call fails. No latency budget: these are the figures of the "Scale"
 * section of docs/performance/README.md. For the script bundle (66 KB brotli) the load client is the
 * limit: autocannon parses about 90 MB/s on one core while the server is
 * mostly idle (measured: client 100 %, server 12 % of a core), so its server
 * CPU per request is the server's figure, not its requests/s.
 */
import fs from 'node:fs'
import path from 'node:path'
import { report } from './budgets'
import { failedCallsCheck, load, loadTable, type LoadRow } from './load'
import { BENCH_PRODUCT_PAGE } from './routes'
import { startBenchServer } from './serve-build'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }
const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** The shared script bundle of the build (`app-<hash>.js`), as the pages link it. */
function appBundlePath(): string {
  const name = fs.readdirSync(PUBLIC_DIR).find((file) => /^app-[0-9a-f]+\.js$/.test(file))
  if (!name) throw new Error('no app-<hash>.js in public/: run `npm run build` first')
  return `/${name}`
}

async function main(): Promise<number> {
  const calls: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'home page, compressed', path: '/', headers: BROWSER_ENCODINGS },
    { name: 'home page, uncompressed', path: '/', headers: {} },
    { name: 'product page, compressed', path: BENCH_PRODUCT_PAGE, headers: BROWSER_ENCODINGS },
    { name: 'shared script bundle, compressed', path: process.env.BENCH_BASE_URL ? '' : appBundlePath(), headers: BROWSER_ENCODINGS },
    { name: '/api/health', path: '/api/health', headers: {} },
  ].filter((call) => call.path)
  const server = await startBenchServer()
  try {
    for (const call of calls) await fetch(`${server.baseUrl}${call.path}`, { headers: call.headers }).then((response) => response.arrayBuffer())
    const rows: LoadRow[] = []
    for (const call of calls) {
      rows.push(
        await load(call.name, {
          baseUrl: server.baseUrl,
          serverCpuMs: server.cpuMs,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [{ method: 'GET', path: call.path, headers: call.headers }],
        }),
      )
    }
    console.log(`\nStatic files and /api/health, ${CONNECTIONS} connections, ${SECONDS} s each; server resident memory ${Math.round(server.rssMb())} MB`)
    console.table(loadTable(rows))
    return report([failedCallsCheck(rows)])
  } finally {
    await server.stop()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
