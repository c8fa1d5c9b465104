import os from 'node:os'
import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { contentfulPluginOptions } from './src/build/contentful-options'
import { sitemapPluginOptions } from './src/build/sitemap'
import { resolveTrailingSlash, type TrailingSlashPolicy } from './src/config/routing'
import { resolveVariant } from './src/config/store'
import { webAppManifestOptions } from './src/build/web-app-manifest'

// The variant is chosen once per build; the browser bundle reads GATSBY_STORE_VARIANT.
const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
process.env.GATSBY_STORE_VARIANT = variant

// Gatsby runs queries and renders HTML in (cores − 1) workers: one on a 2-core machine, while its own
// process mostly waits. One worker per core renders the pages of a large catalogue in about half the time
// (decision record 0015). An explicit GATSBY_CPU_COUNT wins.
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1)

/** Port of the API server that `npm run develop` starts next to Gatsby's dev server. */
const developApiPort = process.env.DEVELOP_API_PORT ?? '9001'

const gatsbyTrailingSlash = (policy: TrailingSlashPolicy): 'always' | 'never' | 'ignore' =>
  policy === 'legacy' ? 'ignore' : policy

const trailingSlash = resolveTrailingSlash(process.env.TRAILING_SLASH)
// Canonical tags are built in the pages (Head), which read the policy as the bundle does.
process.env.GATSBY_TRAILING_SLASH = trailingSlash

const contentful = contentfulPluginOptions(process.env)

const config: GatsbyConfig = {
  siteMetadata: {
    title: variant === 'business' ? 'Arena Esportes Empresas' : 'Arena Esportes',
    description: 'Artigos esportivos para todos os esportes: tênis, roupas, bicicletas, camping, fitness e mais.',
    siteUrl: process.env.SITE_URL ?? 'http://localhost:9000',
    variant,
  },
  // Gatsby calls the spec's 'legacy' policy 'ignore'.
  trailingSlash: gatsbyTrailingSlash(trailingSlash),
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  flags: { DEV_SSR: false },
  proxy: [
    { prefix: '/api', url: `http://127.0.0.1:${developApiPort}` },
    { prefix: '/images/products', url: `http://127.0.0.1:${developApiPort}` },
    { prefix: '/login', url: `http://127.0.0.1:${developApiPort}` },
  ],
  plugins: [
    // The web app manifest and its icons, made at build time from one local SVG (src/build/web-app-manifest.ts).
    // The service worker is the store's own (src/service-worker, decision record 0010), written by gatsby-node.
    { resolve: 'gatsby-plugin-manifest', options: webAppManifestOptions(variant) },
    // The sitemap index of every indexable page (src/build/sitemap.ts); robots.txt is written in onPostBuild.
    { resolve: 'gatsby-plugin-sitemap', options: sitemapPluginOptions({ cacheDir: path.resolve('.cache'), trailingSlash }) },
    ...(contentful ? ['gatsby-plugin-image', { resolve: 'gatsby-source-contentful', options: { ...contentful } }] : []),
  ],
}

export default config
