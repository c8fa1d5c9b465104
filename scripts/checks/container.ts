/**
 * `npm run check:container`: builds the image (Dockerfile), reports its size,
 * checks compose.yaml, then runs `docker compose up` and asks
 * https://localhost/api/health through Caddy. Where no Docker daemon answers
 * it says so and stops with success (nothing to check here).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const IMAGE = 'arena-esportes:check'
/** How long the stack may take to answer its health check through the proxy. */
const UP_TIMEOUT_MS = 180_000

function docker(args: string[], options: { quiet?: boolean } = {}): { ok: boolean; out: string } {
  const result = spawnSync('docker', args, { cwd: root, encoding: 'utf8', stdio: options.quiet ? 'pipe' : ['ignore', 'pipe', 'inherit'] })
  return { ok: result.status === 0, out: (result.stdout ?? '').trim() }
}

async function main(): Promise<void> {
  if (!docker(['info'], { quiet: true }).ok) {
    console.log('container check skipped: no Docker daemon answers here (`docker info` failed). The Dockerfile and compose.yaml are checked by scripts/__tests__/deployment-files.test.ts.')
    return
  }
  if (!docker(['build', '-t', IMAGE, '.']).ok) throw new Error('docker build failed')
  const bytes = Number(docker(['image', 'inspect', '--format', '{{.Size}}', IMAGE]).out)
  console.log(`image ${IMAGE}: ${(bytes / 1024 / 1024).toFixed(0)} MiB`)
  if (!docker(['compose', 'config', '--quiet']).ok) throw new Error('compose.yaml is not valid')
  if (!docker(['compose', 'up', '--build', '--detach', '--wait']).ok) throw new Error('docker compose up failed')
  try {
    const deadline = Date.now() + UP_TIMEOUT_MS
    for (;;) {
      const health = spawnSync('curl', ['-ksf', 'https://localhost/api/health'], { encoding: 'utf8' })
      if (health.status === 0) {
        console.log(`https://localhost/api/health through Caddy: ${health.stdout.trim()}`)
        break
      }
      if (Date.now() > deadline) throw new Error('https://localhost/api/health did not answer through Caddy')
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  } finally {
    docker(['compose', 'down'])
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
