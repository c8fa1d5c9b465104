import { testCatalogue } from '../../../test-support/catalogue'
import { SearchEngine } from '../engine'
import { idQueryOf, productIdQuery, productIdsOfQuery } from '../id-query'
import { SearchIndex } from '../search-index'

describe('search by product ids', () => {
  it('reads product: and product.id: queries, deduplicated; anything else is text', () => {
    expect(productIdsOfQuery('product:12;7;12')).toEqual(['12', '7'])
    expect(productIdsOfQuery(' product.id:5 ')).toEqual(['5'])
    expect(productIdsOfQuery('tênis product:5')).toBeNull()
    expect(productIdsOfQuery('product:')).toBeNull()
    expect(productIdQuery(['1', '2'])).toBe('product:1;2')
  })

  it('reads sku: and sku.id: queries as SKU ids (not product ids)', () => {
    expect(idQueryOf('sku:101;102;101')).toEqual({ field: 'sku', ids: ['101', '102'] })
    expect(idQueryOf('SKU.id:7')).toEqual({ field: 'sku', ids: ['7'] })
    expect(idQueryOf('product:7')).toEqual({ field: 'product', ids: ['7'] })
    expect(productIdsOfQuery('sku:7')).toBeNull()
    expect(idQueryOf('sku:;')).toBeNull()
    expect(idQueryOf('tênis')).toBeNull()
  })

  it('finds the products of SKU ids, once each, and names a product by id, SKU, slug, EAN or reference', () => {
    const catalogue = testCatalogue({ size: 80, seed: 7 })
    const index = new SearchIndex(catalogue)
    const engine = new SearchEngine(index)
    const product = catalogue.products.find((candidate) => candidate.skus.length > 1)!
    const other = catalogue.products.find((candidate) => candidate !== product)!
    const query = `sku:${product.skus[0].id};${product.skus[1].id};${other.skus[0].id};nao-existe`
    const outcome = engine.search({ query, selected: [], sort: 'score_desc', page: 1, count: 50, hideUnavailableItems: false })
    expect(outcome.docs.map((doc) => index.product(doc).id).sort()).toEqual([product.id, other.id].sort())
    const doc = index.docOf(product.id)
    expect(index.docOfIdentifier('id', product.id)).toBe(doc)
    expect(index.docOfIdentifier('sku', product.skus[1].id)).toBe(doc)
    expect(index.docOfIdentifier('slug', product.linkText)).toBe(doc)
    expect(index.docOfIdentifier('ean', product.skus[0].ean)).toBe(doc)
    expect(index.docOfIdentifier('reference', product.productReference)).toBe(doc)
    expect(index.docOfIdentifier('slug', 'nao-existe')).toBeUndefined()
  })

  it('finds exactly the products of the ids, unavailable ones too unless hidden', () => {
    const catalogue = testCatalogue({ size: 80, seed: 7 })
    const index = new SearchIndex(catalogue)
    const engine = new SearchEngine(index)
    const wanted = [catalogue.products[3].id, catalogue.products[40].id, 'unknown']
    const outcome = engine.search({ query: productIdQuery(wanted), selected: [], sort: 'score_desc', page: 1, count: 50, hideUnavailableItems: false })
    expect(outcome.total).toBe(2)
    expect(outcome.docs.map((doc) => index.product(doc).id).sort()).toEqual(wanted.slice(0, 2).sort())
  })
})
