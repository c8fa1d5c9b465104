/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'

import { pdpProduct } from '../../../analytics/__tests__/fixtures'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../analytics/__tests__/support'
import { ProductView } from '../ProductView'

// The page's network-bound parts (live prices, recommendations, cart, buying, freight, wishlist) are not under test.
jest.mock('../live', () => ({ useLiveProduct: (product: unknown) => ({ product, isLive: false }) }))
jest.mock('../recommendations', () => ({ useProductRecommendations: () => null }))
jest.mock('../../../sdk/cart', () => ({
  ...jest.requireActual('../../../sdk/cart'),
  useCart: () => ({ quantityOf: () => 0, isItemQuantityNotAvailable: () => false }),
}))
jest.mock('../useBuy', () => ({ useBuy: () => ({ buy: jest.fn(), busy: false, dialog: null }) }))
jest.mock('../FreightSimulation', () => ({ FreightSimulation: () => null }))
jest.mock('../../../features/wishlist', () => ({ WishlistHeart: () => null }))

const product = pdpProduct({
  skus: [
    ...pdpProduct().skus,
    {
      id: '102',
      name: 'Azul 41',
      ean: '7890000000102',
      refId: 'R102',
      manufacturerCode: 'M102',
      variations: { Cor: 'Azul', Tamanho: '41' },
      images: [],
      offers: [{ sellerId: '1', sellerName: 'Arena Esportes', price: 19990, listPrice: 29990, quantity: 3, installments: [] }],
    },
  ],
})

beforeEach(() => {
  resetDataLayer()
  window.history.replaceState(null, '', '/chuteira-society-agility/p')
})

const viewedSkus = () => pushedEvents('view_item').map((event) => event.ecommerce.items[0]?.sku_code)

describe('ProductView analytics', () => {
  it('sends view_item once for the product shown (StrictMode), with the tracking fields of its analytics block', () => {
    render(<StrictMode>{withAnalytics(<ProductView product={product} />)}</StrictMode>)
    const views = pushedEvents('view_item')
    expect(views).toHaveLength(1)
    expect(views[0].ecommerce).toMatchObject({
      currency: 'BRL',
      items: [
        expect.objectContaining({
          product_id: '10',
          name: 'Chuteira Society Agility',
          brand: 'Kipsta',
          department: 'Esportes',
          sub_department: 'Futebol',
          family: 'Chuteiras',
          seller_name: 'Arena Esportes',
          quantity: 1,
        }),
      ],
    })
    expect(screen.getByTestId('product-page')).toBeInTheDocument()
  })

  it('sends view_item again when the SKU changes, not on other re-renders', () => {
    render(withAnalytics(<ProductView product={product} />))
    const first = viewedSkus()
    expect(first).toHaveLength(1)
    const size = screen.getByTestId('variation-Tamanho')
    act(() => {
      fireEvent.click(within(size).getByRole('button', { name: /41/ }))
    })
    expect(viewedSkus()).toEqual([...first, '102'])
    expect(pushedEvents('view_item')[1].ecommerce).toMatchObject({ value: 199.9, items: [expect.objectContaining({ size: '41', display_price: 199.9 })] })
    act(() => {
      fireEvent.click(within(size).getByRole('button', { name: /41/ }))
    })
    expect(viewedSkus()).toHaveLength(2)
  })

  it('with ?skuId= the first view_item is of that SKU', () => {
    window.history.replaceState(null, '', '/chuteira-society-agility/p?skuId=102')
    render(withAnalytics(<ProductView product={product} />))
    expect(viewedSkus()).toEqual(['102'])
  })
})
