import type { Catalogue, Product } from '../catalogue/model'
import type { CatalogueRecord } from './catalogue-record'
import { productFingerprint } from './incremental-sourcing'
import { pageDigest } from './lastmod'
import { catalogueVersionOf, type Digest } from './versions'

/**
 * Which pages a catalogue change renders again without a Gatsby build
 * (decision record 0042), decided as a build decides what changed: a product
 * whose fingerprint differs from the recorded one gets a new node digest, and
 * a page whose digest (its context and its products' digests, the sitemap's
 * lastmod digest) differs from the recorded one is rendered again. Whatever a
 * build would make differently besides those pages (another basis, products or
 * listings added or dropped, a product's address changed) is declined, and
 * the publish builds with Gatsby.
 */

/**
 * The most pages a publish without a build renders (one after the other, ≈ 20–40 ms each, and carried to
 * the server in one answer): a larger change (a whole feed's new prices) is Gatsby's, whose workers
 * render in parallel.
 */
export const CATALOGUE_PUBLISH_MAX_PAGES = 1_000

/** A page whose context depends on the catalogue, as gatsby-node makes it. */
export interface CataloguePage {
  path: string
  context: object
}

export interface CataloguePlanInput {
  record: CatalogueRecord
  catalogue: Catalogue
  /** The basis of the catalogue's nodes now (src/build/incremental-sourcing.ts). */
  basis: string
  /** The node digest of a changed product. */
  digestOf: (product: Product) => string
  /** The listings a build would make now. */
  listings: readonly string[]
  /** Every page whose context depends on the catalogue besides the product pages (listings, home, content pages, the product lookup). */
  pages: readonly CataloguePage[]
  /** A product's page (gatsby-node's createPages). */
  productPage: (product: Product) => CataloguePage
  digest: Digest
  now: string
}

export type CataloguePlan =
  | { ok: false; reason: string }
  | {
      ok: true
      /** The products whose node changed. */
      changed: string[]
      /** The pages to render again, with their context. */
      pages: CataloguePage[]
      /** The catalogue version a build would record. */
      catalogueVersion: string
      /** The record after the publish. */
      record: CatalogueRecord
    }

/** The key gatsby-node dates a page by (no trailing slash, but the home's). */
export const pageKey = (pagePath: string): string => (pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath)

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, index) => item === b[index])

/** Gatsby's node order after the changed products' nodes were made again: the others in their order, then those, in catalogue order. */
export function nodeOrderAfter(order: readonly string[], changed: readonly Product[]): string[] {
  const remade = new Set(changed.map((product) => product.id))
  return [...order.filter((id) => !remade.has(id)), ...changed.map((product) => product.id)]
}

export function planCataloguePublish(input: CataloguePlanInput): CataloguePlan {
  const { record, catalogue } = input
  if (input.basis !== record.basis) return { ok: false, reason: 'the sellers, brands, sports, categories or the build code changed since the live build' }
  const recorded = Object.keys(record.fingerprints)
  if (recorded.length !== catalogue.products.length || catalogue.products.some((product) => record.fingerprints[product.id] === undefined)) {
    return { ok: false, reason: 'products were added or removed' }
  }
  if (!sameList(input.listings, record.listings)) return { ok: false, reason: 'a listing would be added or dropped' }
  const fingerprints: Record<string, string> = {}
  const digests: Record<string, string> = { ...record.digests }
  const changed: Product[] = []
  for (const product of catalogue.products) {
    const fingerprint = productFingerprint(product)
    fingerprints[product.id] = fingerprint
    if (fingerprint === record.fingerprints[product.id]) continue
    changed.push(product)
    digests[product.id] = input.digestOf(product)
  }
  const candidates = [...input.pages, ...changed.map(input.productPage)]
  const pages: CataloguePage[] = []
  const dates = { ...record.pages }
  for (const page of candidates) {
    const key = pageKey(page.path)
    const known = record.pages[key]
    if (!known) return { ok: false, reason: `the page ${page.path} would be new (a product's or listing's address changed)` }
    const digest = pageDigest(page.context, (id) => digests[id], input.digest)
    if (digest === known.digest) continue
    pages.push(page)
    dates[key] = { digest, since: input.now }
  }
  if (pages.length > CATALOGUE_PUBLISH_MAX_PAGES) return { ok: false, reason: `${pages.length} pages to render again, more than a publish without a build renders (${CATALOGUE_PUBLISH_MAX_PAGES})` }
  return {
    ok: true,
    changed: changed.map((product) => product.id),
    pages,
    catalogueVersion: catalogueVersionOf(catalogue.products.map((product) => digests[product.id]), input.digest),
    record: { basis: record.basis, fingerprints, digests, nodeOrder: nodeOrderAfter(record.nodeOrder, changed), listings: [...record.listings], pages: dates },
  }
}
