/**
 * The compiled server entry (dist/server/main.js, `npm run build:server`)
 * serves the build: run after a consumer build over DATA_DIR. Starts it on a
 * copy of the database (CHECK_SERVER_PORT, default 9290), asks for the health
 * check, a static page, the server-rendered /pesquisa and a search answer,
 * then stops it with SIGTERM and expects a clean exit.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readServerConfig } from '../../src/server/config'
import { writeChecksReport, type CheckResult } from './report'

const root = path.resolve(__dirname, '../..')
const PORT = Number(process.env.CHECK_SERVER_PORT ?? 9290)
const origin = `http://127.0.0.1:${PORT}`
const START_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 15_000

async function waitForHealth(deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

async function main(): Promise<number> {
  const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' })
  const checks: CheckResult[] = [{ name: 'npm run build:server writes dist/server/main.js', ok: built.status === 0 && fs.existsSync(path.join(root, 'dist/server/main.js')) }]
  if (!checks[0].ok) return writeChecksReport('checks-compiled-server', checks)

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-compiled-server-'))
  fs.cpSync(readServerConfig().dataDir, dataDir, { recursive: true })
  const started = Date.now()
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
  try {
    const healthy = await waitForHealth(Date.now() + START_TIMEOUT_MS)
    checks.push({ name: 'it starts and answers the health check', ok: healthy, detail: `${Date.now() - started} ms` })
    if (healthy) {
      for (const [name, url, expected] of [
        ['the home page', '/', 'Arena Esportes'],
        ['/pesquisa rendered with its results (product cards in the HTML)', '/pesquisa?q=bola', 'data-testid="product-card"'],
        ['a search answer', '/api/intelligent-search/product_search/?query=bola&count=2', '"products"'],
      ] as const) {
        const response = await fetch(`${origin}${url}`)
        const body = await response.text()
        checks.push({ name: `it serves ${name}`, ok: response.status === 200 && body.includes(expected), detail: `${url} → ${response.status}` })
      }
    }
  } finally {
    server.kill('SIGTERM')
    const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS))])
    if (code === 'timeout') server.kill('SIGKILL')
    checks.push({ name: 'SIGTERM stops it cleanly', ok: code === 0, detail: `exit ${String(code)}` })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return writeChecksReport('checks-compiled-server', checks)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
