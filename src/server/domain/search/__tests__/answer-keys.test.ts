import { testCatalogue } from '../../../../test-support/catalogue'
import { NO_SEARCH_LOG } from '../../../test-support/search-log'
import { QueryLog } from '../query-log'
import { searchIdOf, SearchService, type ProductSearchParams } from '../service'

const PARAMS: ProductSearchParams = { query: 'bola', selected: [], sort: 'price_asc', page: 1, count: 12, hideUnavailableItems: false, salesChannel: '3' }

describe('product_search answers: keys, generation and searchId', () => {
  const service = new SearchService(testCatalogue({ size: 120 }), new QueryLog(NO_SEARCH_LOG, () => 0))
  afterAll(() => service.close())

  it('keys an answer by its whole request', () => {
    const key = service.productSearchKey(PARAMS, true)
    expect(service.productSearchKey({ ...PARAMS }, true)).toBe(key)
    const variants: ProductSearchParams[] = [
      { ...PARAMS, query: 'Bola' },
      { ...PARAMS, sort: 'price_desc' },
      { ...PARAMS, page: 2 },
      { ...PARAMS, count: 24 },
      { ...PARAMS, hideUnavailableItems: true },
      { ...PARAMS, salesChannel: '1' },
      { ...PARAMS, selected: [{ key: 'brand', value: 'arena' }] },
    ]
    for (const variant of variants) expect(service.productSearchKey(variant, true)).not.toBe(key)
    expect(service.productSearchKey(PARAMS, false)).not.toBe(key)
  })

  it('names one search with one searchId, shaped as a UUID, and another search with another', () => {
    const body = (params: ProductSearchParams) => JSON.parse(String(service.productSearch(params, true).json)) as { searchId: string }
    const id = body(PARAMS).searchId
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(body(PARAMS).searchId).toBe(id)
    expect(body({ ...PARAMS, page: 2 }).searchId).not.toBe(id)
    expect(searchIdOf('a')).not.toBe(searchIdOf('b'))
  })

  it('moves to a new generation when stock changes what the index answers, and only then', () => {
    const before = service.generation
    const key = service.productSearchKey(PARAMS, true)
    expect(service.applyStockChanges([])).toBe(0)
    expect(service.applyStockChanges([{ skuId: 'no-such-sku', sellerId: '1', stock: 3 }])).toBe(0)
    expect(service.generation).toBe(before)
    const product = service.index.product(0)
    const offer = product.skus[0].offers[0]
    expect(service.applyStockChanges([{ skuId: product.skus[0].id, sellerId: offer.sellerId, stock: offer.stock + 1 }])).toBe(1)
    expect(service.generation).toBe(before + 1)
    expect(service.productSearchKey(PARAMS, true)).not.toBe(key)
  })
})
