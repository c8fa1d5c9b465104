import type { Catalogue } from '../../../../catalogue/model'
import { testCatalogue } from '../../../../test-support/catalogue'
import { LiveSearch } from '../live-search'
import { NO_SEARCH_LOG } from '../../../test-support/search-log'
import { QueryLog } from '../query-log'
import { SearchService, type ProductSearchParams } from '../service'

const PARAMS: ProductSearchParams = { query: '', selected: [], sort: 'price_asc', page: 1, count: 1, hideUnavailableItems: false, salesChannel: '3' }

describe('LiveSearch', () => {
  const log = new QueryLog(NO_SEARCH_LOG, () => 0)
  let stored: Catalogue
  let failNext: boolean
  let live: LiveSearch

  beforeEach(() => {
    stored = testCatalogue({ size: 40 })
    failNext = false
    live = new LiveSearch((firstGeneration) => {
      if (failNext) throw new Error('the stored catalogue could not be read')
      return new SearchService(structuredClone(stored), log, firstGeneration)
    })
  })

  afterEach(() => live.current.stopWarmUp())

  it('serves a new index of the stored catalogue after replace, at a later generation than any answer of the old one', () => {
    const first = live.current
    first.applyStockChanges([{ skuId: stored.products[0].skus[0].id, sellerId: stored.products[0].skus[0].offers[0].sellerId, stock: 0 }])
    const oldKey = first.productSearchKey(PARAMS, false)
    // The stored catalogue changes: product 7 becomes the cheapest.
    for (const sku of stored.products[7].skus) for (const offer of sku.offers) offer.price = 1

    const next = live.replace()
    expect(live.current).toBe(next)
    expect(next).not.toBe(first)
    expect(live.replaced).toBe(1)
    expect(live.generation).toBeGreaterThan(first.generation)
    expect(next.productSearchKey(PARAMS, false)).not.toBe(oldKey)
    expect(next.productSearch(PARAMS, false).outcome.docs.map((doc) => next.index.product(doc).id)).toEqual([stored.products[7].id])
  })

  it('keeps the current index when building the new one fails', () => {
    const first = live.current
    failNext = true
    expect(() => live.replace()).toThrow('the stored catalogue could not be read')
    expect(live.current).toBe(first)
    expect(live.replaced).toBe(0)
  })
})
