import { spawn } from 'node:child_process'
import path from 'node:path'
import { startTestServer } from '../test-support/server'

const root = path.resolve(__dirname, '../../..')

/** Runs the production entry (src/server/main.ts) until it exits; its exit code and what it wrote to stderr. */
function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '1', HOST: '127.0.0.1', DATA_DIR: '/nonexistent-store-data', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

describe('production defaults', () => {
  it('the production entry refuses to start with DEV_TOOLS on and a public https SITE_URL, and says why', async () => {
    const { code, stderr } = await runMain({ DEV_TOOLS: 'true', SITE_URL: 'https://www.arenaesportes.com.br' })
    expect(code).toBe(1)
    expect(stderr).toContain('DEV_TOOLS is on and SITE_URL (https://www.arenaesportes.com.br) is a public https address')
  }, 30_000)

  it('with NODE_ENV=production the embedded store has no development tools (outside production it has)', async () => {
    for (const [nodeEnv, status] of [['production', 404], ['test', 200]] as const) {
      const server = await startTestServer({ env: { NODE_ENV: nodeEnv } })
      try {
        expect(server.composition.config.devTools).toBe(status === 200)
        expect((await server.client().get('/_dev/outbox.json')).status).toBe(status)
      } finally {
        await server.close()
      }
    }
  })
})
