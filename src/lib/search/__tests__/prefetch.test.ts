/** @jest-environment jsdom */
import { createHttpClient } from '../../../commerce/http'
import { createSearchClient, SEARCH_API } from '../client'
import { PREFETCH_GLOBAL, searchPrefetchScript, takePrefetchedSearch } from '../prefetch'

function runScript(search: string, fetchImpl: jest.Mock) {
  window.history.replaceState(null, '', `/pesquisa${search}`)
  ;(globalThis as { fetch?: unknown }).fetch = fetchImpl
  new Function(searchPrefetchScript(SEARCH_API.productSearch, '3'))()
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL]
})

describe('search prefetch', () => {
  it('requests the same address the client asks for, and the client takes the answer once', async () => {
    const body = { products: [], recordsFiltered: 9, facets: [] }
    const prefetchFetch = jest.fn(async () => ({ ok: true, json: async () => body }))
    runScript('?q=bola%20de+futebol&sort=price_asc&page=1', prefetchFetch)
    expect(prefetchFetch).toHaveBeenCalledTimes(1)

    const answer = { ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => JSON.stringify({ products: [], recordsFiltered: 1 }) }
    const clientFetch = jest.fn(async () => answer as unknown as Response)
    const client = createSearchClient(createHttpClient({ fetch: clientFetch }))
    const query = { term: 'bola de futebol', facets: [], sort: 'price_asc' as const, page: 1, salesChannel: '3' }
    await expect(client.productSearch(query)).resolves.toMatchObject({ total: 9 })
    expect(clientFetch).not.toHaveBeenCalled()
    // Only once: the next call goes to the network.
    await expect(client.productSearch(query)).resolves.toMatchObject({ total: 1 })
    expect(clientFetch).toHaveBeenCalledTimes(1)
  })

  it('does nothing without a term or with filters', () => {
    const fetchMock = jest.fn()
    runScript('', fetchMock)
    runScript('?q=bola&facets=brand&brand=x', fetchMock)
    runScript('?q=bola&sort=nope', fetchMock)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(takePrefetchedSearch('/x')).toBeNull()
  })
})
