import { SEARCH_SORTS } from '../../../config/constants'
import { vtexDocument } from '../../../test-support/vtex-documents/documents'
import { VTEX_SORTS, vtexSearchCall, vtexSortOf } from '../search-dialect'

/** The `sort` values product_search documents (intelligent-search-api.json). */
function documentedSorts(): unknown[] {
  const document = vtexDocument('search') as { paths: Record<string, { get: { parameters: Array<{ name?: string; schema?: { enum?: unknown[] } }> } }> }
  return document.paths['/product_search/{facets}'].get.parameters.find((parameter) => parameter.name === 'sort')?.schema?.enum ?? []
}

describe("the store's search calls in Intelligent Search's dialect", () => {
  it("maps each of the spec's sorts to one of the document's values, relevance to none", () => {
    const documented = documentedSorts()
    expect(documented.length).toBeGreaterThan(1)
    for (const sort of SEARCH_SORTS) {
      const vtex = VTEX_SORTS[sort]
      expect(vtex === null ? documented.includes(null) : documented.includes(vtex)).toBe(true)
      expect(vtexSortOf(sort)).toBe(vtex)
    }
    expect(vtexSortOf('score_desc')).toBeNull()
    expect(vtexSortOf(null)).toBeNull()
    // VTEX's spellings and `relevance` are read too.
    expect(vtexSortOf('price:desc')).toBe('price:desc')
    expect(vtexSortOf('relevance')).toBeNull()
    expect(() => vtexSortOf('preco')).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_SORT' }))
  })

  it('puts the sales channel in the facets path as the required trade policy, 3 for the consumer store and 1 for the business one', () => {
    expect(vtexSearchCall('product_search', ['brand', 'kalenji'], 'query=bola&sc=1', '3', 'pt-BR')).toEqual({
      path: 'product_search/trade-policy/3/brand/kalenji',
      query: 'query=bola&locale=pt-BR',
    })
    expect(vtexSearchCall('facets', [], undefined, '1', 'pt-BR')).toEqual({ path: 'facets/trade-policy/1', query: 'locale=pt-BR' })
    // The browser cannot choose another channel.
    expect(vtexSearchCall('product_search', ['trade-policy', '9', 'brand', 'x'], '', '1', 'pt-BR').path).toBe('product_search/trade-policy/1/brand/x')
  })

  it('sends only the parameters the document names for the endpoint, with the store locale', () => {
    expect(vtexSearchCall('product_search', [], 'query=x&page=2&count=24&sort=name_asc&hideUnavailableItems=true&sc=3&engine=dy&locale=en-US', '3', 'pt-BR').query).toBe(
      'query=x&page=2&count=24&hideUnavailableItems=true&sort=name%3Aasc&locale=pt-BR',
    )
    // `q` is the document's short form of `query`; autocomplete's `term` is the store's.
    expect(vtexSearchCall('product_search', [], 'q=bola', '3', 'pt-BR').query).toBe('query=bola&locale=pt-BR')
    expect(vtexSearchCall('autocomplete_suggestions', [], 'term=tenis&engine=vtex', '3', 'pt-BR')).toEqual({ path: 'autocomplete_suggestions', query: 'query=tenis&locale=pt-BR' })
    expect(vtexSearchCall('top_searches', [], 'engine=vtex', '3', 'pt-BR')).toEqual({ path: 'top_searches', query: 'locale=pt-BR' })
  })

  it('keeps id queries as the document writes them (product:, sku:, sku.ean:…)', () => {
    for (const query of ['product:1;2', 'sku:10', 'sku.id:10;11', 'product.id:5', 'sku.ean:7890000000001', 'sku.reference:REF-1', 'product.link:tenis-x']) {
      const call = vtexSearchCall('product_search', [], new URLSearchParams({ query, hideUnavailableItems: 'false' }).toString(), '3', 'pt-BR')
      expect(new URLSearchParams(call.query).get('query')).toBe(query)
    }
  })

  it('passes a path the document does not describe as it came', () => {
    expect(vtexSearchCall('product_search_v2', ['a', 'b'], 'x=1', '3', 'pt-BR')).toEqual({ path: 'product_search_v2/a/b', query: 'x=1' })
  })
})
