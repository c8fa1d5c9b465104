import type { GatsbyNode } from 'gatsby'
import { resolveVariant } from './src/config/store'
import { CMS_TYPE_DEFS, contentNodes, toGatsbyNode, type Content } from './src/build/content'
import { createRedirects } from './src/build/create-redirects'
import { isContentfulConfigured, readBuildContent } from './src/build/source-content'

/**
 * Thin on purpose: every step lives in src/build/ where it can be read and
 * tested alone.
 */
const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
let content: Content | null = null

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CMS_TYPE_DEFS)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest, getNodesByType, getNode, reporter }) => {
  const contentful = isContentfulConfigured()
  content = readBuildContent(variant, {
    getNodesByType: contentful ? (type) => getNodesByType(type) as never : undefined,
    getNode: contentful ? (id) => getNode(id) as never : undefined,
    onWarning: (message) => reporter.warn(message),
  })
  for (const node of contentNodes(content)) {
    actions.createNode(toGatsbyNode(node, { createNodeId, createContentDigest }))
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  if (!content) throw new Error('CMS content was not sourced')
  createRedirects(actions.createRedirect, content.redirects)
}
