/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'

import { CartProvider, useCart } from '../cart/Provider'
import { orderFormIdStorageKey } from '../cart/orderFormIdStorage'
import { orderForm, orderFormItem, orderFormMessage } from '../../test-support/order-form'
import { ITEM_QUANTITY_NOT_AVAILABLE } from '../cart/selectors'
import { CATALOGUE, MemoryGateway, MemoryStorage } from './memoryGateway'

function setup(orderFormId?: string) {
  const gateway = new MemoryGateway(CATALOGUE)
  const storage = new MemoryStorage()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CartProvider gateway={gateway} storage={storage} orderFormId={orderFormId}>
      {children}
    </CartProvider>
  )
  return { gateway, storage, ...renderHook(() => useCart(), { wrapper }) }
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('CartProvider', () => {
  it('is loading until the order form is fetched, then exposes it', async () => {
    const { result, storage } = setup()
    expect(result.current.loading).toBe(true)
    expect(result.current.items).toEqual([])
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.orderForm?.orderFormId).toBe('of-1')
    expect(storage.getItem(orderFormIdStorageKey())).toBe('of-1')
  })

  it('tries the given order form id first', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'from-url' }))
    const { result } = renderHook(() => useCart(), {
      wrapper: ({ children }) => (
        <CartProvider gateway={gateway} storage={new MemoryStorage()} orderFormId="from-url">
          {children}
        </CartProvider>
      ),
    })
    await waitFor(() => expect(result.current.orderForm?.orderFormId).toBe('from-url'))
    expect(gateway.log).toEqual(['start:get(from-url)', 'end:get(from-url)'])
  })

  it('exposes items, totals, messages and the buy-button helpers', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.loading).toBe(false))
    await act(async () => {
      await result.current.addItems([{ id: '101', productId: '10', quantity: 2, seller: '1' }])
    })
    expect(result.current.items).toEqual([
      expect.objectContaining({ id: '101', quantity: 2, sellingPrice: 249.9, listPrice: 299.9, hasDiscount: true }),
    ])
    expect(result.current.totals).toEqual({ items: 499.8, total: 499.8 })
    expect(result.current.messages).toEqual([])
    expect(result.current.quantityOf('101')).toBe(2)
    expect(result.current.isLimitReached('101', 2)).toBe(true)
    expect(result.current.isLimitReached('101', 3)).toBe(false)
    expect(result.current.isItemQuantityNotAvailable('7890000000101')).toBe(false)
    expect(result.current.isValidating).toBe(false)
  })

  it('shows pending writes', async () => {
    const { result, gateway } = setup()
    await waitFor(() => expect(result.current.loading).toBe(false))
    gateway.hold()
    let write: Promise<unknown> = Promise.resolve()
    act(() => {
      write = result.current.addItems([{ id: '201', quantity: 1, seller: '1', price: 3990 }])
    })
    expect(result.current.isValidating).toBe(true)
    expect(result.current.quantityOf('201')).toBe(1)
    await waitFor(() => expect(gateway.heldCalls).toBe(1))
    await act(async () => {
      gateway.releaseOne()
      await write
    })
    expect(result.current.isValidating).toBe(false)
    expect(result.current.items[0].name).toBe('Garrafa 1 L')
  })

  it('keeps buy buttons off for an EAN reported as itemQuantityNotAvailable after its message is cleared, while the SKU is in the cart', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    const ean = CATALOGUE[0].ean
    gateway.seed(
      orderForm({
        orderFormId: 'reported',
        items: [orderFormItem({ id: CATALOGUE[0].id, productId: CATALOGUE[0].productId, ean })],
        messages: [orderFormMessage({ code: ITEM_QUANTITY_NOT_AVAILABLE, status: 'warning', fields: { ean } })],
      }),
    )
    const { result } = renderHook(() => useCart(), {
      wrapper: ({ children }) => (
        <CartProvider gateway={gateway} storage={new MemoryStorage()} orderFormId="reported">
          {children}
        </CartProvider>
      ),
    })
    await waitFor(() => expect(result.current.orderForm?.orderFormId).toBe('reported'))
    expect(result.current.isItemQuantityNotAvailable(ean)).toBe(true)
    await act(async () => {
      await result.current.clearMessages()
    })
    expect(result.current.messages).toEqual([])
    expect(result.current.isItemQuantityNotAvailable(ean)).toBe(true)
    expect(result.current.isItemQuantityNotAvailable(CATALOGUE[1].ean)).toBe(false)
    await act(async () => {
      await result.current.removeItem(0)
    })
    expect(result.current.isItemQuantityNotAvailable(ean)).toBe(false)
  })

  it('useCart throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useCart())).toThrow('[store-sdk]: CartContext needs to be on the React tree')
  })
})
