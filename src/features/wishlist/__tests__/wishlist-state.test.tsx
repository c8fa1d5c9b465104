/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'

import type { Wishlist } from '../contract'
import { useWishlist, WishlistProvider } from '../state/Provider'
import { initialWishlistState, isInWishlist, wishlistActions, wishlistReducer } from '../state/state'
import type { WishlistAction } from '../state/state'
import { WishlistStore } from '../state/store'
import { MemoryWishlistGateway } from './memoryWishlistGateway'

const wishlist = (...productIds: string[]): Wishlist => ({ id: 'w1', products: productIds.map((productId) => ({ productId, addedAt: '2024-01-01' })) })

describe('wishlist reducer', () => {
  it('starts idle (not asked yet)', () => {
    expect(initialWishlistState).toEqual({ status: 'idle' })
  })

  it('loads to ready for a shopper, anonymous for a visitor, failed on failure', () => {
    const loading = wishlistReducer(initialWishlistState, wishlistActions.loadStarted())
    expect(loading).toEqual({ status: 'loading' })
    expect(wishlistReducer(loading, wishlistActions.loadStarted())).toBe(loading)
    expect(wishlistReducer(loading, wishlistActions.loaded(wishlist('10')))).toEqual({ status: 'ready', wishlist: wishlist('10') })
    expect(wishlistReducer(loading, wishlistActions.loaded(null))).toEqual({ status: 'anonymous' })
    expect(wishlistReducer(loading, wishlistActions.loadFailed())).toEqual({ status: 'failed' })
  })

  it('takes the wishlist after a change', () => {
    const ready = wishlistReducer(initialWishlistState, wishlistActions.loaded(wishlist()))
    expect(wishlistReducer(ready, wishlistActions.changed(wishlist('20')))).toEqual({ status: 'ready', wishlist: wishlist('20') })
  })

  it('tells whether a product is in it (never before it is ready)', () => {
    const ready = wishlistReducer(initialWishlistState, wishlistActions.loaded(wishlist('10')))
    expect(isInWishlist(ready, '10')).toBe(true)
    expect(isInWishlist(ready, '20')).toBe(false)
    expect(isInWishlist({ status: 'loading' }, '10')).toBe(false)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'toggle' } as unknown as WishlistAction
    expect(() => wishlistReducer(initialWishlistState, action)).toThrow('[store-sdk]: Unknown action of wishlist')
  })
})

describe('WishlistStore', () => {
  it('loads once: later and concurrent loads share the answer; force loads again', async () => {
    const gateway = new MemoryWishlistGateway(true, ['10'])
    const store = new WishlistStore(gateway)
    const listener = jest.fn()
    store.subscribe(listener)
    const [a, b] = await Promise.all([store.load(), store.load()])
    expect(a).toEqual({ status: 'ready', wishlist: expect.objectContaining({ id: 'w1' }) })
    expect(b).toBe(a)
    await store.load()
    expect(gateway.calls).toEqual(['load'])
    expect(listener).toHaveBeenCalledTimes(2)
    await store.load(true)
    expect(gateway.calls).toEqual(['load', 'load'])
  })

  it('a visitor is anonymous: a heart asks for the login and calls nothing else', async () => {
    const gateway = new MemoryWishlistGateway(false)
    const store = new WishlistStore(gateway)
    await expect(store.toggle('10')).resolves.toBe('loginRequired')
    expect(store.getState()).toEqual({ status: 'anonymous' })
    expect(gateway.calls).toEqual(['load'])
  })

  it('adds a product that is not in it and removes one that is', async () => {
    const gateway = new MemoryWishlistGateway(true, ['20'])
    const store = new WishlistStore(gateway)
    await expect(store.toggle('10')).resolves.toBe('added')
    expect(isInWishlist(store.getState(), '10')).toBe(true)
    await expect(store.toggle('20')).resolves.toBe('removed')
    expect(isInWishlist(store.getState(), '20')).toBe(false)
    expect(gateway.calls).toEqual(['load', 'add', 'remove'])
  })

  it('a failed load is logged and leaves failed; the next heart loads again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const gateway = new MemoryWishlistGateway(true)
    gateway.failNext('load')
    const store = new WishlistStore(gateway)
    expect(await store.load()).toEqual({ status: 'failed' })
    expect(error).toHaveBeenCalledWith('wishlist failed', expect.any(Error))
    await expect(store.toggle('10')).resolves.toBe('added')
    expect(gateway.calls).toEqual(['load', 'load', 'add'])
    error.mockRestore()
  })

  it('a wishlist that cannot be loaded makes the change fail (wishlist failures throw)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const gateway = new MemoryWishlistGateway(true)
    gateway.failNext('load')
    const store = new WishlistStore(gateway)
    await store.load()
    gateway.failNext('load')
    await expect(store.toggle('10')).rejects.toThrow('The wishlist could not be loaded')
    jest.restoreAllMocks()
  })

  it('a failed change rejects and keeps the wishlist as it was', async () => {
    const gateway = new MemoryWishlistGateway(true, ['20'])
    const store = new WishlistStore(gateway)
    await store.load()
    const before = store.getState()
    gateway.failNext('add')
    await expect(store.toggle('10')).rejects.toThrow('add failed')
    expect(store.getState()).toBe(before)
  })
})

describe('WishlistProvider', () => {
  const wrapperOf =
    (gateway: MemoryWishlistGateway) =>
    ({ children }: { children?: ReactNode }) => <WishlistProvider gateway={gateway}>{children}</WishlistProvider>

  it('useWishlist loads on first use, once for every heart', async () => {
    const gateway = new MemoryWishlistGateway(true, ['10'])
    const { result } = renderHook(() => [useWishlist(), useWishlist()] as const, { wrapper: wrapperOf(gateway) })
    await waitFor(() => expect(result.current[0].state.status).toBe('ready'))
    expect(result.current[0].has('10')).toBe(true)
    expect(result.current[1].has('20')).toBe(false)
    expect(gateway.calls).toEqual(['load'])
  })

  it('toggle changes what every heart reads', async () => {
    const gateway = new MemoryWishlistGateway(true)
    const { result } = renderHook(() => useWishlist(), { wrapper: wrapperOf(gateway) })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    await act(async () => {
      await expect(result.current.toggle('10')).resolves.toBe('added')
    })
    expect(result.current.has('10')).toBe(true)
  })

  it('useWishlist throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useWishlist())).toThrow('[store-sdk]: WishlistContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
