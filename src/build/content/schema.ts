/**
 * Gatsby schema of the CMS content: SDL for createTypes (in
 * createSchemaCustomization) so queries build even with empty content, and the
 * node objects to create in sourceNodes.
 *
 * Wiring (gatsby-node):
 *   createSchemaCustomization: ({ actions }) => actions.createTypes(CMS_TYPE_DEFS)
 *   sourceNodes: ({ actions, createNodeId, createContentDigest }) => {
 *     for (const node of contentNodes(loadContent(variant)))
 *       actions.createNode(toGatsbyNode(node, { createNodeId, createContentDigest }))
 *   }
 * Lists (stores, pages, redirects, brands, sports) become one node per entry with
 * a `position` for sorting; the footer node is absent when the footer is invalid.
 */
import { pagePath } from '../../../cms-schemas'
import type { Content } from './types'

export const CMS_NODE_TYPES = [
  'CmsSite',
  'CmsStripe',
  'CmsMenu',
  'CmsInstitutionalLinks',
  'CmsFooter',
  'CmsImperdivel',
  'CmsHome',
  'CmsRedirect',
  'CmsStore',
  'CmsPage',
  'CmsCategoryTree',
  'CmsBrand',
  'CmsSport',
] as const

export type CmsNodeType = (typeof CMS_NODE_TYPES)[number]

export const CMS_TYPE_DEFS = /* GraphQL */ `
  type CmsLink {
    text: String!
    link: String!
  }

  type CmsLogo {
    src: String!
    alt: String!
    width: Int!
    height: Int!
  }

  type CmsSite implements Node @dontInfer {
    variant: String!
    storeName: String!
    logo: CmsLogo!
  }

  type CmsStripeMessage {
    stripeText: String!
    link: String
    icon: String
  }

  type CmsStripe implements Node @dontInfer {
    enableSession: Boolean!
    messages: [CmsStripeMessage!]!
  }

  """Departments → categories → subcategories, as validated by cms-schemas/menu.ts."""
  type CmsMenu implements Node @dontInfer {
    departments: JSON!
  }

  type CmsInstitutionalLink {
    label: String!
    href: String!
    target: String!
  }

  type CmsInstitutionalLinks implements Node @dontInfer {
    links: [CmsInstitutionalLink!]!
  }

  type CmsSocialLink {
    image: String!
    link: String!
    text: String!
  }

  """Present only when the footer data is valid; no node means an empty footer."""
  type CmsFooter implements Node @dontInfer {
    title: String
    featuredLinks: [CmsLink!]
    serviceLinks: [CmsLink!]!
    helpLinks: [CmsLink!]!
    aboutUsLinks: [CmsLink!]!
    deliveryPolicy: CmsLink!
    privacyPolicy: CmsLink!
    copyRight: String!
    socialLinks: [CmsSocialLink!]!
  }

  type CmsImperdivelCard {
    title: String!
    image: String!
    altText: String!
    link: String!
  }

  type CmsHighlightedCard {
    active: Boolean!
    title: String!
    text: String!
    image: String!
    altText: String!
    link: String!
  }

  type CmsImperdivel implements Node @dontInfer {
    collectionCard: [CmsImperdivelCard!]!
    boxCards: [CmsImperdivelCard!]!
    highlightedCard: CmsHighlightedCard!
  }

  """Home sections (discriminated by type), as validated by cms-schemas/home.ts."""
  type CmsHome implements Node @dontInfer {
    sections: JSON!
  }

  type CmsRedirect implements Node @dontInfer {
    position: Int!
    fromPath: String!
    toPath: String!
    statusCode: Int!
    isPermanent: Boolean!
    ignoreCase: Boolean!
    redirectInBrowser: Boolean!
    force: Boolean!
  }

  type CmsOpeningHours {
    label: String!
    days: [String!]!
    opens: String!
    closes: String!
  }

  type CmsCoordinates {
    lat: Float!
    lng: Float!
  }

  type CmsStore implements Node @dontInfer {
    position: Int!
    name: String!
    slug: String!
    address: String!
    district: String
    city: String!
    state: String!
    cep: String!
    phone: String!
    openingHours: [CmsOpeningHours!]!
    services: [String!]!
    image: String
    coordinates: CmsCoordinates
  }

  type CmsSeo {
    title: String!
    description: String!
  }

  type CmsPage implements Node @dontInfer {
    position: Int!
    slug: String!
    path: String!
    kind: String!
    title: String!
    description: String
    seo: CmsSeo!
    """Body blocks (discriminated by type), as validated by cms-schemas/pages.ts."""
    body: JSON!
  }

  type CmsCategoryTree implements Node @dontInfer {
    departments: JSON!
  }

  type CmsBrand implements Node @dontInfer {
    position: Int!
    name: String!
    slug: String!
    own: Boolean!
    logo: String
  }

  type CmsSport implements Node @dontInfer {
    position: Int!
    name: String!
    slug: String!
    picto: String
  }
`

export interface CmsNodeInput {
  type: CmsNodeType
  /** Unique within the type; feed `${type}-${key}` to createNodeId. */
  key: string
  data: Record<string, unknown>
}

/** The nodes to create for the content of one variant. */
export function contentNodes(content: Content): CmsNodeInput[] {
  const list: CmsNodeInput[] = [
    { type: 'CmsSite', key: content.variant, data: { variant: content.variant, ...content.site } },
    { type: 'CmsStripe', key: content.variant, data: { ...content.stripe } },
    { type: 'CmsMenu', key: content.variant, data: { departments: content.menu.departments } },
    { type: 'CmsInstitutionalLinks', key: content.variant, data: { links: content.institutionalLinks } },
    { type: 'CmsImperdivel', key: content.variant, data: { ...content.imperdivel } },
    { type: 'CmsHome', key: content.variant, data: { sections: content.home.sections } },
    { type: 'CmsCategoryTree', key: 'tree', data: { departments: content.categoryTree.departments } },
  ]
  if (content.footer) list.push({ type: 'CmsFooter', key: content.variant, data: { ...content.footer } })
  content.redirects.forEach((rule, position) =>
    list.push({ type: 'CmsRedirect', key: rule.fromPath, data: { position, ...rule } }),
  )
  content.stores.forEach((store, position) =>
    list.push({ type: 'CmsStore', key: store.slug, data: { position, ...store } }),
  )
  content.pages.forEach((page, position) =>
    list.push({ type: 'CmsPage', key: page.slug, data: { position, path: pagePath(page), ...page } }),
  )
  content.brands.forEach((brand, position) =>
    list.push({ type: 'CmsBrand', key: brand.slug, data: { position, ...brand } }),
  )
  content.sports.forEach((sport, position) =>
    list.push({ type: 'CmsSport', key: sport.slug, data: { position, ...sport } }),
  )
  return list
}

export interface NodeHelpers {
  createNodeId: (input: string) => string
  createContentDigest: (input: string | object) => string
}

export interface CmsGatsbyNode extends Record<string, unknown> {
  id: string
  parent: null
  children: []
  internal: { type: CmsNodeType; contentDigest: string }
}

/** The argument of actions.createNode for a node of contentNodes(). */
export function toGatsbyNode(node: CmsNodeInput, helpers: NodeHelpers): CmsGatsbyNode {
  return {
    ...node.data,
    id: helpers.createNodeId(`${node.type}-${node.key}`),
    parent: null,
    children: [],
    internal: { type: node.type, contentDigest: helpers.createContentDigest(node.data) },
  }
}
