import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** The E2E server's port (playwright.config.ts); specs that start servers of their own use the next ones. */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 9200)

/** A build's output: Gatsby's public/ and the .cache/ the server reads redirects and client routes from. */
export interface BuildOutput {
  publicDir: string
  cacheDir: string
}

/** The build in this checkout (what the browser tests' own server serves). */
export const currentBuild = (): BuildOutput => ({ publicDir: path.join(root, 'public'), cacheDir: path.join(root, '.cache') })

/**
 * An earlier build kept by the test runner (PREVIOUS_BUILD_DIR holds its public/ and .cache/),
 * or null when none was kept.
 */
export function previousBuild(env: NodeJS.ProcessEnv = process.env): BuildOutput | null {
  const dir = env.PREVIOUS_BUILD_DIR
  if (!dir) return null
  const build = { publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, '.cache') }
  return fs.existsSync(path.join(build.publicDir, 'index.html')) ? build : null
}

/** A copy of the browser tests' database (DATA_DIR's), so a spec's own server changes nothing shared. */
export function copyOfTestDatabase(): string {
  const from = path.resolve(root, process.env.DATA_DIR ?? 'data')
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-own-'))
  for (const file of ['store.sqlite', 'store.sqlite-wal']) {
    if (fs.existsSync(path.join(from, file))) fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
  return to
}

/**
 * A build served through links (public/ and .cache/ of a new folder point at
 * a build's), so a deploy can switch them to another build at once, as static
 * hosts do, while the server runs.
 */
export function switchableBuild(initial: BuildOutput): { build: BuildOutput; switchTo(next: BuildOutput): void; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-site-'))
  const build = { publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, '.cache') }
  const link = (target: string, at: string) => {
    const temporary = `${at}.next`
    fs.rmSync(temporary, { force: true })
    fs.symlinkSync(target, temporary)
    fs.renameSync(temporary, at)
  }
  const switchTo = (next: BuildOutput) => {
    link(next.publicDir, build.publicDir)
    link(next.cacheDir, build.cacheDir)
  }
  switchTo(initial)
  return { build, switchTo, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export interface StoreServer {
  origin: string
  stop(): Promise<void>
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The store server did not answer ${url} within ${timeoutMs} ms`)
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Starts the production server (src/server/main.ts) over a build, in its own
 * process group so that stopping it stops tsx's children too. `host` is the
 * name the browser uses (the server listens on 127.0.0.1).
 */
export async function startStoreServer({
  port,
  build,
  dataDir,
  host = '127.0.0.1',
  env = {},
}: {
  port: number
  build: BuildOutput
  dataDir: string
  host?: string
  env?: NodeJS.ProcessEnv
}): Promise<StoreServer> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // As the browser tests' own server (playwright.config.ts): development tools on, unless env says otherwise.
      DEV_TOOLS: 'true',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: build.publicDir,
      GATSBY_CACHE_DIR: build.cacheDir,
      LOG_LEVEL: 'warn',
    },
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    await exited(child)
  }
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin: `http://${host}:${port}`, stop }
}
