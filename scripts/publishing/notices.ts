/**
 * Signed notices to a publishing server (scripts, checks and benchmarks):
 * the same request verification Contentful uses, with PUBLISH_SIGNING_SECRET.
 */
import type { StoreCatalogueNotice } from '../../src/contracts/schemas/catalogue-notice'
import { CONTENTFUL_TOPIC_HEADER, type ContentfulPublishTopic } from '../../src/contracts/contentful-webhook'
import type { PublishStatus } from '../../src/server/domain/publishing/status'
import { LOCAL_CONTENT_TYPE } from '../../src/server/domain/publishing/describe'
import { signRequest } from '../../src/server/domain/publishing/signature'
import { EDITOR_ACCESS_PARAM, editorAccessToken } from '../../src/server/domain/publishing/editor-access'
import { EDITOR_ACCESS_MS } from '../../src/server/domain/publishing/limits'
import { PUBLISH_STATUS_PAGE_PATH } from '../../src/server/http/publish-status-page'
import { PREVIEW_PATH } from '../../src/server/http/preview-routes'

export interface NoticeTarget {
  /** The server's origin, e.g. http://127.0.0.1:9000. */
  origin: string
  secret: string
}

export interface NoticeAnswer {
  status: number
  body: unknown
}

/** The server to notify: PUBLISH_URL, else this machine on PORT (default 9000). */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): NoticeTarget {
  const secret = env.PUBLISH_SIGNING_SECRET
  if (!secret) throw new Error('PUBLISH_SIGNING_SECRET is not set: the server refuses unsigned notices')
  return { origin: (env.PUBLISH_URL ?? `http://127.0.0.1:${env.PORT ?? 9000}`).replace(/\/+$/, ''), secret }
}

/** POSTs a body signed with the target's secret. */
export async function postSigned(target: NoticeTarget, path: string, body: unknown, headers: Record<string, string> = {}): Promise<NoticeAnswer> {
  const text = JSON.stringify(body)
  const base = { 'content-type': 'application/json', ...headers }
  const signature = signRequest(target.secret, { method: 'POST', path, headers: base, body: text }, Date.now())
  const response = await fetch(`${target.origin}${path}`, { method: 'POST', headers: { ...base, ...signature }, body: text })
  const answer = await response.text()
  let parsed: unknown = answer
  try {
    parsed = JSON.parse(answer)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed }
}

/** The notice `npm run publish` sends for the content/ folder: Contentful's webhook shape, topic Entry.publish. */
export function contentNotice(entryId: string, topic: ContentfulPublishTopic = 'ContentManagement.Entry.publish', contentType: string = LOCAL_CONTENT_TYPE) {
  return {
    headers: { [CONTENTFUL_TOPIC_HEADER]: topic, 'x-contentful-webhook-name': 'npm run publish' },
    body: {
      sys: {
        id: entryId,
        type: 'Entry',
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
        updatedAt: new Date().toISOString(),
      },
    },
  }
}

export function catalogueNotice(reason: StoreCatalogueNotice['catalogueChange']['reason'], productIds?: string[]): StoreCatalogueNotice {
  return { catalogueChange: { reason, ...(productIds ? { productIds } : {}) } }
}

/** The publishing status (GET /api/publish/status, signed with the target's secret: the server answers nobody else). */
export async function readStatus(target: NoticeTarget): Promise<PublishStatus> {
  const path = '/api/publish/status'
  const signature = signRequest(target.secret, { method: 'GET', path, headers: {}, body: '' }, Date.now())
  const response = await fetch(`${target.origin}${path}`, { headers: signature })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as PublishStatus
}

/** An editor's link to the whole /publicacao page, valid EDITOR_ACCESS_DAYS from now (on `origin`: the store's public address). */
export function editorLink(target: NoticeTarget, origin = target.origin, now = Date.now()): string {
  return `${origin.replace(/\/+$/, '')}${PUBLISH_STATUS_PAGE_PATH}?${EDITOR_ACCESS_PARAM}=${editorAccessToken(target.secret, now + EDITOR_ACCESS_MS)}`
}

/**
 * An editor's link into the preview mode (/previa, decision record 0037), valid EDITOR_ACCESS_DAYS: the
 * address to give Contentful's content preview ("Open preview") for the store's entries.
 */
export function previewLink(target: NoticeTarget, origin = target.origin, now = Date.now()): string {
  return `${origin.replace(/\/+$/, '')}${PREVIEW_PATH}?${EDITOR_ACCESS_PARAM}=${editorAccessToken(target.secret, now + EDITOR_ACCESS_MS)}`
}

/** Waits until the queue is idle and a record newer than `afterId` is finished; returns that record. */
export async function waitForRecord(target: NoticeTarget, afterId: number, timeoutMs: number, pollMs = 500): Promise<PublishStatus['builds'][number]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await readStatus(target)
    const finished = status.builds.find((record) => record.id > afterId && record.status !== 'running')
    if (finished && status.queue.state === 'idle') return finished
    if (Date.now() > deadline) throw new Error(`no finished build after ${timeoutMs} ms (queue: ${status.queue.state})`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

export const latestRecordId = (status: PublishStatus): number => status.builds[0]?.id ?? 0
