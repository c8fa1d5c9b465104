import type { AccountOrder } from '../../contracts/orders'
import { purchaseEvent } from '../events'

const order = (overrides: Partial<AccountOrder> = {}): AccountOrder =>
  ({
    orderId: '2000000000001-01',
    orderGroup: '2000000000001',
    totals: [
      { id: 'Items', name: 'Total dos Itens', value: 15984 },
      { id: 'Shipping', name: 'Total do Frete', value: 1290 },
    ],
    items: [
      {
        id: '100001',
        productId: '1000',
        name: 'Bola de Futebol Campo Golaço F900 Rosa',
        skuName: 'Rosa',
        ean: '789',
        quantity: 2,
        seller: '1',
        price: 7992,
        listPrice: 9990,
        sellingPrice: 7992,
        imageUrl: '/x.svg',
        detailUrl: '/bola/p',
      },
    ],
    paymentData: { paymentSystem: 2, paymentSystemName: 'Visa', group: 'creditCardPaymentGroup', installments: 8, installmentValue: 2300, interestValue: 1126, value: 18400, lastDigits: '1111', instructions: null },
    ...overrides,
  }) as AccountOrder

describe('purchaseEvent', () => {
  it('reports the order group, the amount paid with interest as tax, the freight and the items bought', () => {
    const event = purchaseEvent([order()])
    expect(event.event).toBe('purchase')
    expect(event.ecommerce).toEqual(
      expect.objectContaining({ currency: 'BRL', transaction_id: '2000000000001', value: 184, shipping: 12.9, tax: 11.26, payment_type: 'Visa' }),
    )
    expect(event.ecommerce.items).toEqual([expect.objectContaining({ sku_code: '100001', quantity: 2, purchase_price: 79.92, purchase_value: 159.84, list_price: 99.9 })])
    expect(event.ecommerce).not.toHaveProperty('coupon')
  })

  it('adds up the orders of one group and names the coupon when there is one', () => {
    const second = order({ orderId: '2000000000001-02', paymentData: { ...order().paymentData, value: 5000, interestValue: 0 }, totals: [{ id: 'Shipping', name: 'Frete', value: 990 }] })
    const event = purchaseEvent([order(), second], 'BEMVINDO10')
    expect(event.ecommerce).toEqual(expect.objectContaining({ value: 234, shipping: 22.8, tax: 11.26, coupon: 'BEMVINDO10' }))
    expect(event.ecommerce.items).toHaveLength(2)
  })
})
