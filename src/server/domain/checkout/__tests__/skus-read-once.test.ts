import { addItems, createOrderForm, updateItems, withSkusReadOnce, type CheckoutEnv } from '..'
import { fixtureEnv } from './fixtures'

/** The fixture env, counting the catalogue's SKU reads per id. */
function countingEnv(): { env: CheckoutEnv; reads: Map<string, number> } {
  const env = fixtureEnv()
  const reads = new Map<string, number>()
  const sku = env.catalogue.sku.bind(env.catalogue)
  return {
    reads,
    env: {
      ...env,
      catalogue: {
        ...env.catalogue,
        sku: (skuId) => {
          reads.set(skuId, (reads.get(skuId) ?? 0) + 1)
          return sku(skuId)
        },
      },
    },
  }
}

const empty = () => createOrderForm('c'.repeat(32), { salesChannel: '3' })

describe('withSkusReadOnce', () => {
  it('reads each SKU of a write once (an unknown one too), and answers the same lookup each time', () => {
    const { env, reads } = countingEnv()
    const writeEnv = withSkusReadOnce(env)
    const first = writeEnv.catalogue.sku('1001')
    expect(writeEnv.catalogue.sku('1001')).toBe(first)
    expect(first?.sku.id).toBe('1001')
    expect(writeEnv.catalogue.sku('nope')).toBeUndefined()
    expect(writeEnv.catalogue.sku('nope')).toBeUndefined()
    expect(Object.fromEntries(reads)).toEqual({ '1001': 1, nope: 1 })
  })

  it('a new write reads again (the stock may have changed in between)', () => {
    const { env, reads } = countingEnv()
    withSkusReadOnce(env).catalogue.sku('1001')
    withSkusReadOnce(env).catalogue.sku('1001')
    expect(reads.get('1001')).toBe(2)
  })

  it('gives the rules the same cart as the plain env, with one read per SKU instead of two or more', () => {
    const plain = countingEnv()
    const once = countingEnv()
    const additions = [
      { id: '1001', quantity: 2, seller: '1' },
      { id: '2001', quantity: 1, seller: '1' },
    ]
    const byPlain = addItems(empty(), additions, plain.env)
    const byOnce = addItems(empty(), additions, withSkusReadOnce(once.env))
    expect(byOnce).toEqual(byPlain)
    expect(Math.min(...plain.reads.values())).toBeGreaterThan(1)
    expect(Object.fromEntries(once.reads)).toEqual({ '1001': 1, '2001': 1 })

    once.reads.clear()
    const updated = updateItems(byOnce, [{ index: 0, quantity: 3 }], withSkusReadOnce(once.env))
    expect(updated).toEqual(updateItems(byPlain, [{ index: 0, quantity: 3 }], plain.env))
    expect(Object.fromEntries(once.reads)).toEqual({ '1001': 1, '2001': 1 })
  })

  it('passes every other catalogue question through', () => {
    const env = fixtureEnv()
    const writeEnv = withSkusReadOnce(env)
    expect(writeEnv.catalogue.sellerName('2')).toBe('Loja Parceira')
    expect(writeEnv.catalogue.brandName('b1')).toBe('Kalenji')
    expect(writeEnv.catalogue.categoryPath(['1'])).toEqual(env.catalogue.categoryPath(['1']))
    expect(writeEnv.catalogue.sport('nope')).toBeUndefined()
    expect(writeEnv.now()).toEqual(env.now())
  })
})
