import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { writeBuildInfo } from './src/build/build-info'
import { reportingFailure } from './src/build/build-report'
import { pageDigest, updateVersionDates, type VersionDates } from './src/build/lastmod'
import { robotsTxt } from './src/build/robots'
import { SITEMAP_ALIAS_PATH, SITEMAP_INDEX_PATH, SITEMAP_LASTMOD_FILE } from './src/build/sitemap'
import { catalogueVersionOf, shortVersion } from './src/build/versions'
import { stampAppData } from './src/build/shell-version'
import { ContentCompilationHash } from './src/build/content-compilation-hash'
import { withStableEnvDefinitions } from './src/build/stable-env-definitions'
import { readSiteStylesheets, SITE_STYLESHEETS_GLOBAL } from './src/build/site-stylesheets'
import { withSwcMinifier } from './src/build/swc-minifier'
import { BROWSER_STAND_INS } from './src/build/browser-stand-ins'
import { withBrowserOutputTarget } from './src/build/browser-output'
import { withBabelConfigDependency } from './src/build/babel-config-dependency'
import { buildCatalogue, sourceBuildCatalogue } from './src/build/catalogue'
import { CATALOGUE_CATEGORY_TYPE, CATALOGUE_PRODUCT_TYPE, CATALOGUE_TYPE_DEFS, categoryNodes, productNodeFields } from './src/build/catalogue-nodes'
import { planSourcing, sourcingBasis, type SourcedCatalogue } from './src/build/incremental-sourcing'
import { writeCatalogueRecord } from './src/build/catalogue-record'
import { LISTING_TEMPLATE, listingPages } from './src/build/listing-pages'
import { PRODUCT_TEMPLATES, productPages } from './src/build/product-pages'
import { resolveVariant } from './src/config/store'
import { CMS_TYPE_DEFS, contentNodes, toGatsbyNode, type Content } from './src/build/content'
import { contentPages, storePages, storeRedirects } from './src/build/content-pages'
import { createRedirects } from './src/build/create-redirects'
import { withShortClassNames } from './src/build/css-class-names'
import { homePageContext } from './src/build/shelf-products'
import { SHELL_FRAME_NODE_TYPE, SHELL_NODE_TYPE, SHELL_SLICE_COMPONENTS, SHELL_TYPE_DEFS, contentVersionsOf, shellFrameOf, shellSliceContentOf } from './src/build/shell-content'
import { SHELL_SLICES, type ShellSliceName } from './src/contracts/shell-slices'
import { isContentfulConfigured, readBuildContent } from './src/build/source-content'
import { SERVER_REGION_ENTRIES } from './src/contracts/server-regions'
import { resolveTrailingSlash } from './src/config/routing'
import { EMITTED_ASSETS_FILE, emittedAssetsRecorder, workerManifest, writeServiceWorker } from './src/build/service-worker'
import { FAVICON_FILE, FAVICON_SOURCE_ICON, icoFromPng } from './src/build/favicon'
import { compileHintsPlugin } from './src/build/compile-hints'

/**
 * Thin on purpose: every step lives in src/build/ where it can be read and
 * tested alone.
 */
