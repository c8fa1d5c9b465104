import { CART_ITEM_MAX_QUANTITY } from '../../config/constants'
import { applyAddItems, applyItemUpdates, toOrderItems } from '../cart/optimistic'
import {
  cartItems,
  cartTotals,
  isCartLimitReached,
  isEanUnavailable,
  isItemQuantityNotAvailable,
  ITEM_QUANTITY_NOT_AVAILABLE,
  skuQuantityInCart,
  unavailableEans,
} from '../cart/selectors'
import type { OrderForm, OrderFormItem, OrderFormMessage } from '../cart/types'
import { itemAdditionalInfo, orderForm as orderFormFixture, orderFormItem } from '../../test-support/order-form'

const item = (patch: Partial<OrderFormItem>): OrderFormItem =>
  orderFormItem({
    id: '101',
    productId: '10',
    name: 'Tênis',
    ean: '789101',
    quantity: 1,
    seller: '1',
    price: 24990,
    listPrice: 29990,
    sellingPrice: 24990,
    ...patch,
  })

const orderForm = (patch: Partial<OrderForm> = {}): OrderForm => orderFormFixture({ orderFormId: 'of', value: 0, ...patch })

describe('cart items', () => {
  it('converts cents to BRL and tells discounts', () => {
    const [line, plain] = cartItems(
      orderForm({
        items: [
          item({ tax: 150, additionalInfo: itemAdditionalInfo({ brandName: 'Kalenji', brandId: '2000' }) }),
          item({ id: '201', listPrice: 3990, sellingPrice: 3990, price: 3990 }),
        ],
      }),
    )
    expect(line).toMatchObject({
      id: '101',
      itemIndex: 0,
      price: 249.9,
      listPrice: 299.9,
      sellingPrice: 249.9,
      tax: 1.5,
      brand: 'Kalenji',
      brandId: '2000',
      hasDiscount: true,
    })
    expect(plain).toMatchObject({ itemIndex: 1, sellingPrice: 39.9, hasDiscount: false, brand: null, tax: 0 })
    expect(cartItems(null)).toEqual([])
  })
})

describe('cart totals', () => {
  it('are keyed by lowercase totalizer id plus total, in BRL', () => {
    expect(
      cartTotals(
        orderForm({
          value: 27490,
          totalizers: [
            { id: 'Items', name: 'Total dos itens', value: 29990 },
            { id: 'Discounts', name: 'Descontos', value: -5000 },
            { id: 'Shipping', name: 'Frete', value: 2500 },
          ],
        }),
      ),
    ).toEqual({ items: 299.9, discounts: -50, shipping: 25, total: 274.9 })
    expect(cartTotals(null)).toEqual({ total: 0 })
  })
})

