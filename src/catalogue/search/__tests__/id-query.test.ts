import { testCatalogue } from '../../../test-support/catalogue'
import { SearchEngine } from '../engine'
import { productIdQuery, productIdsOfQuery } from '../id-query'
import { SearchIndex } from '../search-index'

describe('search by product ids', () => {
  it('reads product: and product.id: queries, deduplicated; anything else is text', () => {
    expect(productIdsOfQuery('product:12;7;12')).toEqual(['12', '7'])
    expect(productIdsOfQuery(' product.id:5 ')).toEqual(['5'])
    expect(productIdsOfQuery('tênis product:5')).toBeNull()
    expect(productIdsOfQuery('product:')).toBeNull()
    expect(productIdQuery(['1', '2'])).toBe('product:1;2')
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
