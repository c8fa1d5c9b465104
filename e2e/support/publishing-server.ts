import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A signing secret of Contentful's shape for the browser tests' publishing server. */
export const E2E_SIGNING_SECRET = '9c1e5b7a3d2f4e6a8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a'

/**
 * Where the publishing server of the @publish specs listens: E2E_PUBLISH_PORT, else the port after E2E_PORT.
 * Read when the server starts, not when this module loads: bench:publish sets it from BENCH_PUBLISH_PORT
 * after its imports (read at load, its server listened on 9201 whatever BENCH_PUBLISH_PORT said).
 */
export const e2ePublishPort = (): number => Number(process.env.E2E_PUBLISH_PORT ?? Number(process.env.E2E_PORT ?? 9200) + 1)

export interface PublishingServer {
  origin: string
  /** A copy of content/ the build reads (CONTENT_DIR): change it, then publish. */
  contentDir: string
  /** The copy of DATA_DIR's database the server and its builds read. */
  dataDir: string
  buildsDir: string
  stop(): Promise<void>
}

/** A copy of a data folder's database (the catalogue the current build was made from). */
function copyDatabase(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'store-publish-e2e-'))
  for (const file of ['store.sqlite', 'store.sqlite-wal']) {
    if (fs.existsSync(path.join(from, file))) fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
  return to
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the publishing server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the publishing server did not answer on ${origin} within ${timeoutMs} ms`)
}

/**
 * Starts the production server with publishing on, over the build in the
 * project folder (adopted as its first release), a copy of content/ and a
 * copy of DATA_DIR's database, in its own process group.
 */
/**
 * How long the publishing server may take to answer its health check: it stores the build it
 * adopts as its first release before serving (a 100,000-product build: minutes). E2E_PUBLISH_START_MS overrides.
 */
const DEFAULT_PUBLISH_START_MS = 120_000
function publishingServerStartMs(): number {
  const fromEnv = Number(process.env.E2E_PUBLISH_START_MS)
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_PUBLISH_START_MS
}

export async function startPublishingServer(): Promise<PublishingServer> {
  const root = path.resolve(__dirname, '../..')
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-publish-content-'))
  fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-publish-builds-'))
  const dataDir = copyDatabase(path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')))
  const port = e2ePublishPort()
  const origin = `http://127.0.0.1:${port}`
  const log = fs.openSync(path.join(buildsDir, 'server.log'), 'a')
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      BUILDS_DIR: buildsDir,
      PUBLISH_SIGNING_SECRET: E2E_SIGNING_SECRET,
      LOG_LEVEL: 'info',
    },
  })
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    }
    fs.closeSync(log)
    for (const dir of [contentDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, child, publishingServerStartMs())
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, contentDir, dataDir, buildsDir, stop }
}
