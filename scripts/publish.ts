/**
 * Talks to a running server's publishing (PUBLISH_SIGNING_SECRET must match
 * the server's; PUBLISH_URL, default http://127.0.0.1:$PORT):
 *   npm run publish                        the content/ folder changed: the notice Contentful would send
 *   npm run publish -- --catalogue [why]   the catalogue changed (import | price | stock | product; default product)
 *   npm run publish -- --wait              …and wait for the build, printing its outcome
 *   npm run publish:rollback               the previous release goes live again
 *   npm run publish:status                 what is live, the queue and the last builds (a signed request)
 *   npm run publish:editor-link            a link for editors to the whole /publicacao page (valid 7 days;
 *                                          on SITE_URL, else the server's address)
 *   npm run publish:editor-link -- --preview   the editors' preview link (drafts of the stripe, menus, footer
 *                                          and Imperdível on the store itself; Contentful's "Open preview" address)
 */
import path from 'node:path'
import { STORE_CATALOGUE_CHANGES } from '../src/contracts/catalogue-notice'
import type { StoreCatalogueNotice } from '../src/contracts/schemas/catalogue-notice'
import { describeDuration, describeOrigin, describeStatus } from '../src/server/domain/publishing/describe'
import type { PublishRecord } from '../src/server/domain/publishing/records'
import { EDITOR_ACCESS_DAYS } from '../src/server/domain/publishing/limits'
import { catalogueNotice, contentNotice, editorLink, latestRecordId, postSigned, previewLink, readStatus, targetFromEnv, waitForRecord } from './publishing/notices'

/** How long --wait waits for a build. */
const WAIT_TIMEOUT_MS = 30 * 60_000

const line = (record: PublishRecord): string =>
  `#${record.id} ${describeStatus(record)} (${describeDuration(record.durationMs)}) — ${describeOrigin(record)}${record.releaseId ? ` → ${record.releaseId}` : ''}`

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const target = targetFromEnv()
  if (args.includes('--editor-link')) {
    const origin = process.env.SITE_URL ?? target.origin
    console.log(args.includes('--preview') ? previewLink(target, origin) : editorLink(target, origin))
    console.error(`(valid for ${EDITOR_ACCESS_DAYS} days; changing PUBLISH_SIGNING_SECRET ends every link at once)`)
    return 0
  }
  if (args.includes('--status')) {
    const status = await readStatus(target)
    console.log(`live: ${status.live?.releaseId ?? '(the build folder)'}; queue: ${status.queue.state}`)
    for (const record of status.builds) console.log(line(record))
    return 0
  }
  if (args.includes('--rollback')) {
    const answer = await postSigned(target, '/api/publish/rollback', {})
    console.log(answer.status === 200 ? `live: ${(answer.body as { live: string }).live}` : JSON.stringify(answer.body))
    return answer.status === 200 ? 0 : 1
  }
  const before = args.includes('--wait') ? latestRecordId(await readStatus(target)) : 0
  const catalogueAt = args.indexOf('--catalogue')
  let answer
  if (catalogueAt >= 0) {
    const reason = (args[catalogueAt + 1] ?? 'product') as StoreCatalogueNotice['catalogueChange']['reason']
    if (!STORE_CATALOGUE_CHANGES.includes(reason)) {
      console.error(`--catalogue takes one of ${STORE_CATALOGUE_CHANGES.join(', ')}`)
      return 2
    }
    answer = await postSigned(target, '/api/publish', catalogueNotice(reason))
  } else {
    const notice = contentNotice(path.basename(path.resolve(process.env.CONTENT_DIR ?? 'content')))
    answer = await postSigned(target, '/api/publish', notice.body, notice.headers)
  }
  console.log(`${answer.status} ${JSON.stringify(answer.body)}`)
  if (answer.status >= 300) return 1
  if (!args.includes('--wait')) return 0
  const record = await waitForRecord(target, before, WAIT_TIMEOUT_MS)
  console.log(line(record))
  for (const issue of record.error?.issues ?? []) console.log(`  ${issue.source}: ${issue.path}: ${issue.message}`)
  if (record.error && record.error.issues.length === 0) console.log(`  ${record.error.message}`)
  return record.status === 'succeeded' ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
