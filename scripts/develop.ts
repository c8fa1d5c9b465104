/**
 * `npm run develop`: the API server (embedded backend, no static site) on
 * DEVELOP_API_PORT and Gatsby's development server, which proxies /api,
 * /login and /images/products to it (gatsby-config `proxy`), so the browser
 * reaches the API at the same origin.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const apiPort = process.env.DEVELOP_API_PORT ?? '9001'
const sitePort = process.env.PORT ?? '8000'

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // Development: the outbox page and the payment confirmation on (off by default in production).
  env: { DEV_TOOLS: 'true', ...process.env, PORT: apiPort, HOST: '127.0.0.1', SERVE_SITE: 'false' },
})

const gatsby = spawn(path.join(root, 'node_modules', '.bin', 'gatsby'), ['develop', '--port', sitePort], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEVELOP_API_PORT: apiPort },
})

const stopAll = () => {
  api.kill('SIGTERM')
  gatsby.kill('SIGTERM')
}
api.on('exit', (code) => {
  if (code) console.error(`API server exited with code ${code}`)
  gatsby.kill('SIGTERM')
})
gatsby.on('exit', (code) => {
  api.kill('SIGTERM')
  process.exit(code ?? 0)
})
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
