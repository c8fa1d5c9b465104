import { addItems, CheckoutRuleError, createOrderForm, handleItems, simulateItems, type OrderForm } from '..'
import { BALL, fixtureEnv, GIFT_CARD, SHOE } from './fixtures'

const empty = (): OrderForm => createOrderForm('of1', { salesChannel: '3' })

describe('handleItems (VTEX PATCH …/items)', () => {
  it('changes lines by the index they had, removes with 0, then adds the lines without an index', () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }, { id: '2001', quantity: 1, seller: '1' }], env)
    const after = handleItems(cart, [{ id: '1002', quantity: 2, seller: '1' }, { index: 1, quantity: 0 }, { index: 0, quantity: 4 }], env)
    expect(after.items.map((item) => [item.id, item.quantity])).toEqual([
      ['1001', 4],
      ['1002', 2],
    ])
    expect(after.value).toBe(4 * 19990 + 2 * 19990)
  })

  it('keeps the rules of each: the stock caps an addition, an unknown index and the gift card mix are refused', () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }], env)
    const capped = handleItems(cart, [{ id: '1002', quantity: 5, seller: '1' }], env)
    expect(capped.items[1].quantity).toBe(3)
    expect(capped.messages.map((message) => message.code)).toEqual(['itemQuantityNotAvailable'])
    expect(() => handleItems(cart, [{ index: 3, quantity: 1 }], env)).toThrow(CheckoutRuleError)
    expect(() => handleItems(cart, [{ id: GIFT_CARD.skus[0].id, quantity: 1, seller: '1' }], env)).toThrow(CheckoutRuleError)
    expect(handleItems(cart, [], env)).toBe(cart)
  })
})

describe('simulateItems (VTEX cart simulation)', () => {
  it('prices the items as a new cart would, to a CEP, with requestIndex the position asked', () => {
    const env = fixtureEnv()
    const result = simulateItems({ items: [{ id: '2001', quantity: 2, seller: '1' }, { id: '1001', quantity: 1, seller: '1' }], postalCode: '01310-100', salesChannel: '3' }, env)
    expect(result.items.map((item) => [item.id, item.requestIndex, item.sellingPrice, item.quantity])).toEqual([
      ['2001', 0, 4999, 2],
      ['1001', 1, 19990, 1],
    ])
    expect(result.postalCode).toBe('01310-100')
    expect(result.logisticsInfo).toHaveLength(2)
    expect(result.logisticsInfo.every((info) => info.slas.length > 0)).toBe(true)
    expect(result.totals.find((total) => total.id === 'Items')?.value).toBe(2 * 4999 + 19990)
  })

  it('leaves out, with a message, an item the catalogue or its seller does not have; one SKU asked twice is one line', () => {
    const env = fixtureEnv()
    const result = simulateItems(
      {
        items: [
          { id: '9999', quantity: 1, seller: '1' },
          { id: SHOE.skus[0].id, quantity: 1, seller: '1' },
          { id: BALL.skus[0].id, quantity: 1, seller: '9' },
          { id: SHOE.skus[0].id, quantity: 2, seller: '1' },
        ],
        salesChannel: '3',
      },
      env,
    )
    expect(result.items.map((item) => [item.id, item.requestIndex, item.quantity])).toEqual([[SHOE.skus[0].id, 1, 3]])
    expect(result.messages.map((message) => [message.code, message.status])).toEqual([
      ['itemNotFound', 'error'],
      ['itemNotSoldBySeller', 'error'],
    ])
    expect(result.postalCode).toBeNull()
  })
})
