/**
 * Maps gatsby-source-contentful nodes (plain objects as GraphQL returns them)
 * to the zod-validated content shapes of cms-schemas. Pure functions: the
 * gatsby-config/gatsby-node wiring queries the nodes and passes them in.
 *
 * Conventions of the Contentful model (cms-schemas/contentful/definitions.ts):
 * - container entries (site settings, stripe, menu, institutional links, footer,
 *   Imperdível, home) carry a `variant` field, consumer or business; the
 *   catalogue taxonomy (category tree, brands, sports) is shared, brands and
 *   sports ordered by their `position`;
 * - assets arrive as { url } or { file: { url } }, often protocol-relative;
 * - Object (JSON) fields arrive as the value itself or as { internal: { content } };
 * - empty fields arrive as null and count as absent.
 */
import {
  CONTENTFUL_CONTENT_TYPES,
  contentfulNodeTypeName,
} from '../../../cms-schemas/contentful/definitions'
import {
  brandsSchema,
  categoryTreeSchema,
  homeSchema,
  imperdivelSchema,
  institutionalLinksSchema,
  menuSchema,
  pagesSchema,
  redirectsSchema,
  siteSchema,
  storesSchema,
  sportsSchema,
  stripeSchema,
  type BrandEntry,
  type CategoryTree,
  type Footer,
  type Home,
  type Imperdivel,
  type InstitutionalLink,
  type Menu,
  type Page,
  type RedirectRule,
  type Site,
  type SportEntry,
  type Store,
  type Stripe,
} from '../../../cms-schemas'
import { parseFooter } from './footer'
import type { ContentVariant } from './types'
import { validateOrThrow, withoutNulls } from '../../../cms-schemas/validation'

export type ContentfulNode = Readonly<Record<string, unknown>>

/** Contentful content-type ids of the model. */
export const CONTENTFUL_TYPE_IDS: readonly string[] = CONTENTFUL_CONTENT_TYPES.map((type) => type.sys.id)

/** Gatsby node type names gatsby-source-contentful creates for the model, e.g. ContentfulMenuDepartment. */
export const CONTENTFUL_NODE_TYPES: readonly string[] = CONTENTFUL_CONTENT_TYPES.map(contentfulNodeTypeName)

const typeName = (id: string): string => {
  const type = CONTENTFUL_CONTENT_TYPES.find((candidate) => candidate.sys.id === id)
  if (!type) throw new Error(`Unknown Contentful content type "${id}"`)
  return contentfulNodeTypeName(type)
}

const isRecord = (value: unknown): value is ContentfulNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const nodes = (value: unknown): ContentfulNode[] => (Array.isArray(value) ? value.filter(isRecord) : [])

const nodeLabel = (id: string, node: ContentfulNode | undefined): string => {
  const entryId = node ? (node.contentful_id ?? node.id) : undefined
  return `Contentful ${typeName(id)}${typeof entryId === 'string' ? ` ${entryId}` : ''}`
}

/** Absolute https address of an asset field; undefined when the field is empty. */
export function assetUrl(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined
  const file = isRecord(value.file) ? value.file : undefined
  const url = typeof value.url === 'string' ? value.url : typeof file?.url === 'string' ? file.url : undefined
  if (url === undefined) return undefined
  return url.startsWith('//') ? `https:${url}` : url
}

/** Value of an Object (JSON) field. */
export function jsonField(value: unknown): unknown {
  if (isRecord(value) && isRecord(value.internal) && typeof value.internal.content === 'string') {
    return JSON.parse(value.internal.content) as unknown
  }
  return value
}

/** The container entry of a variant among the nodes of one content type. */
export function pickVariantNode(list: readonly ContentfulNode[], variant: ContentVariant): ContentfulNode | undefined {
  return list.find((node) => node.variant === variant)
}

const link = (node: ContentfulNode) => ({ text: node.text, link: node.link })

export function mapSite(node: ContentfulNode): Site {
  return validateOrThrow(
    siteSchema,
    withoutNulls({
      storeName: node.storeName,
      logo: { src: assetUrl(node.logo), alt: node.logoAlt, width: node.logoWidth, height: node.logoHeight },
    }),
    nodeLabel('siteSettings', node),
  )
}

export function mapStripe(node: ContentfulNode): Stripe {
  return validateOrThrow(
    stripeSchema,
    withoutNulls({
      enableSession: node.enableSession,
      messages: nodes(node.messages).map((message) => ({
        stripeText: message.stripeText,
        link: message.link,
        icon: assetUrl(message.icon),
      })),
    }),
    nodeLabel('promotionalStripe', node),
  )
}

