/**
 * npm run cms:record — records the Gatsby nodes gatsby-source-contentful
 * makes of the seed content, for the mapping's tests:
 * 1. the seed content (content/, both stores) becomes a Contentful space
 *    export (src/build/content/space-export.ts);
 * 2. a local stand-in of the Delivery API serves it (space, locales, content
 *    types, the Sync API: src/test-support/fake-contentful.ts);
 * 3. a Gatsby site with only gatsby-source-contentful (scripts/contentful/record-site)
 *    is built against it, and its onPostBootstrap writes every node the plugin created;
 * 4. the nodes are kept in src/build/content/__tests__/fixtures/contentful-nodes.json.
 * Run it again after changing the content model or upgrading the plugin.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadContent } from '../../src/build/content'
import { seedSpaceExport } from '../../src/build/content/space-export'
import { startFakeContentfulDelivery } from '../../src/test-support/fake-contentful'

export const RECORD_SPACE_ID = 'arena-seed'
const ACCESS_TOKEN = 'record-delivery-token'
const root = path.resolve(__dirname, '../..')
const site = path.join(__dirname, 'record-site')
export const NODES_FIXTURE = path.join(root, 'src/build/content/__tests__/fixtures/contentful-nodes.json')

/** Fields that change from one recording to the next without saying anything about the node's shape. */
const VOLATILE = new Set(['counter', 'fieldOwners'])

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !VOLATILE.has(key))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, stable(item)]),
    )
  }
  return value
}

async function main(): Promise<number> {
  const seed = seedSpaceExport({ consumer: loadContent('consumer'), business: loadContent('business') }, { spaceId: RECORD_SPACE_ID })
  const delivery = await startFakeContentfulDelivery(seed.space, { spaceId: RECORD_SPACE_ID, accessToken: ACCESS_TOKEN, port: Number(process.env.RECORD_PORT ?? 0) })
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contentful-record-')), 'nodes.json')
  try {
    // Asynchronous: the Delivery stand-in answers from this process, so its event loop must keep running during the build.
    const status = await new Promise<number | null>((resolve, reject) => {
      const gatsby = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
        cwd: site,
        stdio: 'inherit',
        env: { ...process.env, RECORD_SPACE_ID, RECORD_ACCESS_TOKEN: ACCESS_TOKEN, RECORD_HOST: delivery.host, RECORD_OUTPUT: output, GATSBY_TELEMETRY_DISABLED: '1' },
      })
      gatsby.on('error', reject)
      gatsby.on('exit', (code) => resolve(code))
    })
    if (status !== 0 || !fs.existsSync(output)) {
      console.error(`the recording build failed (exit ${status}); requests: ${delivery.requests.join(', ')}`)
      return 1
    }
  } finally {
    await delivery.close()
  }
  const nodes = (JSON.parse(fs.readFileSync(output, 'utf8')) as Array<{ id: string }>).sort((a, b) => (a.id < b.id ? -1 : 1))
  const plugin = JSON.parse(fs.readFileSync(require.resolve('gatsby-source-contentful/package.json'), 'utf8')) as { version: string }
  const fixture = {
    recordedWith: `gatsby-source-contentful ${plugin.version}`,
    source: 'seedSpaceExport(content/) served by the local Delivery API stand-in (npm run cms:record)',
    spaceId: RECORD_SPACE_ID,
    nodes: nodes.map(stable),
  }
  fs.mkdirSync(path.dirname(NODES_FIXTURE), { recursive: true })
  fs.writeFileSync(NODES_FIXTURE, `${JSON.stringify(fixture, null, 1)}\n`)
  console.log(`${path.relative(root, NODES_FIXTURE)}: ${nodes.length} nodes of gatsby-source-contentful ${plugin.version}`)
  return 0
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
