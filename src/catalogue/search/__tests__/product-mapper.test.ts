import { isSchemaErrors } from '../../../server/test-support/is-openapi'
import { bestInstallment } from '../../offers'
import { listingProduct, mapProduct, toReais } from '../product-mapper'
import { buildLookups } from '../search-index'
import { testCatalogue } from '../../../test-support/catalogue'

const catalogue = testCatalogue({ size: 200, seed: 7 })
const lookups = buildLookups(catalogue)

describe('Intelligent Search product mapper', () => {
  it('maps every generated product to a body valid against the Product schema', () => {
    for (const product of catalogue.products) {
      expect(isSchemaErrors('Product', mapProduct(product, lookups))).toEqual([])
    }
  })

  it('maps identity, links, brand and category paths', () => {
    const product = catalogue.products.find((p) => !p.isKit && p.categoryIds.length === 3)!
    const mapped = mapProduct(product, lookups)
    const brand = catalogue.brands.find((b) => b.id === product.brandId)!
    expect(mapped.productId).toBe(product.id)
    expect(mapped.productName).toBe(product.name)
    expect(mapped.link).toBe(`/${product.linkText}/p`)
    expect(mapped.brand).toBe(brand.name)
    expect(mapped.brandId).toBe(Number(brand.id))
    const names = product.categoryIds.map((id) => lookups.categories.get(id)!.name)
    expect(mapped.categories[0]).toBe(`/${names.join('/')}/`)
    expect(mapped.categories[2]).toBe(`/${names[0]}/`)
    expect(mapped.categoryId).toBe(product.categoryIds[2])
    expect(mapped.releaseDate).toBe(Date.parse(product.releaseDate))
  })

  it('maps SKUs, sellers and money in reais', () => {
    const product = catalogue.products.find((p) => p.skus.some((s) => s.offers.length > 1)) ?? catalogue.products[0]
    const mapped = mapProduct(product, lookups)
    product.skus.forEach((sku, i) => {
      const item = mapped.items[i]
      expect(item.itemId).toBe(sku.id)
      expect(item.ean).toBe(sku.ean)
      expect(item.referenceId).toEqual([{ Key: 'RefId', Value: sku.refId }])
      expect(item.images.map((im) => im.imageUrl)).toEqual(sku.images.map((im) => im.url))
      sku.offers.forEach((offer, j) => {
        const seller = item.sellers[j]
        expect(seller.sellerId).toBe(offer.sellerId)
        expect(seller.sellerDefault).toBe(j === 0)
        expect(seller.commertialOffer.Price).toBe(offer.price / 100)
        expect(seller.commertialOffer.ListPrice).toBe(Math.max(offer.listPrice, offer.price) / 100)
        expect(seller.commertialOffer.AvailableQuantity).toBe(offer.stock)
        expect(seller.commertialOffer.Installments.map((inst) => inst.NumberOfInstallments)).toEqual(offer.installments.map((inst) => inst.count))
        expect(seller.commertialOffer.Installments[0].Value).toBe(toReais(offer.installments[0].value))
      })
    })
    const variationNames = new Set(product.skus.flatMap((s) => Object.keys(s.variations)))
    expect(mapped.skuSpecifications!.map((s) => s.field.name).sort()).toEqual([...variationNames].sort())
  })

  it('lists products leanly: every SKU and seller, the one plan a price shows, the first image, no descriptive fields', () => {
    for (const product of catalogue.products) {
      const listed = listingProduct(product, lookups)
      expect(isSchemaErrors('Product', listed)).toEqual([])
      for (const field of ['description', 'specificationGroups', 'skuSpecifications', 'productClusters', 'clusterHighlights', 'properties']) {
        expect(listed).not.toHaveProperty(field)
      }
      product.skus.forEach((sku, i) => {
        const item = listed.items[i]
        expect(item.itemId).toBe(sku.id)
        expect(item.images.map((im) => im.imageUrl)).toEqual(sku.images.slice(0, 1).map((im) => im.url))
        sku.offers.forEach((offer, j) => {
          const shown = bestInstallment(offer)
          expect(item.sellers[j].commertialOffer.Installments.map((inst) => [inst.NumberOfInstallments, inst.Value])).toEqual(
            shown ? [[shown.count, toReais(shown.value)]] : [],
          )
        })
      })
    }
    const bytes = (list: object[]) => JSON.stringify(list).length
    const sample = catalogue.products.slice(0, 24)
    expect(bytes(sample.map((p) => listingProduct(p, lookups)))).toBeLessThan(bytes(sample.map((p) => mapProduct(p, lookups))) / 2)
  })

  it('links kits to /kit', () => {
    const kit = catalogue.products.find((p) => p.isKit)
    if (kit) expect(mapProduct(kit, lookups).link).toBe(`/${kit.linkText}/kit`)
  })
})