export function mapMenu(node: ContentfulNode): Menu {
  const departments = nodes(node.departments).map((department) => ({
    title: department.title,
    url: department.url,
    categories: nodes(department.categories).map((category) => ({
      title: category.title,
      url: category.url,
      typeThirtLevel: category.typeThirtLevel,
      subcategories: nodes(category.subcategories).map((sub) => ({
        title: sub.title,
        url: sub.url,
        new_tab: sub.new_tab,
        banner: assetUrl(sub.banner),
        type: sub.type,
        listingUri: sub.listingUri,
      })),
      highlight: category.highlight,
      picto: assetUrl(category.picto),
      pictoAPP: assetUrl(category.pictoAPP),
      includeModule: category.includeModule,
    })),
    imageBannerDesktop: assetUrl(department.imageBannerDesktop),
    imageBannerMobile: assetUrl(department.imageBannerMobile),
    linkBanner: department.linkBanner,
    new_tabBanner: department.new_tabBanner,
    highlight: department.highlight,
    appIcon: assetUrl(department.appIcon),
  }))
  return validateOrThrow(menuSchema, withoutNulls({ departments }), nodeLabel('menu', node))
}

export function mapInstitutionalLinks(node: ContentfulNode): InstitutionalLink[] {
  const links = nodes(node.links).map((entry) => ({ label: entry.label, href: entry.href, target: entry.target }))
  return validateOrThrow(institutionalLinksSchema, withoutNulls({ links }), nodeLabel('institutionalLinks', node)).links
}

/** The footer, or null when it does not match the schema (the storefront then renders an empty footer). */
export function mapFooter(node: ContentfulNode | undefined, onInvalid?: (message: string) => void): Footer | null {
  if (!node) return parseFooter(undefined, onInvalid, nodeLabel('footer', node))
  const relation = (value: unknown) => (isRecord(value) ? link(value) : undefined)
  return parseFooter(
    {
      title: node.title,
      featuredLinks: Array.isArray(node.featuredLinks) ? nodes(node.featuredLinks).map(link) : undefined,
      serviceLinks: nodes(node.serviceLinks).map(link),
      helpLinks: nodes(node.helpLinks).map(link),
      aboutUsLinks: nodes(node.aboutUsLinks).map(link),
      deliveryPolicy: relation(node.deliveryPolicy),
      privacyPolicy: relation(node.privacyPolicy),
      copyRight: node.copyRight,
      socialLinks: nodes(node.socialLinks).map((social) => ({
        image: assetUrl(social.image),
        link: social.link,
        text: social.text,
      })),
    },
    onInvalid,
    nodeLabel('footer', node),
  )
}

export function mapImperdivel(node: ContentfulNode): Imperdivel {
  const card = (entry: ContentfulNode) => ({
    title: entry.title,
    image: assetUrl(entry.image),
    altText: entry.altText,
    link: entry.link,
  })
  const highlighted = isRecord(node.highlightedCard) ? node.highlightedCard : undefined
  return validateOrThrow(
    imperdivelSchema,
    withoutNulls({
      collectionCard: nodes(node.collectionCard).map(card),
      boxCards: nodes(node.boxCards).map(card),
      highlightedCard: highlighted && { active: highlighted.active, text: highlighted.text, ...card(highlighted) },
    }),
    nodeLabel('imperdivel', node),
  )
}

export function mapHome(node: ContentfulNode): Home {
  return validateOrThrow(homeSchema, withoutNulls({ sections: jsonField(node.sections) }), nodeLabel('home', node))
}

export function mapRedirectRules(list: readonly ContentfulNode[]): RedirectRule[] {
  const rules = list.map((node) => ({
    fromPath: node.fromPath,
    toPath: node.toPath,
    statusCode: node.statusCode,
    isPermanent: node.isPermanent,
    ignoreCase: node.ignoreCase,
    redirectInBrowser: node.redirectInBrowser,
    force: node.force,
  }))
  return validateOrThrow(redirectsSchema, withoutNulls({ rules }), nodeLabel('redirectRule', undefined)).rules
}

export function mapStores(list: readonly ContentfulNode[]): Store[] {
  const stores = list.map((node) => {
    const location = isRecord(node.location) ? node.location : undefined
    return {
      name: node.name,
      slug: node.slug,
      address: node.address,
      district: node.district,
      city: node.city,
      state: node.state,
      cep: node.cep,
      phone: node.phone,
      openingHours: jsonField(node.openingHours),
      services: node.services ?? [],
      image: assetUrl(node.image),
      coordinates: location && { lat: location.lat, lng: location.lon },
    }
  })
  return validateOrThrow(storesSchema, withoutNulls({ stores }), nodeLabel('store', undefined)).stores
}

export function mapPages(list: readonly ContentfulNode[]): Page[] {
  const pages = list.map((node) => ({
    slug: node.slug,
    kind: node.kind,
    title: node.title,
    description: node.description,
    seo: { title: node.seoTitle, description: node.seoDescription },
    body: jsonField(node.body),
  }))
  return validateOrThrow(pagesSchema, withoutNulls({ pages }), nodeLabel('contentPage', undefined)).pages
}

