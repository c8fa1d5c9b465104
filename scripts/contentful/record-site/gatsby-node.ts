import fs from 'node:fs'
import type { GatsbyNode } from 'gatsby'

/** The plugins are loaded: NODE_ENV back to what Gatsby set (see gatsby-config.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  process.env.NODE_ENV = process.env.RECORD_NODE_ENV
}

/** After sourcing: every node gatsby-source-contentful created, as the data layer holds it, into RECORD_OUTPUT. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodes }) => {
  const nodes = getNodes().filter((node) => node.internal.owner === 'gatsby-source-contentful')
  fs.writeFileSync(String(process.env.RECORD_OUTPUT), JSON.stringify(nodes))
}
