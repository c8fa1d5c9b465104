/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'

import { getSession } from '../../../commerce/account'
import { addProductToWishlist, createWishlistGateway, getWishlist, removeProductFromWishlist } from '../client'
import { ToastProvider } from '../../../sdk/toast'
import { WishlistProvider } from '../state'
import { pdpProduct } from '../../../analytics/__tests__/fixtures'
import type { PdpProduct, PdpSku } from '../../../lib/product/types'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../../components/analytics/__tests__/support'
import { WishlistHeart } from '../ui/WishlistHeart'

jest.mock('../../../commerce/account', () => ({ getSession: jest.fn() }))
jest.mock('../client', () => ({
  ...jest.requireActual('../client'),
  getWishlist: jest.fn(),
  addProductToWishlist: jest.fn(),
  removeProductFromWishlist: jest.fn(),
}))

const wishlist = (...productIds: string[]) => ({ id: 'w1', products: productIds.map((productId) => ({ productId, addedAt: '2024-01-01' })) })

beforeEach(() => {
  resetDataLayer()
  jest.mocked(getSession).mockResolvedValue({ isLoggedIn: true, user: null } as unknown as Awaited<ReturnType<typeof getSession>>)
  jest.mocked(getWishlist).mockResolvedValue(wishlist())
  jest.mocked(addProductToWishlist).mockResolvedValue(wishlist('10'))
  jest.mocked(removeProductFromWishlist).mockResolvedValue(wishlist())
})

const heart = (analyticsProduct?: { product: PdpProduct; sku?: PdpSku }) =>
  render(
    withAnalytics(
      <ToastProvider>
        <WishlistProvider gateway={createWishlistGateway({ getSession, getWishlist, addProductToWishlist, removeProductFromWishlist })}>
          <WishlistHeart productId="10" productName="Chuteira Society Agility" analyticsProduct={analyticsProduct} />
        </WishlistProvider>
      </ToastProvider>,
    ),
  )

describe('WishlistHeart analytics', () => {
  it('an add pushes add_to_wishlist with the product page’s item; the removal after it pushes nothing', async () => {
    heart({ product: pdpProduct() })
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Chuteira Society Agility aos favoritos' }))
    const remove = await screen.findByRole('button', { name: 'Remover Chuteira Society Agility dos favoritos' })
    // The heart shows the new state as the store changes, and stays disabled until the click's work ends.
    await waitFor(() => expect(remove).toBeEnabled())
    const adds = pushedEvents('add_to_wishlist')
    expect(adds).toHaveLength(1)
    expect(adds[0].ecommerce).toMatchObject({ currency: 'BRL', value: 249.9, items: [expect.objectContaining({ product_id: '10', brand: 'Kipsta' })] })

    fireEvent.click(remove)
    await screen.findByRole('button', { name: 'Adicionar Chuteira Society Agility aos favoritos' })
    await waitFor(() => expect(removeProductFromWishlist).toHaveBeenCalled())
    expect(pushedEvents('add_to_wishlist')).toHaveLength(1)
  })

  it('a failed add is logged as before and pushes nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.mocked(addProductToWishlist).mockRejectedValue(new Error('down'))
    heart()
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Chuteira Society Agility aos favoritos' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('wishlist change failed', expect.any(Error)))
    expect(pushedEvents('add_to_wishlist')).toEqual([])
    error.mockRestore()
  })

  it('without tracking fields the add still names the product', async () => {
    heart()
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Chuteira Society Agility aos favoritos' }))
    await waitFor(() => expect(pushedEvents('add_to_wishlist')).toHaveLength(1))
    expect(pushedEvents('add_to_wishlist')[0].ecommerce.items).toEqual([expect.objectContaining({ product_id: '10', name: 'Chuteira Society Agility' })])
  })
})
