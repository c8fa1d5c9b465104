import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ProductSearchResponse } from '../../contracts/search'
import type { Product } from '../../catalogue/model'
import { addItem, newCart, okOrderForm, pickSkus, type PickedSku } from '../api/__tests__/checkout-helpers'
import { CATALOGUE_CHECK_MS } from '../domain/catalogue-changes'
import { SqliteCatalogueRepository, catalogueRevision, upsertProducts } from '../storage/catalogue-repository'
import { openDatabase } from '../storage/database'
import { FakeSiteBuilder, writeFakeSite } from '../test-support/fake-site-builder'
import { postSigned, TEST_SIGNING_SECRET } from '../test-support/publishing'
import { renderedProductNames, searchRegionRenders, writeSearchPageBuild } from '../test-support/search-page-fixture'
import { startTestServer, type TestServer } from '../test-support/server'

const RAISE_CENTS = 1_234

/**
 * Writes a product change into the store's database through a connection of
 * its own, as `npm run catalogue:import` does from another process: the price
 * of the SKU's offers goes up and, when given, the product gets a new name.
 * Returns the new price in cents.
 */
function changeStoredProduct(server: TestServer, picked: PickedSku, name?: string): number {
  const db = openDatabase(server.dataDir)
  try {
    const stored = new SqliteCatalogueRepository(db).productById(picked.product.id) as Product
    const sku = stored.skus.find((candidate) => candidate.id === picked.sku.id)!
    const offer = sku.offers.find((candidate) => candidate.sellerId === picked.seller)!
    offer.price += RAISE_CENTS
    offer.listPrice = Math.max(offer.listPrice, offer.price)
    if (name) stored.name = name
    upsertProducts(db, [stored])
    return offer.price
  } finally {
    db.close()
  }
}

async function searchedPrice(server: TestServer, picked: PickedSku): Promise<number> {
  const query = encodeURIComponent(`product:${picked.product.id}`)
  const answer = await server.client().get<ProductSearchResponse>(`/api/intelligent-search/product_search?query=${query}&hideUnavailableItems=false`)
  expect(answer.status).toBe(200)
  const item = answer.body.products[0].items.find((candidate) => candidate.itemId === picked.sku.id)!
  const seller = item.sellers.find((candidate) => candidate.sellerId === picked.seller)!
  return Math.round(seller.commertialOffer.Price * 100)
}

