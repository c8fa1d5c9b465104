/**
 * The catalogue publish without a build (decision record 0042), the part that
 * needs the build's code: run by the publishing server in the site folder with
 * the builds' environment, after a catalogue notice. Reads the published
 * content and the catalogue as a build does, compares them with the live
 * release's catalogue record, and writes into the folder given:
 * - `plan.json`: `{ok: false, reason}` when a build must make the change; else
 *   the pages to publish again (their page data, and their HTML rendered by the
 *   build's own renderer with the slices' placeholders), the new lastmods and
 *   the catalogue version;
 * - `record.json`: the catalogue record after the publish.
 *
 *   node --import tsx scripts/publishing/catalogue-changes.ts --record FILE --build-id ID --content-version V --compilation-hash H --out DIR
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createContentDigest } from 'gatsby-core-utils'
import { generateHtmlPath } from 'gatsby-core-utils/page-html'
import { generatePageDataPath } from 'gatsby-core-utils/page-data'
import { BUILD_INFO_FILE } from '../../src/contracts/publishing'
import { sourceBuildCatalogue } from '../../src/build/catalogue'
import { categoryNodes, productNodeFields } from '../../src/build/catalogue-nodes'
import { planCataloguePublish, pageKey, type CataloguePage } from '../../src/build/catalogue-publish-plan'
import { readCatalogueRecord } from '../../src/build/catalogue-record'
import { contentPages } from '../../src/build/content-pages'
import { sourcingBasis } from '../../src/build/incremental-sourcing'
import { listingPages } from '../../src/build/listing-pages'
import { loadPageRenderer, type PageDataFile } from '../../src/build/page-renderer'
import { ANSWERED_TEMPLATES, checkTemplates, pageQueryAnswers } from '../../src/build/page-query-data'
import { productPages } from '../../src/build/product-pages'
import { homePageContext } from '../../src/build/shelf-products'
import { contentVersionsOf } from '../../src/build/shell-content'
import { publishedSettingsFrom, readContentOf } from '../../src/build/shell-drafts'
import { shortVersion } from '../../src/build/versions'
import { resolveVariant } from '../../src/config/store'
import { productIdsOf } from '../../src/build/lastmod'

const { values: args } = parseArgs({
  options: {
    record: { type: 'string' },
    'build-id': { type: 'string' },
    'content-version': { type: 'string' },
    'compilation-hash': { type: 'string' },
    out: { type: 'string' },
  },
})

class Declined extends Error {}

function required(name: keyof typeof args): string {
  const value = args[name]
  if (!value) throw new Error(`--${name} is required`)
  return value
}

/** How long each step took (ms), reported with the plan. */
const steps: Record<string, number> = {}
let stepStart = performance.now()
const step = (name: string): void => {
  const now = performance.now()
  steps[name] = Math.round(now - stepStart)
  stepStart = now
}

async function main(): Promise<void> {
  const out = required('out')
  const siteDir = process.cwd()
  const siteBuild = JSON.parse(fs.readFileSync(path.join(siteDir, '.cache', BUILD_INFO_FILE), 'utf8')) as { buildId?: string }
  if (siteBuild.buildId !== required('build-id')) throw new Declined('the site folder holds another build than the live one (its renderer and assets are not the live ones)')
  const record = readCatalogueRecord(required('record'))
  step('record')
  const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
  const content = await readContentOf(publishedSettingsFrom(process.env, variant))
  if (contentVersionsOf(content, createContentDigest, shortVersion).contentVersion !== required('content-version')) throw new Declined('the CMS content changed since the live build')
  checkTemplates(siteDir)
  step('content')

  const build = await sourceBuildCatalogue()
  step('catalogue')
  const { catalogue, index, engine } = build
  const fieldsOf = productNodeFields(catalogue, index.lookups)
  const listings = listingPages(catalogue, { search: { index, engine } })
  const products = productPages(catalogue)
  const lookup = products.find((page) => page.template === 'lookup')
  const productPageOf = new Map(products.flatMap((page) => (page.template === 'product' ? [[page.context.productId, page] as const] : [])))
  const pages: CataloguePage[] = [
    ...listings,
    { path: '/', context: homePageContext(content.home) },
    ...contentPages(content),
    ...(lookup ? [lookup] : []),
  ]
  step('pages')
  const plan = planCataloguePublish({
    record,
    catalogue,
    // What gatsby-node digests as its code (its `__filename`, which Gatsby's compiled bundle keeps as the source's).
    basis: sourcingBasis(catalogue, fs.readFileSync(path.join(siteDir, 'gatsby-node.ts'), 'utf8')),
    digestOf: (product) => createContentDigest(fieldsOf(product)),
    listings: listings.map((page) => page.path),
    pages,
    productPage: (product) => productPageOf.get(product.id)!,
    digest: createContentDigest,
    now: new Date().toISOString(),
  })
  if (!plan.ok) throw new Declined(plan.reason)
  if (lookup && plan.pages.includes(lookup)) throw new Declined('the SKUs’ manufacturer codes changed (the product lookup page)')
  step('plan')

  const byId = new Map(catalogue.products.map((product) => [product.id, product]))
  const answers = pageQueryAnswers(siteDir, categoryNodes(catalogue), plan.record.nodeOrder)
  const renderer = await loadPageRenderer(siteDir, required('compilation-hash'))
  const written = []
  for (const page of plan.pages) {
    const builtFile = path.join(siteDir, 'public', generatePageDataPath('', page.path))
    if (!fs.existsSync(builtFile)) throw new Declined(`the live build has no page data for ${page.path}`)
    const built = JSON.parse(fs.readFileSync(builtFile, 'utf8')) as PageDataFile & { result: unknown }
    const answered = ANSWERED_TEMPLATES[built.componentChunkName]
    if (!answered) throw new Declined(`${page.path} is of the template ${built.componentChunkName}, not answered without a build`)
    const ids = productIdsOf(page.context)
    const productOf = (id: string) => {
      const product = byId.get(id)
      if (!product) throw new Declined(`${page.path} names the product ${id}, not in the catalogue`)
      return fieldsOf(product)
    }
    const data =
      answered.template === 'product'
        ? answers.product(productOf(ids[0]))
        : answers.shelves([...new Set(ids)].filter((id) => byId.has(id)).map((id) => productOf(id).card))
    // As Gatsby writes page data: the build's fields in their order, the query's answer and the context in `result`.
    const pageData = { ...built, result: { data, pageContext: page.context } }
    written.push({
      path: page.path,
      pageDataPath: generatePageDataPath('', page.path),
      htmlPath: generateHtmlPath('', page.path),
      pageData: JSON.stringify(pageData),
      html: await renderer.render(page.path, pageData),
    })
  }
  step('render')
  fs.writeFileSync(path.join(out, 'record.json'), JSON.stringify(plan.record))
  step('write')
  const lastmods = Object.fromEntries(plan.pages.map((page) => [pageKey(page.path), plan.record.pages[pageKey(page.path)].since]))
  fs.writeFileSync(path.join(out, 'plan.json'), JSON.stringify({ ok: true, changed: plan.changed, catalogueVersion: plan.catalogueVersion, pages: written, lastmods, stepsMs: steps }))
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof Declined) {
      fs.writeFileSync(path.join(required('out'), 'plan.json'), JSON.stringify({ ok: false, reason: error.message }))
      process.exit(0)
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
    process.exit(1)
  },
)
