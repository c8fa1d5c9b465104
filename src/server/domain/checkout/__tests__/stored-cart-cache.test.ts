import type { OrderForm } from '../../../../contracts/checkout'
import { createOrderForm } from '../order-form'
import type { StoredCart } from '../env'
import { deepFreeze, StoredCartCache } from '../stored-cart-cache'

const stored = (id: string): StoredCart => {
  const orderForm: OrderForm = createOrderForm(id, { salesChannel: '3' })
  return { orderForm, ownerKey: null, json: JSON.stringify(orderForm) }
}

describe('StoredCartCache', () => {
  it('gives a cart back only for the stamp it was kept with, and forgets it on another', () => {
    const cache = new StoredCartCache()
    const cart = stored('a')
    cache.set('a', { version: 2, updatedAt: '2026-01-01T00:00:00.000Z' }, cart)
    expect(cache.get('a', { version: 2, updatedAt: '2026-01-01T00:00:00.000Z' })).toBe(cart)
    expect(cache.get('a', { version: 2, updatedAt: '2026-01-02T00:00:00.000Z' })).toBeUndefined()
    // Forgotten: even the old stamp no longer finds it.
    expect(cache.get('a', { version: 2, updatedAt: '2026-01-01T00:00:00.000Z' })).toBeUndefined()
    cache.set('a', { version: 3, updatedAt: '2026-01-01T00:00:00.000Z' }, cart)
    expect(cache.get('a', { version: 4, updatedAt: '2026-01-01T00:00:00.000Z' })).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('is bounded by the carts’ stored text', () => {
    const one = stored('a')
    const cache = new StoredCartCache({ maxChars: one.json.length * 2 + 1 })
    const stamp = { version: 1, updatedAt: 'then' }
    for (const id of ['a', 'b', 'c']) cache.set(id, stamp, stored(id))
    expect(cache.size).toBe(2)
    expect(cache.get('a', stamp)).toBeUndefined()
    expect(cache.get('c', stamp)?.orderForm.orderFormId).toBe('c')
  })

  it('freezes what it keeps unless told not to', () => {
    const stamp = { version: 1, updatedAt: 'then' }
    expect(Object.isFrozen(new StoredCartCache().set('a', stamp, stored('a')).orderForm.storePreferencesData.currencyFormatInfo)).toBe(true)
    expect(Object.isFrozen(new StoredCartCache({ freeze: false }).set('a', stamp, stored('a')).orderForm)).toBe(false)
  })

  it('deepFreeze freezes nested objects and arrays and leaves primitives alone', () => {
    const value = deepFreeze({ a: [{ b: 1 }], c: null, d: 'text' })
    expect(Object.isFrozen(value.a)).toBe(true)
    expect(Object.isFrozen(value.a[0])).toBe(true)
    expect(deepFreeze(3)).toBe(3)
  })
})
