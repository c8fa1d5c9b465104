import { createHttpClient, type FetchLike } from '../http'
import { createSearchClient, mapAutocomplete, SEARCH_API } from '../search'

function fakeFetch(body: unknown, status = 200) {
  const calls: string[] = []
  const fetch: FetchLike = async (input) => {
    calls.push(input)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, calls }
}

describe('mapAutocomplete', () => {
  it('reads searchSuggestions, productSuggestions, searchTerm, misspelled, operator and count', () => {
    const mapped = mapAutocomplete('bol', {
      searchSuggestions: { searches: [{ term: 'bola', count: 3 }, { term: ' ' }] },
      productSuggestions: { products: [], count: 7 },
      searchTerm: 'bola',
      misspelled: true,
      operator: 'or',
      count: 7,
    })
    expect(mapped).toEqual({ terms: [{ term: 'bola', count: 3 }], products: [], searchTerm: 'bola', misspelled: true, operator: 'or', count: 7 })
  })

  it('falls back to the top-level lists and to empty values', () => {
    expect(mapAutocomplete('x', { searches: [{ term: 'xis' }] }).terms).toEqual([{ term: 'xis' }])
    expect(mapAutocomplete('x', null)).toEqual({ terms: [], products: [], searchTerm: 'x', misspelled: false, operator: null, count: 0 })
  })
})

describe('search client', () => {
  it('calls product_search with the facet path, a 1-based page and the sales channel', async () => {
    const { fetch, calls } = fakeFetch({ products: [], recordsFiltered: 12, facets: [] })
    const client = createSearchClient(createHttpClient({ fetch }))
    const page = await client.productSearch({
      term: 'bola',
      facets: [
        { key: 'brand', value: 'arena-pro' },
        { key: 'price', value: '0:50' },
      ],
      sort: 'price_asc',
      page: 1,
      salesChannel: '3',
    })
    expect(page.total).toBe(12)
    const url = new URL(calls[0], 'http://x')
    expect(url.pathname).toBe(`${SEARCH_API.productSearch}/brand/arena-pro/price/0%3A50`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ query: 'bola', sort: 'price_asc', page: '2', count: '24', sc: '3', hideUnavailableItems: 'true' })
  })

  it('asks the fallback for 5 products of page 1 by relevance', async () => {
    const { fetch, calls } = fakeFetch({ products: [{ productId: '1', linkText: 'bola' }] })
    const products = await createSearchClient(createHttpClient({ fetch })).fallbackProducts('bola', '1')
    expect(products).toHaveLength(1)
    const url = new URL(calls[0], 'http://x')
    expect(url.pathname).toBe(SEARCH_API.fallback)
    expect(Object.fromEntries(url.searchParams)).toEqual({ term: 'bola', page: '1', resultsPerPage: '5', sc: '1', sort: 'relevance' })
  })

  it('keeps at most 6 recommendations from the first showcase', async () => {
    const products = Array.from({ length: 12 }, (_, i) => ({ productId: String(i), linkText: `produto-${i}` }))
    const { fetch, calls } = fakeFetch([{ showcase: { title: 'Para você' }, products }, { products: [] }])
    const answer = await createSearchClient(createHttpClient({ fetch })).recommendations({
      dyuser: 'u',
      dysession: 's',
      location: 'http://x/',
      source: 'mobile',
      device: 'smartphone',
    })
    expect(answer.title).toBe('Para você')
    expect(answer.products.map((p) => p.productId)).toEqual(['0', '1', '2', '3', '4', '5'])
    expect(new URL(calls[0], 'http://x').searchParams.get('name')).toBe('autocomplete')
    expect(new URL(calls[0], 'http://x').searchParams.get('pageName')).toBe('search')
  })

  it("asks for a product page's showcases (name=product, engine dy, product and SKU)", async () => {
    const showcases = [{ showcase: { feature: 'SimilarProducts', title: 'Produtos similares' }, products: [] }]
    const { fetch, calls } = fakeFetch(showcases)
    const client = createSearchClient(createHttpClient({ fetch }))
    const answer = await client.productRecommendations({
      dyuser: 'u',
      dysession: 's',
      location: 'http://x/bola/p',
      source: 'desktop',
      device: 'DESKTOP',
      productId: '10',
      skuId: null,
    })
    expect(answer).toEqual(showcases)
    const url = new URL(calls[0], 'http://x')
    expect(url.pathname).toBe(SEARCH_API.recommendations)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dyuser: 'u',
      dysession: 's',
      name: 'product',
      location: 'http://x/bola/p',
      source: 'desktop',
      engine: 'dy',
      device: 'DESKTOP',
      productId: '10',
      skuId: '',
    })
  })

  it('rejects on a failed answer', async () => {
    const { fetch } = fakeFetch({ error: { code: 'X', message: 'no' } }, 500)
    await expect(createSearchClient(createHttpClient({ fetch })).autocomplete('bola')).rejects.toThrow('no')
  })
})