describe('buy-button helpers', () => {
  const cart = orderForm({
    items: [item({ quantity: 3 }), item({ quantity: 2, seller: 'parceiro' }), item({ id: '201', ean: '789201' })],
  })

  it('counts the units of a SKU over its lines', () => {
    expect(skuQuantityInCart(cart, '101')).toBe(5)
    expect(skuQuantityInCart(cart, '999')).toBe(0)
    expect(skuQuantityInCart(null, '101')).toBe(0)
  })

  it('limit reached when the cart holds the available quantity', () => {
    expect(isCartLimitReached(cart, '101', 5)).toBe(true)
    expect(isCartLimitReached(cart, '101', 6)).toBe(false)
    expect(isCartLimitReached(cart, '101')).toBe(false)
  })

  it('limit reached at the per-product maximum', () => {
    const full = orderForm({ items: [item({ quantity: CART_ITEM_MAX_QUANTITY })] })
    expect(isCartLimitReached(full, '101', 1000)).toBe(true)
    const almost = orderForm({ items: [item({ quantity: CART_ITEM_MAX_QUANTITY - 1 })] })
    expect(isCartLimitReached(almost, '101', 1000)).toBe(false)
  })

  it('reports itemQuantityNotAvailable for an EAN (by its fields or by item index)', () => {
    const message = (fields: Record<string, string>): OrderFormMessage => ({
      code: ITEM_QUANTITY_NOT_AVAILABLE,
      text: 'A quantidade desejada não está disponível',
      status: 'warning',
      fields,
    })
    expect(isItemQuantityNotAvailable(orderForm({ ...cart, messages: [message({ ean: '789201' })] }), '789201')).toBe(true)
    expect(isItemQuantityNotAvailable(orderForm({ ...cart, messages: [message({ itemIndex: '2' })] }), '789201')).toBe(true)
    expect(isItemQuantityNotAvailable(orderForm({ ...cart, messages: [message({ ean: '789201' })] }), '789101')).toBe(false)
    expect(
      isItemQuantityNotAvailable(
        orderForm({ ...cart, messages: [{ code: 'cannotBeDelivered', text: '', status: 'error', fields: { ean: '789201' } }] }),
        '789201',
      ),
    ).toBe(false)
    expect(isItemQuantityNotAvailable(cart, null)).toBe(false)
  })

  it('lists the EANs reported as itemQuantityNotAvailable, once each', () => {
    const message = (fields: Record<string, string>): OrderFormMessage => ({ code: ITEM_QUANTITY_NOT_AVAILABLE, text: '', status: 'warning', fields })
    const reported = orderForm({ ...cart, messages: [message({ ean: '789201' }), message({ itemIndex: '2' }), message({ itemIndex: '9' }), message({})] })
    expect(unavailableEans(reported)).toEqual(['789201'])
    expect(unavailableEans(orderForm({ ...cart, messages: [message({ itemIndex: '0' })] }))).toEqual(['789101'])
    expect(unavailableEans(null)).toEqual([])
  })

  it('an EAN reported before the messages were cleared stays unavailable while its SKU is in the cart', () => {
    expect(isEanUnavailable(cart, ['789201'], '789201')).toBe(true)
    expect(isEanUnavailable(cart, ['789999'], '789999')).toBe(false)
    expect(isEanUnavailable(cart, [], '789201')).toBe(false)
    expect(isEanUnavailable(cart, ['789201'], null)).toBe(false)
    expect(isEanUnavailable(null, ['789201'], '789201')).toBe(false)
  })
})

describe('optimistic changes', () => {
  const base = orderForm({
    value: 24990,
    items: [item({})],
    totalizers: [{ id: 'Items', name: 'Total dos itens', value: 24990 }],
  })

  it('adding a SKU already in the cart adds to its quantity', () => {
    const next = applyAddItems(base, [{ id: '101', quantity: 2, seller: '1' }])
    expect(next.items).toHaveLength(1)
    expect(next.items[0].quantity).toBe(3)
    expect(next.value).toBe(74970)
    expect(next.totalizers[0].value).toBe(74970)
  })

  it('adding a new SKU appends a line from the input and its preview', () => {
    const next = applyAddItems(base, [
      { id: '201', productId: '20', quantity: 1, seller: '1', price: 3990, preview: { name: 'Garrafa', listPrice: 4990 } },
    ])
    expect(next.items[1]).toMatchObject({ id: '201', productId: '20', name: 'Garrafa', sellingPrice: 3990, listPrice: 4990 })
    expect(next.value).toBe(28980)
  })

  it('updates and removes lines by index', () => {
    expect(applyItemUpdates(base, [{ index: 0, quantity: 4 }]).items[0].quantity).toBe(4)
    const removed = applyItemUpdates(base, [{ index: 0, quantity: 0 }])
    expect(removed.items).toEqual([])
    expect(removed.value).toBe(0)
  })

  it('sends items without their preview', () => {
    expect(toOrderItems([{ id: '1', quantity: 1, seller: '1', preview: { name: 'x' } }])).toEqual([
      { id: '1', quantity: 1, seller: '1' },
    ])
  })
})
