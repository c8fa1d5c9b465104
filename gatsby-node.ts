import type { GatsbyNode } from 'gatsby'
import { createRedirects } from './src/build/create-redirects'

/**
 * Thin on purpose: every step lives in src/build/ where it can be read and
 * tested alone.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  createRedirects(actions.createRedirect)
}
