import os from 'node:os'
import type { GatsbyConfig } from 'gatsby'
import { resolveTrailingSlash, type TrailingSlashPolicy } from './src/config/routing'
import { resolveVariant } from './src/config/store'

// The variant is chosen once per build; the browser bundle reads GATSBY_STORE_VARIANT.
const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
process.env.GATSBY_STORE_VARIANT = variant

// Gatsby runs queries and renders HTML in (cores − 1) workers: one on a 2-core machine, while its own
// process mostly waits. One worker per core renders the pages of a large catalogue in about half the time
// (decision record 0009). An explicit GATSBY_CPU_COUNT wins.
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1)

/** Port of the API server that `npm run develop` starts next to Gatsby's dev server. */
const developApiPort = process.env.DEVELOP_API_PORT ?? '9001'

const gatsbyTrailingSlash = (policy: TrailingSlashPolicy): 'always' | 'never' | 'ignore' =>
  policy === 'legacy' ? 'ignore' : policy

const contentfulConfigured = Boolean(process.env.CONTENTFUL_SPACE_ID && process.env.CONTENTFUL_ACCESS_TOKEN)

const config: GatsbyConfig = {
  siteMetadata: {
    title: variant === 'business' ? 'Arena Esportes Empresas' : 'Arena Esportes',
    description: 'Artigos esportivos para todos os esportes: tênis, roupas, bicicletas, camping, fitness e mais.',
    siteUrl: process.env.SITE_URL ?? 'http://localhost:9000',
    variant,
  },
  // Gatsby calls the spec's 'legacy' policy 'ignore'.
  trailingSlash: gatsbyTrailingSlash(resolveTrailingSlash(process.env.TRAILING_SLASH)),
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  flags: { DEV_SSR: false },
  proxy: [
    { prefix: '/api', url: `http://127.0.0.1:${developApiPort}` },
    { prefix: '/images/products', url: `http://127.0.0.1:${developApiPort}` },
    { prefix: '/login', url: `http://127.0.0.1:${developApiPort}` },
  ],
  plugins: contentfulConfigured
    ? [
        'gatsby-plugin-image',
        {
          resolve: 'gatsby-source-contentful',
          options: {
            spaceId: process.env.CONTENTFUL_SPACE_ID,
            accessToken: process.env.CONTENTFUL_ACCESS_TOKEN,
            environment: process.env.CONTENTFUL_ENVIRONMENT ?? 'master',
            host: process.env.CONTENTFUL_HOST ?? 'cdn.contentful.com',
          },
        },
      ]
    : [],
}

export default config
