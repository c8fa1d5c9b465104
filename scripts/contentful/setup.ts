/**
 * npm run cms:setup — creates the content model and the seed content (content/,
 * both stores) in a Contentful space, published:
 *   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… [CONTENTFUL_ENVIRONMENT=master] npm run cms:setup
 * Safe to run again: what exists is updated. CONTENTFUL_MANAGEMENT_HOST /
 * CONTENTFUL_UPLOAD_HOST point it elsewhere (http:// for a local stand-in).
 */
import path from 'node:path'
import { loadContent } from '../../src/build/content'
import { seedSpaceExport } from '../../src/build/content/space-export'
import { setupSpace } from './space-setup'

async function main(): Promise<number> {
  const spaceId = process.env.CONTENTFUL_SPACE_ID
  const accessToken = process.env.CONTENTFUL_MANAGEMENT_TOKEN
  if (!spaceId || !accessToken) {
    console.error('usage: CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… npm run cms:setup')
    return 2
  }
  const hostOf = (value: string | undefined) => value?.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  const managementHost = process.env.CONTENTFUL_MANAGEMENT_HOST
  const root = path.resolve(__dirname, '../..')
  const contentDir = process.env.CONTENT_DIR ?? path.join(root, 'content')
  const seed = seedSpaceExport(
    { consumer: loadContent('consumer', { contentDir }), business: loadContent('business', { contentDir }) },
    { spaceId },
  )
  const summary = await setupSpace(seed, {
    spaceId,
    environmentId: process.env.CONTENTFUL_ENVIRONMENT || 'master',
    accessToken,
    host: hostOf(managementHost),
    hostUpload: hostOf(process.env.CONTENTFUL_UPLOAD_HOST ?? managementHost),
    insecure: managementHost?.startsWith('http://') ?? false,
    staticDir: path.join(root, 'static'),
  })
  console.log(`space ${spaceId}: ${summary.created} created, ${summary.updated} updated, in locale ${summary.locale}`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
