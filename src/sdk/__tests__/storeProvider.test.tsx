/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react'

import { useCart } from '../cart/Provider'
import { useSession } from '../session/Provider'
import { StoreProvider } from '../StoreProvider'
import { useToast } from '../toast/Provider'
import { useUI } from '../ui/Provider'
import * as sdk from '../index'
import { CATALOGUE, MemoryGateway } from './memoryGateway'

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

describe('StoreProvider', () => {
  it('composes the session, UI, toast and cart providers', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    const { result } = renderHook(
      () => ({ session: useSession(), ui: useUI(), toast: useToast(), cart: useCart() }),
      { wrapper: ({ children }) => <StoreProvider cartGateway={gateway}>{children}</StoreProvider> },
    )
    expect(result.current.session.currency.code).toBe('BRL')
    expect(result.current.ui.displayMinicart).toBe(false)
    expect(result.current.toast.toasts).toEqual([])
    await waitFor(() => expect(result.current.cart.loading).toBe(false))
  })

  it('mounts no cart without a gateway', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() =>
      renderHook(() => useCart(), { wrapper: ({ children }) => <StoreProvider>{children}</StoreProvider> }),
    ).toThrow('[store-sdk]: CartContext needs to be on the React tree')
  })
})

it('the public entry exports the hooks, providers and pure functions', () => {
  for (const name of [
    'StoreProvider',
    'SessionProvider',
    'useSession',
    'usePersistedStore',
    'SearchProvider',
    'useSearch',
    'searchReducer',
    'formatSearchState',
    'parseSearchState',
    'infiniteSearchReducer',
    'UIProvider',
    'useUI',
    'ToastProvider',
    'useToast',
    'CartProvider',
    'useCart',
    'CartStore',
    'SDKError',
  ] as const) {
    expect(sdk[name]).toBeDefined()
  }
})
