import { createSearchClient } from '../search'
import { SEARCH_CLIENT_METHODS, searchClientOnDemand } from '../search-on-demand'

jest.mock('../search', () => {
  const actual = jest.requireActual<typeof import('../search')>('../search')
  const calls: Array<[string, unknown[]]> = []
  const searchClient = Object.fromEntries(
    Object.keys(actual.createSearchClient()).map((name) => [name, (...args: unknown[]) => (calls.push([name, args]), Promise.resolve(`${name} answer`))]),
  )
  return { ...actual, searchClient, calls }
})

describe('the search client on demand', () => {
  it('lists every method of the client', () => {
    expect([...SEARCH_CLIENT_METHODS].sort()).toEqual(Object.keys(createSearchClient()).sort())
  })

  it('forwards each call, arguments and answer, to the client it loads', async () => {
    const { calls } = jest.requireMock<{ calls: Array<[string, unknown[]]> }>('../search')
    const signal = new AbortController().signal
    await expect(searchClientOnDemand.autocomplete('bola', signal)).resolves.toBe('autocomplete answer')
    await expect(searchClientOnDemand.productsByIds(['1', '2'])).resolves.toBe('productsByIds answer')
    expect(calls).toEqual([
      ['autocomplete', ['bola', signal]],
      ['productsByIds', [['1', '2']]],
    ])
  })
})