const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
let content: Content | null = null
/** What this build read, by version (the build's record and the sitemap's lastmod use them). */
let versions: { contentVersion: string; shellVersion: string; pagesContentVersion: string; catalogueVersion: string } | null = null
const productDigests = new Map<string, string>()
/** What the catalogue publish without a build compares with (decision record 0042): the sourcing's fingerprints and the listings made. */
let sourcedCatalogue: SourcedCatalogue | null = null
let listingPaths: string[] = []
/** Gatsby's cache key of the page version dates (kept from build to build). */
const VERSION_DATES_KEY = 'page-version-dates'
/** Gatsby's cache key of the catalogue's fingerprints the previous build sourced (src/build/incremental-sourcing.ts). */
const SOURCED_CATALOGUE_KEY = 'sourced-catalogue'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(CMS_TYPE_DEFS)
  actions.createTypes(SHELL_TYPE_DEFS)
  actions.createTypes(CATALOGUE_TYPE_DEFS)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, cache, createNodeId, createContentDigest, getNodesByType, getNode, reporter }) => {
  const contentful = isContentfulConfigured()
  // Invalid content stops the build, naming the file or entry and the field (reported to the publishing server).
  const sourced = await reportingFailure(() =>
    readBuildContent(variant, {
      contentDir: process.env.CONTENT_DIR,
      getNodesByType: contentful ? (type) => getNodesByType(type) as never : undefined,
      getNode: contentful ? (id) => getNode(id) as never : undefined,
      onWarning: (message) => reporter.warn(message),
    }),
  )
  content = sourced
  for (const node of contentNodes(sourced)) {
    actions.createNode(toGatsbyNode(node, { createNodeId, createContentDigest }))
  }
  // The shell version is on every page (the version slice renders it) and in the stamped compilation hash:
  // open tabs reload on their next navigation after a shell change (src/contracts/shell-version.ts).
  const { shell: data, ...contentVersions } = contentVersionsOf(sourced, createContentDigest, shortVersion)
  const { shellVersion } = contentVersions
  // The slices' content (read by the shell's slices only) apart from the pages' (the layout's static
  // query): a stripe, menu, footer or Imperdível change renders the slices and no page (decision record 0036).
  const shell = { ...shellSliceContentOf(data), version: shellVersion }
  const frame = { data: shellFrameOf(data) }
  for (const [type, fields] of [[SHELL_NODE_TYPE, shell], [SHELL_FRAME_NODE_TYPE, frame]] as const) {
    actions.createNode({ ...fields, id: createNodeId(type), parent: null, children: [], internal: { type, contentDigest: createContentDigest(fields) } })
  }

  // The catalogue, once, from its source (the embedded database or the platform).
  const { catalogue, index } = await reportingFailure(() => sourceBuildCatalogue())
  reporter.info(`catalogue: ${catalogue.products.length} products, ${catalogue.brands.length} brands`)
  const create = (type: string, key: string, fields: object): string => {
    const contentDigest = createContentDigest(fields)
    actions.createNode({ ...fields, id: createNodeId(`${type}:${key}`), parent: null, children: [], internal: { type, contentDigest } })
    return contentDigest
  }
  for (const category of categoryNodes(catalogue)) create(CATALOGUE_CATEGORY_TYPE, category.categoryId, category)
  // Only the products that changed since the previous build get their node made again; the others are kept
  // (decision record 0037). The basis digests the compiled gatsby-node too: new code makes every node again.
  const productNodeOf = (productId: string) => getNode(createNodeId(`${CATALOGUE_PRODUCT_TYPE}:${productId}`))
  const basis = sourcingBasis(catalogue, fs.readFileSync(__filename, 'utf8'))
  const plan = planSourcing(catalogue, basis, (await cache.get(SOURCED_CATALOGUE_KEY)) as SourcedCatalogue | undefined, (id) => productNodeOf(id) !== undefined)
  productDigests.clear()
  for (const product of plan.unchanged) {
    const node = productNodeOf(product.id)!
    actions.touchNode(node)
    productDigests.set(product.id, node.internal.contentDigest)
  }
  const productFields = productNodeFields(catalogue, index.lookups)
  for (const product of plan.changed) productDigests.set(product.id, create(CATALOGUE_PRODUCT_TYPE, product.id, productFields(product)))
  await cache.set(SOURCED_CATALOGUE_KEY, plan.next)
  sourcedCatalogue = plan.next
  reporter.info(`catalogue nodes: ${plan.changed.length} products sourced, ${plan.unchanged.length} kept`)
  versions = {
    ...contentVersions,
    catalogueVersion: catalogueVersionOf(
      catalogue.products.map((product) => productDigests.get(product.id)!),
      createContentDigest,
    ),
  }
}

export const createPages: GatsbyNode['createPages'] = ({ actions }) => reportingFailure(() => createAllPages(actions))

