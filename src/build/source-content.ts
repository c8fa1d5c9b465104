import { CONTENTFUL_CONTENT_TYPES, contentfulNodeTypeName } from '../../cms-schemas/contentful/definitions'
import type { StoreVariant } from '../config/store'
import { loadContent, mapContentfulContent, type Content, type ContentfulNodes } from './content'

/** A Gatsby node as the data layer stores it: references are `field___NODE` ids. */
type RawNode = Record<string, unknown> & { id: string }

export interface ContentSources {
  /** Nodes of a type (Gatsby's getNodesByType); only used when Contentful is configured. */
  getNodesByType?: (type: string) => RawNode[]
  getNode?: (id: string) => RawNode | undefined
  contentDir?: string
  onWarning?: (message: string) => void
}

export const isContentfulConfigured = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN)

/**
 * Replaces `field___NODE` references with the referenced nodes (recursively,
 * once per node), so Contentful nodes look as GraphQL would return them.
 */
export function resolveReferences(node: unknown, getNode: (id: string) => RawNode | undefined, seen = new Set<string>()): unknown {
  if (Array.isArray(node)) return node.map((entry) => resolveReferences(entry, getNode, seen))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'internal' || key === 'parent' || key === 'children') continue
    if (key.endsWith('___NODE')) {
      const field = key.slice(0, -'___NODE'.length)
      const follow = (id: unknown) => {
        if (typeof id !== 'string' || seen.has(id)) return null
        const target = getNode(id)
        return target ? resolveReferences(target, getNode, new Set([...seen, id])) : null
      }
      out[field] = Array.isArray(value) ? value.map(follow).filter(Boolean) : follow(value)
    } else {
      out[key] = resolveReferences(value, getNode, seen)
    }
  }
  return out
}

/**
 * The content of a build: the seed JSON of the repository, with every type
 * that Contentful supplies (when configured) taken from Contentful instead.
 */
export function readBuildContent(variant: StoreVariant, sources: ContentSources = {}): Content {
  const local = loadContent(variant, { contentDir: sources.contentDir, onWarning: sources.onWarning })
  const { getNodesByType, getNode } = sources
  if (!getNodesByType || !getNode) return local
  const nodes: Record<string, unknown[]> = {}
  for (const type of CONTENTFUL_CONTENT_TYPES) {
    nodes[type.sys.id] = getNodesByType(contentfulNodeTypeName(type)).map((n) => resolveReferences(n, getNode))
  }
  const remote = mapContentfulContent(nodes as ContentfulNodes, variant, sources.onWarning)
  const has = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value)
  return {
    ...local,
    site: has(remote.site, local.site),
    stripe: has(remote.stripe, local.stripe),
    menu: has(remote.menu, local.menu),
    institutionalLinks: has(remote.institutionalLinks, local.institutionalLinks),
    footer: nodes.footer.length ? remote.footer : local.footer,
    imperdivel: has(remote.imperdivel, local.imperdivel),
    home: has(remote.home, local.home),
    redirects: remote.redirects.length ? remote.redirects : local.redirects,
    stores: remote.stores.length ? remote.stores : local.stores,
    pages: remote.pages.length ? remote.pages : local.pages,
  }
}
