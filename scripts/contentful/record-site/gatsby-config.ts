import type { GatsbyConfig } from 'gatsby'

/**
 * gatsby-source-contentful checks its options by fetching
 * https://<host>/…/content_types while plugins load, always over TLS, and skips
 * that check only when NODE_ENV is "test"; the stand-in speaks plain HTTP
 * (sourcing itself honours `insecure`). Gatsby sets NODE_ENV before loading this
 * file, so it is switched here and restored in onPreInit (gatsby-node.ts), once
 * the plugins are loaded.
 */
process.env.RECORD_NODE_ENV = process.env.NODE_ENV
process.env.NODE_ENV = 'test'

/** Only gatsby-source-contentful, against the stand-in of the Delivery API that `npm run cms:record` starts. */
const config: GatsbyConfig = {
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-contentful',
      options: {
        spaceId: process.env.RECORD_SPACE_ID,
        accessToken: process.env.RECORD_ACCESS_TOKEN,
        host: process.env.RECORD_HOST,
        environment: 'master',
        contentfulClientConfig: { insecure: true },
      },
    },
  ],
}

export default config
