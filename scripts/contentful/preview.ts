/**
 * npm run cms:preview — the store with Contentful's drafts: `npm run develop`
 * (Gatsby's development server and the API) reading the space through the
 * Preview API, so an editor sees an entry before publishing it.
 * Needs CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_ACCESS_TOKEN (a Content
 * Preview API token); CONTENTFUL_HOST may override the preview host.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { CONTENTFUL_PREVIEW_HOST } from '../../src/build/contentful-options'

const root = path.resolve(__dirname, '../..')

function main(): number | undefined {
  const token = process.env.CONTENTFUL_PREVIEW_ACCESS_TOKEN
  if (!process.env.CONTENTFUL_SPACE_ID || !token) {
    console.error('cms:preview needs CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_ACCESS_TOKEN (Settings → API keys → Content Preview API token)')
    return 2
  }
  const develop = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/develop.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONTENTFUL_HOST: process.env.CONTENTFUL_HOST || CONTENTFUL_PREVIEW_HOST, CONTENTFUL_ACCESS_TOKEN: token },
  })
  const stop = () => develop.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  develop.on('exit', (code) => process.exit(code ?? 0))
  return undefined
}

const code = main()
if (code !== undefined) process.exit(code)
