/**
 * Starts the production server on the existing build for a benchmark, on a
 * free loopback port over a temporary database, unless BENCH_BASE_URL is set.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer, type RunningServer } from './server'

export type { RunningServer } from './server'

export async function startBenchServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, rssMb: () => Number.NaN, cpuMs: () => Number.NaN, stop: async () => {} }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'))
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  let server: RunningServer
  try {
    server = await startServer({ dataDir, env, stdout: 'ignore' })
  } catch (error) {
    removeDataDir()
    throw error
  }
  return {
    baseUrl: server.baseUrl,
    rssMb: () => server.rssMb(),
    cpuMs: () => server.cpuMs(),
    stop: async () => {
      await server.stop()
      removeDataDir()
    },
  }
}
