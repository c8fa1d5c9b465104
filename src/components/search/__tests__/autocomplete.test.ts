import type { Suggestions } from '../../../commerce/search'
import { ResultsStore } from '../../../sdk/results'
import { autocompleteAnswers, type AutocompleteFetcher } from '../autocomplete'

const createAutocompleteCache = (fetcher: AutocompleteFetcher) => autocompleteAnswers(new ResultsStore<Suggestions>(), fetcher)

const answer = (term: string): Suggestions => ({ terms: [{ term }], products: [], searchTerm: term, misspelled: false, operator: 'and', count: 0 })

describe('autocomplete cache', () => {
  it('asks the API once per term (case and spaces aside)', async () => {
    const fetcher = jest.fn(async (term: string) => answer(term))
    const cache = createAutocompleteCache(fetcher)
    await cache.get('bola')
    await cache.get('Bola ')
    await cache.get('bola')
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(cache.peek('BOLA')?.terms).toEqual([{ term: 'bola' }])
    await cache.get('tênis')
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(cache.size()).toBe(2)
  })

  it('shares a request in flight', async () => {
    let resolve: (value: Suggestions) => void = () => {}
    const fetcher = jest.fn(() => new Promise<Suggestions>((r) => (resolve = r)))
    const cache = createAutocompleteCache(fetcher)
    const a = cache.get('bola')
    const b = cache.get('bola')
    resolve(answer('bola'))
    await expect(Promise.all([a, b])).resolves.toHaveLength(2)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('does not cache failures', async () => {
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(answer('bola'))
    const cache = createAutocompleteCache(fetcher)
    await expect(cache.get('bola')).rejects.toThrow('down')
    expect(cache.peek('bola')).toBeUndefined()
    await expect(cache.get('bola')).resolves.toEqual(answer('bola'))
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
