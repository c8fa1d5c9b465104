/**
 * With COMMERCE_BACKEND=vtex the build writes exactly the platform's products,
 * and the server answers /pesquisa with the platform's results. The platform
 * is a local stand-in for Intelligent Search (src/server/test-support), serving
 * products that the embedded catalogue does not have.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { platformOnlyProducts, startFakeIntelligentSearch } from '../../src/server/test-support/fake-intelligent-search'
import { testCatalogue } from '../../src/test-support/catalogue'
import { writeChecksReport, type CheckResult } from './report'

const root = path.resolve(__dirname, '../..')
const PRODUCT_TEMPLATE_CHUNK = 'component---src-templates-product-tsx'

/** Paths of the product pages a build wrote (from their page data). */
function productPagePaths(publicDir: string): string[] {
  const paths: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { componentChunkName: string; path: string }
        if (data.componentChunkName === PRODUCT_TEMPLATE_CHUNK) paths.push(data.path)
      }
    }
  }
  walk(path.join(publicDir, 'page-data'))
  return paths.sort()
}

/** Runs a command to its end without blocking this process (the stand-in platform answers from it meanwhile). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('exit', resolve))
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

async function main(): Promise<number> {
  const products = platformOnlyProducts(testCatalogue({ size: 200 }), 12)
  const platform = await startFakeIntelligentSearch(products)
  const env = { ...process.env, COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes', VTEX_BASE_URL: platform.baseUrl }
  const checks: CheckResult[] = []
  try {
    const status = await run('npx', ['gatsby', 'build'], env)
    checks.push({ name: 'the build with COMMERCE_BACKEND=vtex succeeds', ok: status === 0 })
    if (status !== 0) return writeChecksReport('checks-vtex-build', checks)
    const written = productPagePaths(path.join(root, 'public'))
    const expected = products.map((product) => product.link).sort()
    checks.push({
      name: 'it writes exactly the platform products’ pages',
      ok: JSON.stringify(written) === JSON.stringify(expected),
      detail: `${written.length} product pages, ${expected.length} platform products`,
    })

    const port = await freePort()
    // Its own process group, so the whole server stops with it (npx and tsx start children).
    const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
      cwd: root,
      detached: true,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vtex-check-')), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    try {
      const up = await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000)
      checks.push({ name: 'the server starts in VTEX mode', ok: up })
      if (up) {
        const target = products[0]
        const term = target.productName.split(' ')[0]
        platform.requests.length = 0
        const html = await (await fetch(`http://127.0.0.1:${port}/pesquisa?q=${encodeURIComponent(term)}`)).text()
        checks.push({
          name: '/pesquisa rendered by the server shows the platform’s results',
          ok: html.includes(target.productName) && platform.requests.some((url) => url.includes('/product_search')),
          detail: `q=${term}`,
        })
      }
    } finally {
      process.kill(-server.pid!, 'SIGTERM')
    }
  } finally {
    await platform.close()
  }
  return writeChecksReport('checks-vtex-build', checks)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
