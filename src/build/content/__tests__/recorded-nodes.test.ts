/**
 * The Contentful mapping against real gatsby-source-contentful nodes: the
 * fixture holds every node the plugin created from the seed content exported
 * as a space (`npm run cms:record`: seedSpaceExport served by a local stand-in
 * of the Delivery API, nodes written after bootstrap). Reading the build's
 * content from those nodes must give back the seed content.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CONTENTFUL_CONTENT_TYPES, contentfulNodeTypeName } from '../../../../cms-schemas/contentful/definitions'
import { readBuildContent, resolveReferences } from '../../source-content'
import { assetFileUrl, seedSpaceExport } from '../space-export'
import { loadContent, type Content } from '..'

type RawNode = Record<string, unknown> & { id: string; internal: { type: string } }
interface Recording {
  recordedWith: string
  spaceId: string
  nodes: RawNode[]
}

const ROOT = path.resolve(__dirname, '../../../..')
const recording = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/contentful-nodes.json'), 'utf8')) as Recording
const byId = new Map(recording.nodes.map((node) => [node.id, node]))
const sources = {
  contentDir: path.join(ROOT, 'content'),
  getNode: (id: string) => byId.get(id),
  getNodesByType: (type: string) => recording.nodes.filter((node) => node.internal.type === type),
}

const seedContent = (variant: 'consumer' | 'business') => loadContent(variant, { contentDir: sources.contentDir })

/** Keys whose images are JSON values (home sections, page bodies): they stay addresses in the space. */
const JSON_IMAGES = new Set<keyof Content>(['home', 'pages'])
/** Keys listed in the order of the space (no position field): compared in a stable order. */
const UNORDERED: Partial<Record<keyof Content, (item: Record<string, unknown>) => string>> = {
  stores: (store) => String(store.slug),
  pages: (page) => String(page.slug),
  redirects: (rule) => JSON.stringify(rule),
}

/** The seed content as Contentful serves it: each image of an asset field is an asset, delivered over https. */
function asServedByContentful(content: Content): Content {
  const { assetSources } = seedSpaceExport({ consumer: seedContent('consumer'), business: seedContent('business') }, { spaceId: recording.spaceId })
  const urls = new Map(assetSources.map(({ assetId, sitePath }) => [sitePath, `https:${assetFileUrl(recording.spaceId, assetId, sitePath.split('/').pop() ?? sitePath)}`]))
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return urls.get(value) ?? value
    if (Array.isArray(value)) return value.map(swap)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swap(item)]))
    return value
  }
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, JSON_IMAGES.has(key as keyof Content) ? value : swap(value)])) as Content
}

function comparable(content: Content): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => {
      const order = UNORDERED[key as keyof Content]
      if (!order || !Array.isArray(value)) return [key, value]
      return [key, [...(value as Record<string, unknown>[])].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))]
    }),
  )
}

describe(`recorded nodes (${recording.recordedWith})`, () => {
  it('has nodes of every content type of the model', () => {
    const types = new Set(recording.nodes.map((node) => node.internal.type))
    for (const type of CONTENTFUL_CONTENT_TYPES) expect(types).toContain(contentfulNodeTypeName(type))
  })

  it('follows the links a content type declares, not the back-references the plugin adds', () => {
    const declared = new Map(CONTENTFUL_CONTENT_TYPES.map((type) => [contentfulNodeTypeName(type), new Set(type.fields.map((field) => field.id))]))
    const backReferenced = recording.nodes.filter((node) =>
      Object.keys(node).some((key) => key.endsWith('___NODE') && !declared.get(node.internal.type)?.has(key.slice(0, -'___NODE'.length))),
    )
    expect(backReferenced.length).toBeGreaterThan(0)
    for (const node of backReferenced) {
      const resolved = resolveReferences(node, sources.getNode) as Record<string, unknown>
      const fields = declared.get(node.internal.type) ?? new Set<string>()
      const linked = Object.keys(node).filter((key) => key.endsWith('___NODE')).map((key) => key.slice(0, -'___NODE'.length))
      expect(linked.filter((field) => field in resolved)).toEqual(linked.filter((field) => fields.has(field)))
    }
  })

  it.each(['consumer', 'business'] as const)('give back the seed content of the %s store', (variant) => {
    const fromContentful = readBuildContent(variant, sources)
    expect(comparable(fromContentful)).toEqual(comparable(asServedByContentful(seedContent(variant))))
  })
})
