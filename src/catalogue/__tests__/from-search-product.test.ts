import { catalogueFromSearchProducts, toCents } from '../from-search-product'
import { mapProduct } from '../search/product-mapper'
import { SearchIndex } from '../search/search-index'
import { testCatalogue } from '../../test-support/catalogue'

describe('catalogueFromSearchProducts', () => {
  const source = testCatalogue({ size: 120 })
  const lookups = new SearchIndex(source).lookups
  const searchProducts = source.products.map((product) => mapProduct(product, lookups))
  const catalogue = catalogueFromSearchProducts(searchProducts)

  it('reads back every product with its SKUs, prices in cents, stock and variations', () => {
    expect(catalogue.products.map((p) => p.id)).toEqual(source.products.map((p) => p.id))
    for (const [i, product] of catalogue.products.entries()) {
      const original = source.products[i]
      expect(product).toMatchObject({
        name: original.name,
        linkText: original.linkText,
        description: original.description,
        categoryIds: original.categoryIds,
        gender: original.gender,
        isKit: original.isKit,
        productReference: original.productReference,
        flags: original.flags,
        specifications: original.specifications,
      })
      expect(product.skus.map((sku) => [sku.id, sku.ean, sku.refId, sku.manufacturerCode, sku.variations])).toEqual(
        original.skus.map((sku) => [sku.id, sku.ean, sku.refId, sku.manufacturerCode, sku.variations]),
      )
      for (const [s, sku] of product.skus.entries()) {
        expect(sku.offers.map((o) => [o.sellerId, o.price, o.listPrice, o.stock])).toEqual(
          original.skus[s].offers.map((o) => [o.sellerId, o.price, Math.max(o.listPrice, o.price), o.stock]),
        )
      }
    }
  })

  it('rebuilds the category tree, brands, sports and sellers from the products', () => {
    const usedCategories = new Set(source.products.flatMap((p) => p.categoryIds))
    const names = new Map<string, string>()
    const walk = (nodes: typeof catalogue.categories) => nodes.forEach((n) => (names.set(n.id, n.name), walk(n.children)))
    walk(catalogue.categories)
    expect(new Set(names.keys())).toEqual(usedCategories)
    const brandNames = new Set(source.products.map((p) => lookups.brands.get(p.brandId)!.name))
    expect(new Set(catalogue.brands.map((b) => b.name))).toEqual(brandNames)
    const product = catalogue.products.find((p) => p.sportId)!
    const sportName = lookups.sports.get(source.products.find((p) => p.id === product.id)!.sportId!)!.name
    expect(catalogue.sports.find((s) => s.id === product.sportId)!.name).toBe(sportName)
    expect(catalogue.sellers.find((s) => s.id === '1')?.isRetailer).toBe(true)
    expect(catalogue.sellers.filter((s) => s.isRetailer)).toHaveLength(1)
  })

  it('keeps a product listed twice once, and leaves out a product without any SKU (nothing to sell or show)', () => {
    expect(catalogueFromSearchProducts([searchProducts[0], searchProducts[0]]).products).toHaveLength(1)
    const empty = { ...searchProducts[1], items: [] }
    expect(catalogueFromSearchProducts([empty, searchProducts[2]]).products.map((product) => product.id)).toEqual([searchProducts[2].productId])
  })

  it('converts reais to cents without float drift', () => {
    expect(toCents(199.9)).toBe(19990)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })
})