/** Entries listed by their `position` field (brands, sports), then by name. */
const byPosition = (list: readonly ContentfulNode[]): ContentfulNode[] =>
  [...list].sort((a, b) => {
    const order = Number(a.position ?? Infinity) - Number(b.position ?? Infinity)
    return order !== 0 && !Number.isNaN(order) ? order : String(a.name ?? '').localeCompare(String(b.name ?? ''), 'pt-BR')
  })

/** The brands of the space; none when the space has no brand entries (the seed content's are used then). */
export function mapBrands(list: readonly ContentfulNode[]): BrandEntry[] {
  if (list.length === 0) return []
  const brands = byPosition(list).map((node) => ({ name: node.name, slug: node.slug, own: node.own, logo: assetUrl(node.logo) }))
  return validateOrThrow(brandsSchema, withoutNulls({ brands }), nodeLabel('brand', undefined)).brands
}

/** The sports of the space; none when the space has no sport entries. */
export function mapSports(list: readonly ContentfulNode[]): SportEntry[] {
  if (list.length === 0) return []
  const sports = byPosition(list).map((node) => ({ name: node.name, slug: node.slug, picto: assetUrl(node.picto) }))
  return validateOrThrow(sportsSchema, withoutNulls({ sports }), nodeLabel('sport', undefined)).sports
}

/** The category tree from its one entry (departments → categories → subcategories, in the entry's order). */
export function mapCategoryTree(node: ContentfulNode): CategoryTree {
  const departments = nodes(node.departments).map((department) => ({
    name: department.name,
    slug: department.slug,
    gender: department.gender,
    categories: nodes(department.categories).map((category) => ({
      name: category.name,
      slug: category.slug,
      sport: category.sport,
      subcategories: nodes(category.subcategories).map((sub) => ({ name: sub.name, slug: sub.slug, sport: sub.sport })),
    })),
  }))
  return validateOrThrow(categoryTreeSchema, withoutNulls({ departments }), nodeLabel('categoryTree', node))
}

/** Node lists as returned by allContentful… queries (missing lists count as empty). */
export interface ContentfulNodes {
  siteSettings?: readonly ContentfulNode[]
  promotionalStripe?: readonly ContentfulNode[]
  menu?: readonly ContentfulNode[]
  institutionalLinks?: readonly ContentfulNode[]
  footer?: readonly ContentfulNode[]
  imperdivel?: readonly ContentfulNode[]
  home?: readonly ContentfulNode[]
  redirectRule?: readonly ContentfulNode[]
  store?: readonly ContentfulNode[]
  contentPage?: readonly ContentfulNode[]
  categoryTree?: readonly ContentfulNode[]
  brand?: readonly ContentfulNode[]
  sport?: readonly ContentfulNode[]
}

/** The Contentful part of the content of a variant; types without an entry for the variant are left out. */
export interface ContentfulContent {
  site?: Site
  stripe?: Stripe
  menu?: Menu
  institutionalLinks?: InstitutionalLink[]
  footer: Footer | null
  imperdivel?: Imperdivel
  home?: Home
  redirects: RedirectRule[]
  stores: Store[]
  pages: Page[]
  /** The catalogue taxonomy (one tree for both stores). */
  categoryTree?: CategoryTree
  brands: BrandEntry[]
  sports: SportEntry[]
}

export function mapContentfulContent(
  all: ContentfulNodes,
  variant: ContentVariant,
  onWarning?: (message: string) => void,
): ContentfulContent {
  const pick = (list: readonly ContentfulNode[] | undefined) => pickVariantNode(list ?? [], variant)
  const mapped = <T>(list: readonly ContentfulNode[] | undefined, map: (node: ContentfulNode) => T): T | undefined => {
    const node = pick(list)
    return node ? map(node) : undefined
  }
  return {
    site: mapped(all.siteSettings, mapSite),
    stripe: mapped(all.promotionalStripe, mapStripe),
    menu: mapped(all.menu, mapMenu),
    institutionalLinks: mapped(all.institutionalLinks, mapInstitutionalLinks),
    footer: mapFooter(pick(all.footer), onWarning),
    imperdivel: mapped(all.imperdivel, mapImperdivel),
    home: mapped(all.home, mapHome),
    redirects: mapRedirectRules(all.redirectRule ?? []),
    stores: mapStores(all.store ?? []),
    pages: mapPages(all.contentPage ?? []),
    categoryTree: all.categoryTree?.[0] ? mapCategoryTree(all.categoryTree[0]) : undefined,
    brands: mapBrands(all.brand ?? []),
    sports: mapSports(all.sport ?? []),
  }
}
