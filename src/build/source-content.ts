import path from 'node:path'
import { CONTENTFUL_CONTENT_TYPES, contentfulNodeTypeName } from '../../cms-schemas/contentful/definitions'
import { ContentValidationError } from '../../cms-schemas/validation'
import type { StoreVariant } from '../config/store'
import { checkReferences, CONTENT_FILES, DEFAULT_CONTENT_DIR, loadContent, mapContentfulContent, resolveContentFile, type Content, type ContentfulNodes, type ContentKey } from './content'

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

/** gatsby-source-contentful keeps an Object (JSON) field's value in child nodes of this kind, the value itself in internal.content. */
function jsonNodeValue(node: RawNode): { found: boolean; value?: unknown } {
  const sys = node.sys as { type?: unknown } | undefined
  const internal = node.internal as { content?: unknown } | undefined
  if (sys?.type !== 'JsonNode' || typeof internal?.content !== 'string') return { found: false }
  return { found: true, value: JSON.parse(internal.content) as unknown }
}

/** The fields each content type declares: its forward links (the plugin adds back-references too). */
const FIELDS_BY_TYPE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  CONTENTFUL_CONTENT_TYPES.map((type) => [type.sys.id, new Set(type.fields.map((field) => field.id))]),
)

/** The fields of a node's content type, or undefined when the node does not name one (assets, hand-made nodes). */
function declaredFields(node: Record<string, unknown>): ReadonlySet<string> | undefined {
  const sys = node.sys as { contentType?: { sys?: { id?: unknown } } } | undefined
  const id = sys?.contentType?.sys?.id
  return typeof id === 'string' ? FIELDS_BY_TYPE.get(id) : undefined
}

/**
 * Replaces `field___NODE` references with the referenced nodes (recursively,
 * once per node; only the fields the content type declares), so Contentful nodes look as GraphQL would return them; an
 * Object (JSON) field's child nodes give back the field's value as it was.
 */
export function resolveReferences(node: unknown, getNode: (id: string) => RawNode | undefined, seen = new Set<string>()): unknown {
  if (Array.isArray(node)) return node.map((entry) => resolveReferences(entry, getNode, seen))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  const fields = declaredFields(node as Record<string, unknown>)
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'internal' || key === 'parent' || key === 'children') continue
    if (key.endsWith('___NODE')) {
      const field = key.slice(0, -'___NODE'.length)
      // A back-reference (a brand's `sport___NODE`… listing what links to it): following those walks the whole graph from every node.
      if (fields && !fields.has(field)) continue
      const follow = (id: unknown) => {
        if (typeof id !== 'string' || seen.has(id)) return null
        const target = getNode(id)
        if (!target) return null
        const json = jsonNodeValue(target)
        return json.found ? json.value : resolveReferences(target, getNode, new Set([...seen, id]))
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
 * The references between types (menu and listing links to categories,
 * brands and sports…) are checked again on the result.
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
  const fromContentful = new Set<ContentKey>()
  function pick<K extends ContentKey, T>(key: K, value: T | undefined, fallback: T, present = value !== undefined): T {
    if (!present) return fallback
    fromContentful.add(key)
    return value as T
  }
  const merged: Content = {
    ...local,
    site: pick('site', remote.site, local.site),
    stripe: pick('stripe', remote.stripe, local.stripe),
    menu: pick('menu', remote.menu, local.menu),
    institutionalLinks: pick('institutionalLinks', remote.institutionalLinks, local.institutionalLinks),
    footer: pick('footer', remote.footer, local.footer, nodes.footer.length > 0),
    imperdivel: pick('imperdivel', remote.imperdivel, local.imperdivel),
    home: pick('home', remote.home, local.home),
    redirects: pick('redirects', remote.redirects, local.redirects, remote.redirects.length > 0),
    stores: pick('stores', remote.stores, local.stores, remote.stores.length > 0),
    pages: pick('pages', remote.pages, local.pages, remote.pages.length > 0),
    categoryTree: pick('categoryTree', remote.categoryTree, local.categoryTree),
    brands: pick('brands', remote.brands, local.brands, remote.brands.length > 0),
    sports: pick('sports', remote.sports, local.sports, remote.sports.length > 0),
  }
  const contentDir = sources.contentDir ?? path.join(process.cwd(), DEFAULT_CONTENT_DIR)
  const labels = Object.fromEntries(
    (Object.keys(CONTENT_FILES) as ContentKey[]).map((key) => [
      key,
      fromContentful.has(key) ? `Contentful ${CONTENTFUL_LABELS[key]}` : resolveContentFile(contentDir, variant, key).label,
    ]),
  ) as Record<ContentKey, string>
  const issues = checkReferences(merged, labels)
  if (issues.length > 0) throw new ContentValidationError(issues)
  return merged
}

/** The Contentful type each content key comes from, as named in messages. */
const CONTENTFUL_LABELS: Readonly<Record<ContentKey, string>> = {
  site: 'ContentfulSiteSettings',
  stripe: 'ContentfulPromotionalStripe',
  menu: 'ContentfulMenu',
  institutionalLinks: 'ContentfulInstitutionalLinks',
  footer: 'ContentfulFooter',
  imperdivel: 'ContentfulImperdivel',
  home: 'ContentfulHome',
  redirects: 'ContentfulRedirectRule',
  stores: 'ContentfulStore',
  pages: 'ContentfulContentPage',
  categoryTree: 'ContentfulCategoryTree',
  brands: 'ContentfulBrand',
  sports: 'ContentfulSport',
}
