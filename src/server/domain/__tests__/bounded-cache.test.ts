import { BoundedCache } from '../bounded-cache'

describe('BoundedCache', () => {
  it('forgets the least recently used entry beyond its number of entries', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recently used
    cache.set('c', 3)
    expect(cache.has('b')).toBe(false)
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('forgets the least recently used entries beyond its total weight, and keeps the weight right', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: (value) => value.length })
    cache.set('a', 'xxxx')
    cache.set('b', 'yyyy')
    expect(cache.weight).toBe(8)
    cache.set('c', 'zzzz')
    expect(cache.has('a')).toBe(false)
    expect([cache.has('b'), cache.has('c')]).toEqual([true, true])
    expect(cache.weight).toBe(8)
    cache.set('b', 'y')
    expect(cache.weight).toBe(5)
    expect(cache.delete('c')).toBe(true)
    expect(cache.delete('c')).toBe(false)
    expect(cache.weight).toBe(1)
  })

  it('does not keep a value heavier than the whole bound (and forgets what the key held)', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 10, maxWeight: 3, weigh: (value) => value.length })
    cache.set('a', 'abc')
    cache.set('a', 'abcd')
    expect(cache.has('a')).toBe(false)
    expect(cache.weight).toBe(0)
  })

  it('clears', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 3, maxWeight: 100 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.clear()
    expect([cache.size, cache.weight, cache.get('a')]).toEqual([0, 0, undefined])
  })

  it('refuses a bound of no entries', () => {
    expect(() => new BoundedCache({ maxEntries: 0 })).toThrow(RangeError)
  })
})
