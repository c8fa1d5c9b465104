import { readServerConfig } from '../../config'
import { SqliteCatalogueRepository, catalogueRevision, isCatalogueSeeded, loadCatalogue, productsWrittenSince, upsertProducts } from '../catalogue-repository'
import { seedCatalogue } from '../../../demo/seed-catalogue'
import { SqliteCouponRepository } from '../coupon-repository'
import { openDatabase } from '../database'
import { testCatalogue } from '../../../test-support/catalogue'

const config = readServerConfig({ CATALOG_SIZE: '80', DATA_DIR: '/tmp/unused' })

describe('catalogue repository', () => {
  const db = openDatabase(':memory:')
  seedCatalogue(db, config)
  const expected = testCatalogue({ size: 80 })
  const repo = new SqliteCatalogueRepository(db)

  it('seeds once, and loadCatalogue returns the generated catalogue', () => {
    expect(isCatalogueSeeded(db)).toBe(true)
    seedCatalogue(db, config)
    expect(repo.productCount()).toBe(expected.products.length)
    expect(loadCatalogue(db)).toEqual(expected)
  })

  it('names the products written since a revision, with their live stock, and the number of products', () => {
    const before = catalogueRevision(db)
    expect(productsWrittenSince(db, before)).toEqual({ revision: before, count: expected.products.length, products: [] })
    const written = structuredClone(expected.products[3])
    written.skus[0].offers[0].price += 100
    upsertProducts(db, [written])
    db.prepare('UPDATE sku_stock SET stock = 7 WHERE sku_id = ? AND seller_id = ?').run(written.skus[0].id, written.skus[0].offers[0].sellerId)
    const since = productsWrittenSince(db, before)
    expect(since.revision).toBe(before + 1)
    expect(since.count).toBe(expected.products.length)
    expect(since.products.map((product) => product.id)).toEqual([written.id])
    expect(since.products[0].skus[0].offers[0]).toMatchObject({ price: written.skus[0].offers[0].price, stock: 7 })
    expect(productsWrittenSince(db, since.revision).products).toEqual([])
    // Put back as seeded, for the tests below.
    upsertProducts(db, [expected.products[3]])
  })

  it('looks products up by id, linkText, SKU id and EAN', () => {
    const product = expected.products[7]
    const sku = product.skus[0]
    expect(repo.productById(product.id)).toEqual(product)
    expect(repo.productByLinkText(product.linkText)?.id).toBe(product.id)
    expect(repo.skuById(sku.id)).toEqual({ product, sku })
    expect(repo.skuByEan(sku.ean)?.sku.id).toBe(sku.id)
    expect(repo.productById('nope')).toBeUndefined()
    expect(repo.skuById('nope')).toBeUndefined()
    expect(repo.seller('1')?.isRetailer).toBe(true)
    expect(repo.categoryPath(product.categoryIds).map((node) => node.id)).toEqual(product.categoryIds)
  })

  it('reads stock live per seller', () => {
    const sku = expected.products[3].skus[0]
    const seller = sku.offers[0].sellerId
    expect(repo.setStock(sku.id, seller, 7)).toBe(true)
    expect(repo.stockOf(sku.id, seller)).toBe(7)
    expect(repo.skuById(sku.id)?.sku.offers[0].stock).toBe(7)
    expect(loadCatalogue(db).products[3].skus[0].offers[0].stock).toBe(7)
    expect(repo.stockOf(sku.id, 'nobody')).toBeUndefined()
  })

  it('finds the seeded coupons case-insensitively', () => {
    const coupons = new SqliteCouponRepository(db)
    expect(coupons.find('bemvindo10')).toEqual({ code: 'BEMVINDO10', kind: 'itemsPercent', percent: 10, sportSlug: null })
    expect(coupons.find('FRETEGRATIS')?.kind).toBe('freeShipping')
    expect(coupons.find('CORRIDA20')?.sportSlug).toBe('corrida')
    expect(coupons.find('NOPE')).toBeUndefined()
  })
})

describe('skuWithLiveStock', () => {
  it('gives the one SKU with live stock', () => {
    const db = openDatabase(':memory:')
    seedCatalogue(db, config)
    const repo = new SqliteCatalogueRepository(db)
    const product = testCatalogue({ size: 80 }).products[5]
    const sku = product.skus[0]
    repo.setStock(sku.id, sku.offers[0].sellerId, 3)
    const found = repo.skuWithLiveStock(sku.id)
    expect(found?.product.id).toBe(product.id)
    expect(found?.sku.offers[0].stock).toBe(3)
    expect(repo.skuWithLiveStock('nope')).toBeUndefined()
  })
})