async function cartPrice(server: TestServer, picked: PickedSku): Promise<number> {
  const client = server.client()
  const cart = await newCart(client)
  const added = okOrderForm(await addItem(client, cart.orderFormId, picked))
  return added.items[0].price
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a change to the stored catalogue reaches the running server with no restart', () => {
  let server: TestServer
  let root: string

  beforeAll(async () => {
    const build = writeSearchPageBuild()
    root = build.root
    server = await startTestServer({ serveSite: true, catalogSize: 60, env: build.env })
  })

  afterAll(async () => {
    await server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('counts a revision at every write of products, and none for a write that fails', () => {
    const db = server.composition.db
    const before = catalogueRevision(db)
    const product = server.composition.repositories.catalogue.productById(server.composition.repositories.catalogue.productIdAt(3)!)!
    upsertProducts(db, [product])
    expect(catalogueRevision(db)).toBe(before + 1)
    // A product whose link text is another's breaks the unique index: nothing is written, the revision stays.
    const other = server.composition.repositories.catalogue.productById(server.composition.repositories.catalogue.productIdAt(4)!)!
    expect(() => upsertProducts(db, [{ ...product, id: 'new-product' }, { ...other, linkText: product.linkText }])).toThrow()
    expect(catalogueRevision(db)).toBe(before + 1)
    server.composition.services.catalogueChanges!.check()
  })

  it('answers search, the rendered results page and the cart from the new catalogue within one check, with no notice', async () => {
    const picked = pickSkus(server).plenty
    const oldPrice = await searchedPrice(server, picked)
    expect(await cartPrice(server, picked)).toBe(oldPrice)
    const generation = server.composition.services.search!.generation
    const rendersBefore = searchRegionRenders()
    const page = async () => (await fetch(`${server.baseUrl}/pesquisa?q=zefiro`)).text()
    expect(renderedProductNames(await page())).toEqual([])
    expect(searchRegionRenders()).toBe(rendersBefore + 1)

    const newPrice = changeStoredProduct(server, picked, 'Bola Zefiro Campo Oficial')
    expect(newPrice).toBe(oldPrice + RAISE_CENTS)
    await waitFor(async () => (await searchedPrice(server, picked)) === newPrice, CATALOGUE_CHECK_MS * 5)

    expect(server.composition.services.search!.generation).toBeGreaterThan(generation)
    expect(await cartPrice(server, picked)).toBe(newPrice)
    // The page cached for the old catalogue is not served again: rendered anew, with the renamed product.
    expect(renderedProductNames(await page())).toEqual(['Bola Zefiro Campo Oficial'])
    expect(searchRegionRenders()).toBe(rendersBefore + 2)
    const suggestions = await server.client().get<{ productSuggestions: { products: Array<{ productId: string }> } }>(
      '/api/intelligent-search/autocomplete_suggestions?term=zefiro',
    )
    expect(suggestions.body.productSuggestions.products.map((product) => product.productId)).toEqual([picked.product.id])
    // Nothing new: the next check changes nothing.
    expect(server.composition.services.catalogueChanges!.check()).toBe(false)
  })
})

describe('the store’s catalogue notice', () => {
  let server: TestServer
  let siteDir: string
  let buildsDir: string

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-notice-site-'))
    buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-notice-builds-'))
    writeFakeSite(siteDir, 'Frete grátis', 0)
    server = await startTestServer({
      serveSite: true,
      catalogSize: 20,
      siteBuilder: new FakeSiteBuilder(siteDir, { stripeText: 'Frete grátis' }),
      env: { PUBLISH_SIGNING_SECRET: TEST_SIGNING_SECRET, BUILDS_DIR: buildsDir, PUBLISH_SITE_DIR: siteDir, PUBLISH_DEBOUNCE_MS: '100' },
    })
  })

  afterAll(async () => {
    await server.composition.services.publishing?.idle()
    await server.close()
    fs.rmSync(siteDir, { recursive: true, force: true })
    fs.rmSync(buildsDir, { recursive: true, force: true })
  })

  it('puts the new prices into search and the cart at once, and queues the build', async () => {
    const picked = pickSkus(server).plenty
    const replaced = server.composition.services.search!.replaced
    const newPrice = changeStoredProduct(server, picked)
    const notice = await postSigned(server.baseUrl, { path: '/api/publish', body: { catalogueChange: { reason: 'price', productIds: [picked.product.id] } } })
    expect(notice.status).toBe(202)
    expect(notice.body).toMatchObject({ accepted: true, trigger: { source: 'store-catalogue', reason: 'price' } })
    // No wait: the notice itself brought the server up to date. Only offers changed: applied to the search
    // index in place, not indexed again (at 100,000 products indexing again held the server 15–30 s).
    expect(server.composition.services.search!.replaced).toBe(replaced)
    expect(await searchedPrice(server, picked)).toBe(newPrice)
    expect(await cartPrice(server, picked)).toBe(newPrice)
  })

  it('a price applied in place moves the product in the orders by price; a product edited otherwise is indexed again', async () => {
    const cheapestFirst = async (): Promise<string[]> => {
      const answer = await server.client().get<ProductSearchResponse>('/api/intelligent-search/product_search?sort=price:asc&count=50&hideUnavailableItems=false')
      expect(answer.status).toBe(200)
      return answer.body.products.map((product) => product.productId)
    }
    const before = await cheapestFirst()
    const picked = pickSkus(server).plenty
    expect(before[0]).not.toBe(picked.product.id)
    const replaced = server.composition.services.search!.replaced
    // Every offer of the product at 1 centavo: the cheapest product now.
    const db = openDatabase(server.dataDir)
    try {
      const stored = new SqliteCatalogueRepository(db).productById(picked.product.id) as Product
      for (const sku of stored.skus) for (const offer of sku.offers) offer.price = 1
      upsertProducts(db, [stored])
    } finally {
      db.close()
    }
    expect(server.composition.services.catalogueChanges!.check()).toBe(true)
    expect(server.composition.services.search!.replaced).toBe(replaced)
    expect((await cheapestFirst())[0]).toBe(picked.product.id)

    changeStoredProduct(server, picked, 'Bola Renomeada')
    expect(server.composition.services.catalogueChanges!.check()).toBe(true)
    expect(server.composition.services.search!.replaced).toBe(replaced + 1)
  })
})
