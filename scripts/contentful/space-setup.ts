/**
 * Creates the content model and the seed entries in a Contentful space with
 * the Management API (contentful-management, plain client): every content
 * type (created or updated, then activated), every seed image uploaded as an
 * asset (processed, published), every entry (created or updated, published,
 * children before the entries that link them). Running it again updates what
 * is there. Field values go in the space's default locale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from 'contentful-management'
import type { ExportEntry, SeedSpace } from '../../src/build/content/space-export'

export interface SetupOptions {
  spaceId: string
  environmentId: string
  /** A Content Management API token. */
  accessToken: string
  /** Default api.contentful.com and upload.contentful.com. */
  host?: string
  hostUpload?: string
  /** Plain http (a local stand-in). */
  insecure?: boolean
  /** Where the seed images are (static/, by their site path). */
  staticDir: string
  log?: (line: string) => void
  /** How long to wait between checks that an asset is processed (the SDK's default, 500 ms, when absent). */
  processingCheckWaitMs?: number
}

export interface SetupSummary {
  locale: string
  contentTypes: number
  assets: number
  entries: number
  created: number
  updated: number
}

const isNotFound = (error: unknown): boolean => {
  const text = error instanceof Error ? error.message : String(error)
  return /"status":\s*404|NotFound/.test(text)
}

/** Entries ordered so that every entry comes after the entries it links to. */
export function linkOrder(entries: readonly ExportEntry[]): ExportEntry[] {
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]))
  const ordered: ExportEntry[] = []
  const done = new Set<string>()
  const visit = (entry: ExportEntry, trail: Set<string>) => {
    if (done.has(entry.sys.id)) return
    if (trail.has(entry.sys.id)) throw new Error(`entries link in a circle through ${entry.sys.id}`)
    trail.add(entry.sys.id)
    for (const [, id] of JSON.stringify(entry.fields).matchAll(/"linkType":"Entry","id":"([^"]+)"/g)) {
      const child = byId.get(id)
      if (child) visit(child, trail)
    }
    trail.delete(entry.sys.id)
    done.add(entry.sys.id)
    ordered.push(entry)
  }
  for (const entry of entries) visit(entry, new Set())
  return ordered
}

/** Moves every localised value to the space's locale. */
function relocalise<T extends Record<string, Record<string, unknown>>>(fields: T, from: string, to: string): T {
  return Object.fromEntries(Object.entries(fields).map(([id, values]) => [id, { [to]: values[from] }])) as T
}

export async function setupSpace(seed: SeedSpace, options: SetupOptions): Promise<SetupSummary> {
  const log = options.log ?? ((line: string) => console.log(line))
  const client = createClient(
    { accessToken: options.accessToken, host: options.host, hostUpload: options.hostUpload, insecure: options.insecure },
    { type: 'plain', defaults: { spaceId: options.spaceId, environmentId: options.environmentId } },
  )
  const locales = await client.locale.getMany({})
  const locale = locales.items.find((item) => item.default)?.code ?? 'en-US'
  const seedLocale = seed.space.locales.find((item) => item.default)?.code ?? locale
  const summary: SetupSummary = { locale, contentTypes: 0, assets: 0, entries: 0, created: 0, updated: 0 }
  const existing = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read()
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  for (const type of seed.space.contentTypes) {
    const contentTypeId = type.sys.id
    const body = { name: type.name, description: type.description, displayField: type.displayField, fields: type.fields }
    const current = await existing(() => client.contentType.get({ contentTypeId }))
    const saved = current
      ? await client.contentType.update({ contentTypeId }, { ...current, ...body })
      : await client.contentType.createWithId({ contentTypeId }, body)
    await client.contentType.publish({ contentTypeId }, saved)
    summary.contentTypes += 1
    summary[current ? 'updated' : 'created'] += 1
  }
  log(`${summary.contentTypes} content types`)

  const sources = new Map(seed.assetSources.map((source) => [source.assetId, source.sitePath]))
  for (const asset of seed.space.assets) {
    const assetId = asset.sys.id
    const sitePath = sources.get(assetId)
    if (!sitePath) throw new Error(`asset ${assetId} has no seed image`)
    const bytes = fs.readFileSync(path.join(options.staticDir, sitePath))
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    const upload = await client.upload.create({ spaceId: options.spaceId }, { file })
    const { fileName, contentType } = asset.fields.file[seedLocale]
    const fields = {
      title: { [locale]: asset.fields.title[seedLocale] },
      file: { [locale]: { fileName, contentType, uploadFrom: { sys: { type: 'Link' as const, linkType: 'Upload' as const, id: upload.sys.id } } } },
    }
    const current = await existing(() => client.asset.get({ assetId }))
    const saved = current ? await client.asset.update({ assetId }, { ...current, fields }) : await client.asset.createWithId({ assetId }, { fields })
    const processed = await client.asset.processForAllLocales({}, saved, options.processingCheckWaitMs ? { processingCheckWait: options.processingCheckWaitMs } : undefined)
    await client.asset.publish({ assetId }, processed)
    summary.assets += 1
    summary[current ? 'updated' : 'created'] += 1
  }
  log(`${summary.assets} assets`)

  for (const entry of linkOrder(seed.space.entries)) {
    const entryId = entry.sys.id
    const fields = relocalise(entry.fields, seedLocale, locale)
    const current = await existing(() => client.entry.get({ entryId }))
    const saved = current
      ? await client.entry.update({ entryId }, { ...current, fields })
      : await client.entry.createWithId({ entryId, contentTypeId: entry.sys.contentType.sys.id }, { fields })
    await client.entry.publish({ entryId }, saved)
    summary.entries += 1
    summary[current ? 'updated' : 'created'] += 1
  }
  log(`${summary.entries} entries`)
  return summary
}