function createAllPages(actions: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions']): void {
  if (!content) throw new Error('CMS content was not sourced')
  createRedirects(actions.createRedirect, [...content.redirects, ...storeRedirects(content)])
  for (const [name, component] of Object.entries(SHELL_SLICE_COMPONENTS) as Array<[ShellSliceName, string]>) {
    actions.createSlice({ id: SHELL_SLICES[name], component: path.resolve(component) })
  }
  for (const page of contentPages(content)) actions.createPage(page)
  for (const page of storePages(content)) actions.createPage(page)
  const { catalogue, index, engine } = buildCatalogue()
  listingPaths = []
  for (const page of listingPages(catalogue, { search: { index, engine } })) {
    actions.createPage({ ...page, component: LISTING_TEMPLATE })
    listingPaths.push(page.path)
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
  actions.createPage({ ...page, context: { ...page.context, ...homePageContext(content.home) } })
}

/** core-js's RegExp#flags, as Babel's usage detection imports it. */
const REGEXP_FLAGS_POLYFILL = /core-js[\\/]modules[\\/]es\.regexp\.flags(\.js)?$/

/** Where the browser bundle's webpack lists the files it emitted (the service worker caches exactly those). */
const emittedAssetsFile = path.resolve('.cache', EMITTED_ASSETS_FILE)

/**
 * Production builds name CSS-module classes by a short hash (css-class-names.ts),
 * and define only the environment variables bundled code reads, so that who
 * started the build does not matter to webpack's cache (stable-env-definitions.ts);
 * the browser bundle records its files for the service worker and gets a
 * compilation hash of its chunks alone (content-compilation-hash.ts) and is
 * minified by SWC (swc-minifier.ts), its own output in ES2020 (browser-output.ts). Both
 * webpack caches are made again when the Babel config changes (babel-config-dependency.ts). The
 * server-rendered regions (src/ssr) are compiled by the HTML renderer's
 * webpack, with the pages' components (setWebpackConfig ignores `entry`,
 * hence the replacement).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  if (stage === 'build-javascript') {
    actions.replaceWebpackConfig(
      withBabelConfigDependency(
        withBrowserOutputTarget(
          withSwcMinifier(
            withStableEnvDefinitions(
              withShortClassNames(getConfig() as { module?: { rules?: unknown[] }; plugins?: unknown[]; optimization?: { minimizer?: unknown[] }; cache?: unknown }),
            ),
          ),
        ),
        __dirname,
      ),
    )
    actions.setWebpackConfig({
      plugins: [
        emittedAssetsRecorder(emittedAssetsFile),
        // The compilation hash open tabs compare on navigation: a digest of the bundle's chunks only (decision record 0018).
        new ContentCompilationHash(),
        // Babel's polyfill detection adds core-js's RegExp#flags (≈16 kB) for every `.flags` it sees: here the
        // products' flags, never a RegExp's. Every supported browser has RegExp#flags (Chrome 49+, Safari 9+).
        plugins.normalModuleReplacement(REGEXP_FLAGS_POLYFILL, path.resolve(__dirname, 'src/build/no-polyfill.ts')),
        // Gatsby's plugins' browser code that does nothing in production but keeps what it requires (browser-stand-ins.ts).
        ...BROWSER_STAND_INS.map(({ module, standIn }) => plugins.normalModuleReplacement(module, path.resolve(__dirname, 'src/build', standIn))),
        // Every chunk compiled while it streams in, off the main thread (V8's compile hints, decision record 0020).
        compileHintsPlugin(),
      ],
    })
    return
  }
  if (stage !== 'build-html') return
  const config = withBabelConfigDependency(
    withStableEnvDefinitions(
      withShortClassNames(getConfig() as { entry: Record<string, string | string[]>; module?: { rules?: unknown[] }; plugins?: unknown[]; cache?: unknown }),
    ),
    __dirname,
  )
  const regions = Object.fromEntries(Object.entries(SERVER_REGION_ENTRIES).map(([name, source]) => [name, path.resolve(__dirname, source)]))
  // The browser bundle's stylesheets, compiled in: a change to styles alone is a new renderer, so every page's HTML is rendered again.
  const stylesheets = plugins.define({ [SITE_STYLESHEETS_GLOBAL]: JSON.stringify(readSiteStylesheets(path.resolve('public'))) })
  actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, ...regions }, plugins: [...(config.plugins ?? []), stylesheets] })
}

/**
 * When each page's data last changed (the sitemap's lastmod): a digest per
 * page of its context and products, dated when first seen, kept in Gatsby's
 * cache from build to build.
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ getNodesByType, cache, createContentDigest, store }) => {
  // A SitePage node holds the page's context as `context` (GraphQL names it pageContext).
  const pages = getNodesByType('SitePage') as unknown as Array<{ path: string; context?: unknown }>
  const current: Record<string, string> = {}
  for (const page of pages) {
    const key = page.path.length > 1 ? page.path.replace(/\/+$/, '') : page.path
    current[key] = pageDigest(page.context, (id) => productDigests.get(id), createContentDigest)
  }
  const previous = ((await cache.get(VERSION_DATES_KEY)) as VersionDates | undefined) ?? {}
  const dates = updateVersionDates(previous, current, new Date().toISOString())
  await cache.set(VERSION_DATES_KEY, dates)
  const { program } = store.getState() as { program: { directory: string } }
  const lastmods = Object.fromEntries(Object.entries(dates).map(([pagePath, dated]) => [pagePath, dated.since]))
  fs.writeFileSync(path.join(program.directory, '.cache', SITEMAP_LASTMOD_FILE), JSON.stringify(lastmods))
  if (!sourcedCatalogue) throw new Error('the catalogue was not sourced')
  writeCatalogueRecord(path.join(program.directory, '.cache'), {
    basis: sourcedCatalogue.basis,
    fingerprints: sourcedCatalogue.fingerprints,
    digests: Object.fromEntries(productDigests),
    nodeOrder: (getNodesByType(CATALOGUE_PRODUCT_TYPE) as unknown as Array<{ productId: string; internal: { counter: number } }>)
      .sort((a, b) => a.internal.counter - b.internal.counter)
      .map((node) => node.productId),
    listings: listingPaths,
    pages: dates,
  })
}

/**
 * After the sitemap plugin: robots.txt for SITE_URL, the index also at
 * /sitemap.xml, the build's record of itself (.cache/arena-build.json), and
 * the service worker of this build: /sw.js with the offline shell and every
 * script of the build (decision record 0010).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program, config, pages, webpackCompilationHash } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata?: { siteUrl?: string } }
    pages: Map<string, unknown>
    webpackCompilationHash: string
  }
  const publicDir = path.join(program.directory, 'public')
  if (!versions) throw new Error('the build has no versions: sourceNodes did not run')
  stampAppData(publicDir, webpackCompilationHash, versions.shellVersion)
  const siteUrl = config.siteMetadata?.siteUrl ?? ''
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl, SITEMAP_INDEX_PATH))
  // /favicon.ico, asked for by browsers and crawlers whatever the pages link: the manifest's 48 px icon.
  const icon = path.join(publicDir, FAVICON_SOURCE_ICON)
  if (fs.existsSync(icon)) fs.writeFileSync(path.join(publicDir, FAVICON_FILE), icoFromPng(fs.readFileSync(icon)))
  else reporter.warn(`no ${FAVICON_SOURCE_ICON} in public/: /favicon.ico is not written`)
  const index = path.join(publicDir, SITEMAP_INDEX_PATH)
  if (fs.existsSync(index)) fs.copyFileSync(index, path.join(publicDir, SITEMAP_ALIAS_PATH))
  writeBuildInfo(program.directory, { ...versions, pages: pages.size })
  const policy = resolveTrailingSlash(process.env.TRAILING_SLASH)
  const manifest = workerManifest({
    publicDir,
    emittedAssetsFile,
    trailingSlash: policy === 'legacy' ? 'ignore' : policy,
  })
  const bytes = await writeServiceWorker(publicDir, manifest)
  reporter.info(`service worker: /sw.js (${(bytes / 1024).toFixed(1)} kB), ${manifest.shell.length} shell files, ${manifest.assets.length} scripts and style sheets`)
}
