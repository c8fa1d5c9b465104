/**
 * Starts the production server on the existing build for a benchmark, on a
 * free loopback port over a temporary database, unless BENCH_BASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface RunningServer {
  baseUrl: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
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

export async function startBenchServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  let exited: number | null = null
  child.once('exit', (code) => {
    exited = code ?? 1
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    if (exited !== null) throw new Error(`the server exited with code ${exited} before answering`)
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
