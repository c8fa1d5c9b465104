import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { buildCatalogue, sourceBuildCatalogue } from './src/build/catalogue'
import { CATALOGUE_CATEGORY_TYPE, CATALOGUE_PRODUCT_TYPE, CATALOGUE_TYPE_DEFS, catalogueNodes } from './src/build/catalogue-nodes'
import { LISTING_TEMPLATE, listingPages } from './src/build/listing-pages'
import { PRODUCT_TEMPLATES, productPages } from './src/build/product-pages'
import { resolveVariant } from './src/config/store'
import { CMS_TYPE_DEFS, contentNodes, toGatsbyNode, type Content } from './src/build/content'
import { contentPages, storePages, storeRedirects } from './src/build/content-pages'
import { createRedirects } from './src/build/create-redirects'
import { withShortClassNames } from './src/build/css-class-names'
import { homeShelves } from './src/build/shelf-products'
import { SHELL_NODE_TYPE, SHELL_TYPE_DEFS, shellContentOf } from './src/build/shell-content'
import { isContentfulConfigured, readBuildContent } from './src/build/source-content'
import { SERVER_REGION_ENTRIES } from './src/contracts/server-regions'

/**
 * Thin on purpose: every step lives in src/build/ where it can be read and
 * tested alone.
 */
const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
let content: Content | null = null

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CMS_TYPE_DEFS)
  actions.createTypes(SHELL_TYPE_DEFS)
  actions.createTypes(CATALOGUE_TYPE_DEFS)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, getNodesByType, getNode, reporter }) => {
  const contentful = isContentfulConfigured()
  content = readBuildContent(variant, {
    getNodesByType: contentful ? (type) => getNodesByType(type) as never : undefined,
    getNode: contentful ? (id) => getNode(id) as never : undefined,
    onWarning: (message) => reporter.warn(message),
  })
  for (const node of contentNodes(content)) {
    actions.createNode(toGatsbyNode(node, { createNodeId, createContentDigest }))
  }
  const shell = { data: shellContentOf(content) }
  actions.createNode({
    ...shell,
    id: createNodeId(SHELL_NODE_TYPE),
    parent: null,
    children: [],
    internal: { type: SHELL_NODE_TYPE, contentDigest: createContentDigest(shell) },
  })

  // The catalogue, once, from its source (the embedded database or the platform).
  const { catalogue, index } = await sourceBuildCatalogue()
  reporter.info(`catalogue: ${catalogue.products.length} products, ${catalogue.brands.length} brands`)
  const nodes = catalogueNodes(catalogue, index.lookups)
  const create = (type: string, key: string, fields: object) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}:${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    })
  for (const category of nodes.categories) create(CATALOGUE_CATEGORY_TYPE, category.categoryId, category)
  for (const product of nodes.products) create(CATALOGUE_PRODUCT_TYPE, product.productId, product)
}

export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  if (!content) throw new Error('CMS content was not sourced')
  createRedirects(actions.createRedirect, [...content.redirects, ...storeRedirects(content)])
  for (const page of contentPages(content)) actions.createPage(page)
  for (const page of storePages(content)) actions.createPage(page)
  const { catalogue, index, engine } = buildCatalogue()
  for (const page of listingPages(catalogue, { search: { index, engine } })) {
    actions.createPage({ ...page, component: LISTING_TEMPLATE })
  }
  for (const page of productPages(catalogue)) {
    actions.createPage({
      path: page.path,
      matchPath: page.matchPath,
      context: page.context,
      component: path.resolve(PRODUCT_TEMPLATES[page.template]),
    })
  }
}

/** The home page gets its CMS sections and the product ids of its shelves. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path !== '/' || !content) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, home: content.home, ...homeShelves(content.home) } })
}

/**
 * Production builds name CSS-module classes by a short hash (css-class-names.ts).
 * The server-rendered regions (src/ssr) are compiled by the HTML renderer's
 * webpack, with the pages' components (setWebpackConfig ignores `entry`,
 * hence the replacement).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage === 'build-javascript') actions.replaceWebpackConfig(withShortClassNames(getConfig() as object))
  if (stage !== 'build-html') return
  const config = withShortClassNames(getConfig() as { entry: Record<string, string | string[]>; module?: { rules?: unknown[] } })
  const regions = Object.fromEntries(Object.entries(SERVER_REGION_ENTRIES).map(([name, source]) => [name, path.resolve(__dirname, source)]))
  actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, ...regions } })
}
