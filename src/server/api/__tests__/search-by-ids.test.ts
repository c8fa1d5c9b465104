import type { ProductSearchResponse } from '../../../contracts/search'
import { startTestServer, type TestServer } from '../../test-support/server'

describe('product_search by ids (query=product:{id};{id})', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers the products of those ids and keeps the lookup out of the top searches', async () => {
    const catalogue = server.composition.repositories.catalogue
    const ids = [catalogue.productIdAt(4)!, catalogue.productIdAt(9)!]
    const res = await server.client().get<ProductSearchResponse>(`/api/intelligent-search/product_search?query=${encodeURIComponent(`product:${ids.join(';')}`)}&hideUnavailableItems=false`)
    expect(res.status).toBe(200)
    expect(res.body.recordsFiltered).toBe(2)
    expect(res.body.products.map((product) => product.productId).sort()).toEqual([...ids].sort())
    server.composition.services.search!.current.log.close()
    const top = await server.client().get<{ searches: Array<{ term: string }> }>('/api/intelligent-search/top_searches')
    expect(top.body.searches.map((search) => search.term).join(' ')).not.toContain('product:')
  })
})
