/**
 * Starts the real server (`tsx src/server/main.ts`, with the Node options of
 * `npm run serve`) as a child process on a free loopback port for a benchmark
 * and waits until /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const HEALTH_TIMEOUT_MS = 120_000
const HEALTH_POLL_MS = 200

/**
 * The Node options of a `node … entry` command line: the words before the entry that start with `--`.
 * Throws when the command does not start Node.
 */
export function nodeOptionsOf(commandLine: string): string[] {
  const words = commandLine.trim().split(/\s+/)
  if (words[0] !== 'node') throw new Error(`not a node command line: ${commandLine}`)
  const options: string[] = []
  for (const word of words.slice(1)) {
    if (!word.startsWith('--')) break
    options.push(word)
  }
  return options
}

/** The Node options `npm run serve` starts the production server with (package.json): a bench's server runs with the same. */
export function serveNodeOptions(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  return nodeOptionsOf(scripts.serve)
}

export interface RunningServer {
  baseUrl: string
  /** Resident memory of the server process now, in MB (Linux /proc; NaN elsewhere). */
  rssMb(): number
  /** CPU time the server process has used so far (all its threads: user + system), ms (Linux /proc; NaN elsewhere). */
  cpuMs(): number
  stop(): Promise<void>
}

/** Resident set size of a process in MB, read from /proc (NaN where there is none). */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100

/**
 * CPU time a process has used (user + system, every thread), ms, from /proc
 * (NaN elsewhere). Less disturbed by other work on the machine than latency:
 * what a change costs the server per request.
 */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

/** A server is idle when it used less than this share of one core over IDLE_WINDOW_MS. */
const IDLE_CPU_SHARE = 0.1
const IDLE_WINDOW_MS = 1_000
const IDLE_TIMEOUT_MS = 120_000

/**
 * Waits until the server has finished its start-up work (the search index's
 * background serialisation of every product, the first clean-up…): its CPU
 * time grows by less than a tenth of a core over a second. A measurement
 * taken before would count that work against the first calls. Gives up after
 * two minutes (or at once where CPU time cannot be read).
 */
export async function waitUntilIdle(server: Pick<RunningServer, 'cpuMs'>): Promise<number> {
  const started = Date.now()
  let before = server.cpuMs()
  while (!Number.isNaN(before) && Date.now() - started < IDLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS))
    const now = server.cpuMs()
    if (now - before < IDLE_CPU_SHARE * IDLE_WINDOW_MS) break
    before = now
  }
  return Date.now() - started
}

export interface StartServerOptions {
  /** Database folder the server opens (seeded or not). */
  dataDir: string
  /** Extra environment on top of PORT, HOST, DATA_DIR and LOG_LEVEL=warn. */
  env?: Record<string, string>
  /** Where the child's stdout goes (stderr is always inherited). */
  stdout?: 'inherit' | 'ignore'
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Polls `${baseUrl}/api/health` until it answers 2xx; fails early if `exitCode()` reports the child has exited. */
export async function waitForHealth(baseUrl: string, exitCode: () => number | null = () => null, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    const code = exitCode()
    if (code !== null) throw new Error(`the server exited with code ${code} before answering`)
    if (Date.now() > deadline) throw new Error(`the server did not start within ${Math.round(timeoutMs / 1000)} s`)
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS))
  }
}

export async function startServer({ dataDir, env = {}, stdout = 'inherit' }: StartServerOptions): Promise<RunningServer> {
  // BENCH_PORT fixes the server's port (a machine where only some ports may be used); otherwise a free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []
  // BENCH_SERVER_NODE_ARGS='--trace-gc …': more options for the server's Node (its output goes to the bench's).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  // As in production (`npm run serve`), then the bench's own options (a later option wins).
  const child: ChildProcess = spawn(process.execPath, [...serveNodeOptions(), ...profile, ...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await waitForHealth(baseUrl, () => (child.exitCode === null && child.signalCode === null ? null : (child.exitCode ?? 1)))
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, rssMb: () => residentMb(child.pid), cpuMs: () => cpuMsOf(child.pid), stop }
}
