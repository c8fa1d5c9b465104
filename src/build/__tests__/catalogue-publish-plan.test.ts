import { createContentDigest } from 'gatsby-core-utils'
import type { Catalogue, Product } from '../../catalogue/model'
import { SearchEngine } from '../../catalogue/search/engine'
import { SearchIndex } from '../../catalogue/search/search-index'
import { testCatalogue } from '../../test-support/catalogue'
import { productNodeFields } from '../catalogue-nodes'
import { CATALOGUE_PUBLISH_MAX_PAGES, planCataloguePublish, pageKey, type CataloguePage, type CataloguePlanInput } from '../catalogue-publish-plan'
import type { CatalogueRecord } from '../catalogue-record'
import { productFingerprint, sourcingBasis } from '../incremental-sourcing'
import { pageDigest } from '../lastmod'
import { listingPages } from '../listing-pages'
import { productPages } from '../product-pages'

const CODE = 'gatsby-node'
const BUILT_AT = '2026-11-01T10:00:00.000Z'
const NOW = '2026-11-29T21:00:00.000Z'

/** What gatsby-node makes of a catalogue: the catalogue pages, the node digests, and the record a build writes. */
function built(catalogue: Catalogue) {
  const index = new SearchIndex(catalogue)
  const fields = productNodeFields(catalogue, index.lookups)
  const digestOf = (product: Product) => createContentDigest(fields(product))
  const listings = listingPages(catalogue, { search: { index, engine: new SearchEngine(index) } })
  const products = productPages(catalogue)
  const lookup = products.find((page) => page.template === 'lookup')!
  const productPage = (product: Product): CataloguePage => products.find((page) => page.template === 'product' && page.context.productId === product.id)!
  const pages: CataloguePage[] = [...listings, lookup]
  return { digestOf, listings, pages, productPage, products }
}

function recordOf(catalogue: Catalogue): CatalogueRecord {
  const { digestOf, listings, pages, products } = built(catalogue)
  const digests = Object.fromEntries(catalogue.products.map((product) => [product.id, digestOf(product)]))
  const dated = [...pages, ...products].map((page) => [pageKey(page.path), { digest: pageDigest(page.context, (id) => digests[id], createContentDigest), since: BUILT_AT }] as const)
  return {
    basis: sourcingBasis(catalogue, CODE),
    fingerprints: Object.fromEntries(catalogue.products.map((product) => [product.id, productFingerprint(product)])),
    digests,
    nodeOrder: catalogue.products.map((product) => product.id),
    listings: listings.map((page) => page.path),
    pages: Object.fromEntries(dated),
  }
}

function inputFor(catalogue: Catalogue, record: CatalogueRecord): CataloguePlanInput {
  const { digestOf, listings, pages, productPage } = built(catalogue)
  return { record, catalogue, basis: sourcingBasis(catalogue, CODE), digestOf, listings: listings.map((page) => page.path), pages, productPage, digest: createContentDigest, now: NOW }
}

function withPrice(catalogue: Catalogue, productId: string, raise: number): Catalogue {
  const copy = structuredClone(catalogue)
  const offer = copy.products.find((product) => product.id === productId)!.skus[0].offers[0]
  offer.price += raise
  offer.listPrice = Math.max(offer.listPrice, offer.price)
  return copy
}

describe('the catalogue publish without a build: which pages a change renders again', () => {
  const catalogue = testCatalogue({ size: 80 })
  const record = recordOf(catalogue)

  it('renders nothing again, and keeps every date, when nothing changed', () => {
    const plan = planCataloguePublish(inputFor(structuredClone(catalogue), record))
    expect(plan).toMatchObject({ ok: true, changed: [], pages: [] })
    if (plan.ok) expect(plan.record).toEqual(record)
  })

  it("a price change renders the product's page and exactly the catalogue pages whose data changed, dated now", () => {
    const target = catalogue.products[5]
    const changed = withPrice(catalogue, target.id, 12_345)
    const plan = planCataloguePublish(inputFor(changed, record))
    if (!plan.ok) throw new Error(plan.reason)
    expect(plan.changed).toEqual([target.id])
    const paths = plan.pages.map((page) => page.path)
    expect(paths).toContain(built(changed).productPage(changed.products[5]).path)
    // Every page listing the product is rendered again; one that does not list it is not (unless its context moved).
    const after = recordOf(changed)
    const expected = Object.keys(after.pages).filter((key) => after.pages[key].digest !== record.pages[key].digest)
    expect(paths.map(pageKey).sort()).toEqual(expected.sort())
    expect(paths.length).toBeLessThan(Object.keys(record.pages).length / 4)
    // The record after the publish is the one a build of that catalogue writes, with the moved pages dated now.
    expect(plan.record.fingerprints).toEqual(after.fingerprints)
    expect(plan.record.digests).toEqual(after.digests)
    // Its node is made again: Gatsby's store holds it last.
    expect(plan.record.nodeOrder).toEqual([...record.nodeOrder.filter((id) => id !== target.id), target.id])
    for (const [key, dated] of Object.entries(plan.record.pages)) {
      expect(dated.digest).toBe(after.pages[key].digest)
      expect(dated.since).toBe(expected.includes(key) ? NOW : BUILT_AT)
    }
    const unchanged = planCataloguePublish(inputFor(catalogue, record))
    expect(unchanged.ok && plan.catalogueVersion !== unchanged.catalogueVersion).toBe(true)
  })

  it('the catalogue version is the one a build records: the digest of every node digest in catalogue order', () => {
    const plan = planCataloguePublish(inputFor(catalogue, record))
    if (!plan.ok) throw new Error(plan.reason)
    expect(plan.catalogueVersion).toBe(createContentDigest(catalogue.products.map((product) => record.digests[product.id])).slice(0, 12))
  })

  it('declines what a build would make differently: a new basis, products added or removed, listings added or dropped, a new address', () => {
    const renamedBrand = structuredClone(catalogue)
    renamedBrand.brands[0].name = 'Outra Marca'
    expect(planCataloguePublish(inputFor(renamedBrand, record))).toMatchObject({ ok: false, reason: expect.stringContaining('brands') })

    const fewer = structuredClone(catalogue)
    fewer.products.pop()
    expect(planCataloguePublish({ ...inputFor(fewer, record), basis: record.basis })).toMatchObject({ ok: false, reason: 'products were added or removed' })

    expect(planCataloguePublish({ ...inputFor(catalogue, record), listings: record.listings.slice(1) })).toMatchObject({ ok: false, reason: expect.stringContaining('listing') })

    const moved = withPrice(catalogue, catalogue.products[3].id, 100)
    const input = inputFor(moved, record)
    const productPage = (product: Product): CataloguePage => ({ ...input.productPage(product), path: `/endereco-novo-${product.id}/p` })
    expect(planCataloguePublish({ ...input, productPage })).toMatchObject({ ok: false, reason: expect.stringContaining('/endereco-novo-') })
  })

  it(`declines more than ${CATALOGUE_PUBLISH_MAX_PAGES} pages to render again (a whole feed's prices: Gatsby's workers render them)`, () => {
    const large = testCatalogue({ size: CATALOGUE_PUBLISH_MAX_PAGES + 20 })
    const largeRecord = recordOf(large)
    const repriced = structuredClone(large)
    for (const product of repriced.products) product.skus[0].offers[0].price += 1
    const plan = planCataloguePublish(inputFor(repriced, largeRecord))
    expect(plan).toMatchObject({ ok: false, reason: expect.stringContaining(`more than a publish without a build renders (${CATALOGUE_PUBLISH_MAX_PAGES})`) })
  })
})
