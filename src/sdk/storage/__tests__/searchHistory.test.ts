import { SEARCH_HISTORY_MAX, SEARCH_HISTORY_STORAGE_KEY } from '../../../config/constants'
import type { KeyValueStorage } from '../browserStorage'
import { addToSearchHistory, clearSearchHistory, readSearchHistory } from '../searchHistory'

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value
    },
    removeItem: (key) => {
      delete data[key]
    },
  }
}

describe('search history', () => {
  it('stores {term} entries under searchedTerms, newest first', () => {
    const storage = memoryStorage()
    addToSearchHistory('bola', storage)
    addToSearchHistory('tênis', storage)
    expect(JSON.parse(storage.data[SEARCH_HISTORY_STORAGE_KEY])).toEqual([{ term: 'tênis' }, { term: 'bola' }])
    expect(readSearchHistory(storage)).toEqual([{ term: 'tênis' }, { term: 'bola' }])
  })

  it('adds a term only when not present after trimming', () => {
    const storage = memoryStorage()
    addToSearchHistory('bola', storage)
    addToSearchHistory('  bola ', storage)
    addToSearchHistory('bola', storage)
    expect(readSearchHistory(storage)).toEqual([{ term: 'bola' }])
  })

  it('compares with stored terms trimmed too', () => {
    const storage = memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: JSON.stringify([{ term: ' bola ' }]) })
    expect(addToSearchHistory('bola', storage)).toEqual([{ term: ' bola ' }])
  })

  it('ignores empty terms and keeps at most the limit', () => {
    const storage = memoryStorage()
    addToSearchHistory('   ', storage)
    expect(readSearchHistory(storage)).toEqual([])
    for (let i = 0; i < SEARCH_HISTORY_MAX + 3; i++) addToSearchHistory(`termo ${i}`, storage)
    const list = readSearchHistory(storage)
    expect(list).toHaveLength(SEARCH_HISTORY_MAX)
    expect(list[0]).toEqual({ term: `termo ${SEARCH_HISTORY_MAX + 2}` })
  })

  it('Limpar clears it', () => {
    const storage = memoryStorage()
    addToSearchHistory('bola', storage)
    expect(clearSearchHistory(storage)).toEqual([])
    expect(readSearchHistory(storage)).toEqual([])
  })

  it('reads malformed storage as empty', () => {
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: '{oops' }))).toEqual([])
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: '[1, {"x":1}, {"term":"ok"}]' }))).toEqual([{ term: 'ok' }])
    expect(readSearchHistory(null)).toEqual([])
  })

  it('a full or blocked storage stores nothing and never throws (the new term is still returned for the page)', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(addToSearchHistory('bola', refusing)).toEqual([{ term: 'bola' }])
    expect(readSearchHistory(refusing)).toEqual([])
    expect(clearSearchHistory(refusing)).toEqual([])
    const unreadable = {
      ...memoryStorage(),
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
    }
    expect(readSearchHistory(unreadable)).toEqual([])
  })
})
