import { CONTENTFUL_CONTENT_TYPES, contentfulNodeTypeName } from '../../cms-schemas/contentful/definitions'
import type { ShellSliceContent } from '../components/layout/types'
import type { StoreVariant } from '../config/store'
import type { Content } from './content'
import { CONTENTFUL_DELIVERY_HOST, CONTENTFUL_PREVIEW_HOST, contentfulPluginOptions } from './contentful-options'
import { shellContentOf, shellSliceContentOf } from './shell-content'
import { readBuildContent } from './source-content'

/**
 * The drafts of the shell's slices (stripe, menu, footer, Imperdível) for the
 * store's preview mode (decision record 0037): what the next publish would
 * put live, read as a build reads its content.
 * - With CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_ACCESS_TOKEN: Contentful's
 *   Preview API (drafts and changed entries), through its Sync API, mapped
 *   and validated by the build's own mapping; types with no entry come from
 *   the content folder, as in a build.
 * - Otherwise the content folder (CONTENT_DIR) as it is now: files edited and
 *   not yet published are the drafts.
 */
export interface DraftSettings {
  variant: StoreVariant
  contentDir?: string
  contentful: { spaceId: string; environment: string; accessToken: string; baseUrl: string } | null
}

export function draftSettingsFrom(env: NodeJS.ProcessEnv, variant: StoreVariant): DraftSettings {
  const spaceId = env.CONTENTFUL_SPACE_ID
  const accessToken = env.CONTENTFUL_PREVIEW_ACCESS_TOKEN
  const host = env.CONTENTFUL_PREVIEW_HOST || CONTENTFUL_PREVIEW_HOST
  return {
    variant,
    contentDir: env.CONTENT_DIR,
    contentful:
      spaceId && accessToken
        ? {
            spaceId,
            accessToken,
            environment: env.CONTENTFUL_ENVIRONMENT || 'master',
            baseUrl: (/^https?:\/\//.test(host) ? host : `https://${host}`).replace(/\/+$/, ''),
          }
        : null,
  }
}

type RawNode = Record<string, unknown> & { id: string }

interface SyncItem {
  sys: { id: string; type: string; contentType?: { sys: { id: string } } }
  fields?: Record<string, Record<string, unknown>>
}

interface SyncPage {
  items: SyncItem[]
  nextPageUrl?: string
  nextSyncUrl?: string
}

const isLink = (value: unknown): value is { sys: { type: 'Link'; id: string } } =>
  typeof value === 'object' && value !== null && (value as { sys?: { type?: unknown } }).sys?.type === 'Link'

/** A sync item as gatsby-source-contentful's node would hold it: one locale, links as `field___NODE` ids. */
export function syncItemNode(item: SyncItem, locale: string): RawNode {
  const node: RawNode = { id: item.sys.id, contentful_id: item.sys.id, sys: item.sys }
  for (const [field, localised] of Object.entries(item.fields ?? {})) {
    const value = localised[locale] ?? Object.values(localised)[0]
    if (isLink(value)) node[`${field}___NODE`] = value.sys.id
    else if (Array.isArray(value) && value.length > 0 && value.every(isLink)) node[`${field}___NODE`] = value.map((link) => link.sys.id)
    else node[field] = value
  }
  return node
}

/** Every entry and asset of the space as the Preview API has them now (an initial sync, page by page). */
async function syncSpace(contentful: NonNullable<DraftSettings['contentful']>, fetchImpl: typeof fetch): Promise<{ items: SyncItem[]; locale: string }> {
  const base = `${contentful.baseUrl}/spaces/${contentful.spaceId}/environments/${contentful.environment}`
  const get = async <T>(url: string): Promise<T> => {
    const response = await fetchImpl(url, { headers: { authorization: `Bearer ${contentful.accessToken}` } })
    if (!response.ok) throw new Error(`Contentful's Preview API answered ${response.status} to ${url.replace(contentful.accessToken, '…')}`)
    return (await response.json()) as T
  }
  const locales = await get<{ items: Array<{ code: string; default: boolean }> }>(`${base}/locales`)
  const locale = locales.items.find((item) => item.default)?.code ?? locales.items[0]?.code ?? 'pt-BR'
  const items: SyncItem[] = []
  let url: string | undefined = `${base}/sync?initial=true`
  while (url) {
    const page: SyncPage = await get<SyncPage>(url)
    items.push(...page.items)
    url = page.nextPageUrl
  }
  return { items, locale }
}

/**
 * The published content as a build reads it, for the shell publish without a
 * build (decision record 0041): Contentful's Delivery API (CONTENTFUL_SPACE_ID,
 * CONTENTFUL_ACCESS_TOKEN, CONTENTFUL_HOST: gatsby-source-contentful's
 * settings) through the same sync as the drafts, else the content folder.
 */
export function publishedSettingsFrom(env: NodeJS.ProcessEnv, variant: StoreVariant): DraftSettings {
  const options = contentfulPluginOptions(env)
  const host = env.CONTENTFUL_HOST || CONTENTFUL_DELIVERY_HOST
  return {
    variant,
    contentDir: env.CONTENT_DIR,
    contentful: options
      ? {
          spaceId: options.spaceId,
          accessToken: options.accessToken,
          environment: options.environment,
          baseUrl: (/^https?:\/\//.test(host) ? host : `https://${host}`).replace(/\/+$/, ''),
        }
      : null,
  }
}

/** The shell's slices' content from the drafts (validated: an invalid draft throws, naming the entry and field). */
export async function readShellDrafts(settings: DraftSettings, fetchImpl: typeof fetch = fetch): Promise<ShellSliceContent> {
  return shellSliceContentOf(shellContentOf(await readContentOf(settings, fetchImpl)))
}

/** The whole content (drafts or published, by the settings), read and validated as a build reads it. */
export async function readContentOf(settings: DraftSettings, fetchImpl: typeof fetch = fetch): Promise<Content> {
  if (!settings.contentful) return readBuildContent(settings.variant, { contentDir: settings.contentDir })
  const { items, locale } = await syncSpace(settings.contentful, fetchImpl)
  const nodes = new Map<string, RawNode>()
  const byType = new Map<string, RawNode[]>()
  const typeNames = new Map(CONTENTFUL_CONTENT_TYPES.map((type) => [type.sys.id, contentfulNodeTypeName(type)]))
  for (const item of items) {
    if (item.sys.type !== 'Entry' && item.sys.type !== 'Asset') continue
    const node = syncItemNode(item, locale)
    nodes.set(node.id, node)
    const typeName = item.sys.contentType ? typeNames.get(item.sys.contentType.sys.id) : undefined
    if (typeName) byType.set(typeName, [...(byType.get(typeName) ?? []), node])
  }
  return readBuildContent(settings.variant, {
    contentDir: settings.contentDir,
    getNodesByType: (type) => byType.get(type) ?? [],
    getNode: (id) => nodes.get(id),
  })
}
