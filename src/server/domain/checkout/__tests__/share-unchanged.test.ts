import { shareUnchanged } from '../share-unchanged'
import { deepFreeze } from '../stored-cart-cache'

interface Line {
  id: string
  quantity: number
  info: { brand: string; categories: Record<string, string> }
  tags: Array<{ name: string; value: number }>
}

interface Cart {
  value: number
  items: Line[]
  address: { postalCode: string; city: string } | null
  totals: Array<{ id: string; value: number }>
}

const line = (id: string, quantity: number): Line => ({
  id,
  quantity,
  info: { brand: 'Kalenji', categories: { '1': 'Corrida', '2': 'Tênis' } },
  tags: [{ name: 'DISCOUNT', value: -100 }],
})

const cart = (quantities: number[], city = 'São Paulo'): Cart => ({
  value: quantities.reduce((sum, quantity) => sum + quantity * 1000, 0),
  items: quantities.map((quantity, index) => line(`sku-${index}`, quantity)),
  address: { postalCode: '01310-100', city },
  totals: [{ id: 'Items', value: 1000 }],
})

describe('shareUnchanged', () => {
  it('answers the previous state itself when the new one equals it throughout', () => {
    const previous = cart([1, 2])
    expect(shareUnchanged(cart([1, 2]), previous)).toBe(previous)
  })

  it('keeps what changed and takes every equal part from the previous state', () => {
    const previous = cart([1, 2])
    const next = cart([1, 5])
    const shared = shareUnchanged(next, previous)
    expect(shared).toBe(next)
    expect(shared.items[1].quantity).toBe(5)
    expect(shared.items).not.toBe(previous.items)
    expect(shared.items[0]).toBe(previous.items[0])
    expect(shared.items[1]).not.toBe(previous.items[1])
    expect(shared.items[1].info).toBe(previous.items[1].info)
    expect(shared.items[1].tags).toBe(previous.items[1].tags)
    expect(shared.address).toBe(previous.address)
    expect(shared.totals).toBe(previous.totals)
  })

  it('never changes the JSON of the new state, nor the previous state', () => {
    const pairs: Array<[unknown, unknown]> = [
      [cart([1, 5]), cart([1, 2])],
      [cart([1, 2, 3]), cart([1, 2])],
      [cart([1]), cart([1, 2])],
      [cart([1], 'Recife'), cart([1])],
      [{ ...cart([1]), address: null }, cart([1])],
      [cart([1]), { ...cart([1]), address: null }],
      // The same keys in another order are another text: the order is kept.
      [{ b: 1, a: { x: 1 } }, { a: { x: 1 }, b: 1 }],
      // A key the previous state lacks, one it has that the new lacks, a key whose value is undefined.
      [{ a: { x: 1 }, c: undefined }, { a: { x: 1 }, b: undefined }],
      [{ a: { x: 1 }, b: 2 }, { a: { x: 1 } }],
      [{ a: { x: 1 } }, { a: { x: 1 }, b: 2 }],
      // Arrays against objects with the same indexes, and nested arrays.
      [{ a: [{ x: 1 }] }, { a: { 0: { x: 1 } } }],
      [{ a: [[1, 2], [3]] }, { a: [[1, 2], [3, 4]] }],
      [{ a: 0 }, { a: -0 }],
      [{ a: null }, { a: {} }],
      [{ a: '1' }, { a: 1 }],
    ]
    for (const [next, previous] of pairs) {
      const nextText = JSON.stringify(next)
      const previousText = JSON.stringify(previous)
      expect(JSON.stringify(shareUnchanged(next, previous))).toBe(nextText)
      expect(JSON.stringify(previous)).toBe(previousText)
    }
  })

  it('leaves frozen parts of the new state as they are (they may be shared with other carts)', () => {
    const previous = cart([1, 2])
    const frozenTotals = deepFreeze([{ id: 'Items', value: 1000 }])
    const next = { ...cart([1, 5]), totals: frozenTotals }
    const shared = shareUnchanged(next, previous)
    expect(shared.totals).toBe(previous.totals)
    expect(Object.isFrozen(frozenTotals)).toBe(true)

    const frozenLines = deepFreeze([line('sku-0', 1), line('sku-1', 5)])
    const withFrozenLines = shareUnchanged({ ...cart([1, 5]), items: frozenLines }, previous)
    expect(withFrozenLines.items).toBe(frozenLines)
    expect(withFrozenLines.items[0]).not.toBe(previous.items[0])
  })

  it('works on a frozen previous state (the cache hands those out outside production)', () => {
    const previous = deepFreeze(cart([1, 2]))
    const shared = shareUnchanged(cart([3, 2]), previous)
    expect(shared.items[1]).toBe(previous.items[1])
    expect(shared.items[0].info).toBe(previous.items[0].info)
  })

  it('compares only plain objects and arrays: anything else stays as the new state has it', () => {
    class Money {
      constructor(readonly cents: number) {}
    }
    const previous = { at: new Date(0), price: new Money(1), plain: { cents: 1 } }
    const next = { at: new Date(0), price: new Money(1), plain: { cents: 1 } }
    const shared = shareUnchanged(next, previous)
    expect(shared.at).toBe(next.at)
    expect(shared.price).toBe(next.price)
    expect(shared.plain).toBe(previous.plain)
    expect(shareUnchanged(7, 7)).toBe(7)
    expect(shareUnchanged(null, { a: 1 } as unknown as null)).toBeNull()
  })
})
