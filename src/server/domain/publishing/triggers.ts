import { vtexNoticeNeedsBuild } from '../../../contracts/catalogue-notice'
import { storeCatalogueNoticeSchema, vtexBroadcasterNoticeSchema, type StoreCatalogueNotice } from '../../../contracts/schemas/catalogue-notice'
import { isContentfulPublishTopic, type ContentfulPublishTopic } from '../../../contracts/contentful-webhook'
import { contentfulWebhookEntitySchema } from '../../../contracts/schemas/contentful-webhook'

/** What asked for a build: a CMS publish, a catalogue change, or the server itself. */
export type PublishTrigger =
  | {
      source: 'cms'
      topic: ContentfulPublishTopic
      entryId: string
      contentType: string | null
      revision: number | null
    }
  | { source: 'vtex-catalogue'; skuId: string; account: string; changes: string[] }
  | { source: 'store-catalogue'; reason: StoreCatalogueNotice['catalogueChange']['reason']; products: number | null }

/** What a notice asks for. */
export type NoticeReading =
  | { kind: 'build'; trigger: PublishTrigger }
  | { kind: 'ignored'; reason: string }
  | { kind: 'invalid'; message: string }

const issuesOf = (error: { issues: Array<{ path: (string | number)[]; message: string }> }): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ')

function readContentful(topic: string, body: unknown): NoticeReading {
  if (!isContentfulPublishTopic(topic)) return { kind: 'ignored', reason: `topic ${topic} does not change what is published` }
  const parsed = contentfulWebhookEntitySchema.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', message: issuesOf(parsed.error) }
  const { sys } = parsed.data
  return {
    kind: 'build',
    trigger: { source: 'cms', topic, entryId: sys.id, contentType: sys.contentType?.sys.id ?? null, revision: sys.revision ?? null },
  }
}

function vtexChanges(notice: ReturnType<typeof vtexBroadcasterNoticeSchema.parse>): string[] {
  const changes: string[] = []
  if (notice.PriceModified) changes.push('price')
  if (notice.StockModified) changes.push('stock')
  if (notice.HasStockKeepingUnitModified) changes.push('sku')
  if (notice.HasStockKeepingUnitRemovedFromAffiliate) changes.push('removed')
  if (notice.IsActive === false) changes.push('inactive')
  return changes
}

/**
 * Reads a (verified) notice: Contentful's webhook when it carries a topic,
 * else a catalogue notice — the VTEX broadcaster's or the store's own.
 */
export function readNotice(topic: string | undefined, body: unknown): NoticeReading {
  if (topic) return readContentful(topic, body)
  if (body && typeof body === 'object' && 'IdSku' in body) {
    const parsed = vtexBroadcasterNoticeSchema.safeParse(body)
    if (!parsed.success) return { kind: 'invalid', message: issuesOf(parsed.error) }
    if (!vtexNoticeNeedsBuild(parsed.data)) return { kind: 'ignored', reason: 'only the stock changed: pages read it live' }
    return { kind: 'build', trigger: { source: 'vtex-catalogue', skuId: parsed.data.IdSku, account: parsed.data.An, changes: vtexChanges(parsed.data) } }
  }
  if (body && typeof body === 'object' && 'catalogueChange' in body) {
    const parsed = storeCatalogueNoticeSchema.safeParse(body)
    if (!parsed.success) return { kind: 'invalid', message: issuesOf(parsed.error) }
    const { reason, productIds } = parsed.data.catalogueChange
    return { kind: 'build', trigger: { source: 'store-catalogue', reason, products: productIds?.length ?? null } }
  }
  return {
    kind: 'invalid',
    message: 'not a publishing notice: expected a Contentful webhook (X-Contentful-Topic), a VTEX broadcaster notice (IdSku) or a catalogue notice (catalogueChange)',
  }
}
