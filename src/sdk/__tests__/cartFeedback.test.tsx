/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'

import { CartFeedbackProvider, useCartFeedback } from '../cartFeedback/Provider'
import { cartFeedbackActions, cartFeedbackReducer, initialCartFeedbackState } from '../cartFeedback/state'
import type { AddedItem, CartFeedbackAction } from '../cartFeedback/state'

const added: AddedItem = { skuId: '101', name: 'Tênis de corrida', variation: 'Azul / 42', imageUrl: '/i.svg', price: 24990, quantity: 1 }

describe('cart feedback reducer', () => {
  it('starts with no item (the minicart shows the whole cart)', () => {
    expect(initialCartFeedbackState).toEqual({ addedItem: null })
  })

  it('keeps the item just added, replacing the previous one', () => {
    const first = cartFeedbackReducer(initialCartFeedbackState, cartFeedbackActions.itemAdded(added))
    expect(first.addedItem).toBe(added)
    const next = { ...added, skuId: '102' }
    expect(cartFeedbackReducer(first, cartFeedbackActions.itemAdded(next)).addedItem).toBe(next)
  })

  it('clears it; clearing nothing keeps the same state', () => {
    const shown = cartFeedbackReducer(initialCartFeedbackState, cartFeedbackActions.itemAdded(added))
    expect(cartFeedbackReducer(shown, cartFeedbackActions.cleared())).toEqual({ addedItem: null })
    expect(cartFeedbackReducer(initialCartFeedbackState, cartFeedbackActions.cleared())).toBe(initialCartFeedbackState)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'opened' } as unknown as CartFeedbackAction
    expect(() => cartFeedbackReducer(initialCartFeedbackState, action)).toThrow('[store-sdk]: Unknown action of cart feedback')
  })
})

describe('CartFeedbackProvider', () => {
  it('shows and clears the added item; its actions keep their identity', () => {
    const { result } = renderHook(() => useCartFeedback(), { wrapper: CartFeedbackProvider })
    const { showAddedItem, clearAddedItem } = result.current
    expect(result.current.addedItem).toBeNull()
    act(() => showAddedItem(added))
    expect(result.current.addedItem).toEqual(added)
    expect(result.current.showAddedItem).toBe(showAddedItem)
    act(() => clearAddedItem())
    expect(result.current.addedItem).toBeNull()
    expect(result.current.clearAddedItem).toBe(clearAddedItem)
  })

  it('each provider has its own state (nothing is shared between trees)', () => {
    const a = renderHook(() => useCartFeedback(), { wrapper: CartFeedbackProvider })
    const b = renderHook(() => useCartFeedback(), { wrapper: CartFeedbackProvider })
    act(() => a.result.current.showAddedItem(added))
    expect(b.result.current.addedItem).toBeNull()
  })

  it('useCartFeedback throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useCartFeedback())).toThrow('[store-sdk]: CartFeedbackContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
