import { WindowCounter } from '../window-counter'

describe('WindowCounter', () => {
  it('counts per key within a window and starts again in the next one', () => {
    let now = 0
    const counter = new WindowCounter(60_000, 1024, () => now)
    expect(counter.add('a', 5)).toBe(5)
    expect(counter.add('a')).toBe(6)
    expect(counter.add('b')).toBe(1)
    now = 60_000
    expect(counter.add('a')).toBe(1)
  })

  it('keeps a key’s count however many other keys are counted (constant memory, no eviction)', () => {
    const counter = new WindowCounter(60_000, 8192, () => 0)
    counter.add('alvo', 100)
    for (let i = 0; i < 100_000; i++) counter.add(`outro-${i}`)
    expect(counter.add('alvo', 0)).toBeGreaterThanOrEqual(100)
  })
})
