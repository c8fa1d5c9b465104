/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'

import type { ProductCardData } from '../../../lib/product-card/types'
import { ProductShelf } from '../../home/ProductShelf'
import { itemFromProductCard } from '../../../analytics/items'
import { pdpProduct } from '../../../analytics/__tests__/fixtures'
import { useTrackEvent } from '../useTrackEvent'
import { pushedEvents, resetDataLayer, withAnalytics } from './support'

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock'))
// The card actions (wishlist, quick-add) are other components' concern here.
jest.mock('../../quick-add/ProductCardActions', () => ({ ProductCardActions: () => null }))

const card = (productId: string, overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  productId,
  name: `Produto ${productId}`,
  brand: 'Kipsta',
  slug: `/produto-${productId}/p`,
  imageUrl: '',
  imageAlt: '',
  offer: { price: 99.9, listPrice: 129.9, isAvailable: true },
  installment: null,
  flags: [],
  skuId: `${productId}01`,
  sellerId: '1',
  ...overrides,
})

beforeEach(() => {
  resetDataLayer()
  window.history.replaceState(null, '', '/')
})

describe('itemFromProductCard', () => {
  it('maps the card fields a list item has (reais, default SKU, availability)', () => {
    expect(itemFromProductCard(card('7', { offer: { price: 80, listPrice: 50, isAvailable: false } }))).toEqual(
      expect.objectContaining({
        product_id: '7',
        name: 'Produto 7',
        brand: 'Kipsta',
        sku_code: '701',
        display_price: 80,
        list_price: 80,
        quantity: 1,
        availability: 'unavailable',
        department: '',
      }),
    )
  })
})

describe('useTrackEvent', () => {
  function SearchButton({ term }: { term: string }) {
    const trackEvent = useTrackEvent()
    return (
      <button type="button" onClick={() => void trackEvent('search', term)}>
        enviar
      </button>
    )
  }

  it('builds and pushes the named event, also without a provider (the page’s analytics, its chunk loaded on demand)', async () => {
    render(<SearchButton term=" tênis " />)
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }))
    await waitFor(() => expect(pushedEvents('search')).toEqual([{ event: 'search', search_term: 'tênis' }]))
  })

  it('logs and pushes nothing when building the event fails; the component keeps working', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    let pushed: boolean | null = null
    function ViewButton() {
      const trackEvent = useTrackEvent()
      // A product page's data broken on the way: no SKUs where the mapper reads them.
      const broken = { ...pdpProduct(), skus: null } as unknown as ReturnType<typeof pdpProduct>
      return (
        <button type="button" onClick={() => void trackEvent('viewItem', broken).then((value) => (pushed = value))}>
          enviar
        </button>
      )
    }
    render(withAnalytics(<ViewButton />))
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }))
    await waitFor(() => expect(pushed).toBe(false))
    expect(pushedEvents('view_item')).toEqual([])
    expect(screen.getByRole('button', { name: 'enviar' })).toBeEnabled()
    expect(error).toHaveBeenCalledWith('[analytics] event not tracked', expect.any(Error))
    error.mockRestore()
  })
})

describe('ProductShelf analytics', () => {
  it('sends view_item_list once per render of its products and select_item on a product click', () => {
    const products = [card('1'), card('2')]
    const { rerender } = render(
      <StrictMode>{withAnalytics(<ProductShelf id="ofertas" title="Ofertas da semana" products={products} />)}</StrictMode>,
    )
    rerender(<StrictMode>{withAnalytics(<ProductShelf id="ofertas" title="Ofertas da semana" products={[...products]} />)}</StrictMode>)

    const lists = pushedEvents('view_item_list')
    expect(lists).toHaveLength(1)
    expect(lists[0].ecommerce).toMatchObject({
      item_list_id: 'ofertas',
      item_list_name: 'Ofertas da semana',
      currency: 'BRL',
      value: 199.8,
      items: [expect.objectContaining({ product_id: '1', index: 1 }), expect.objectContaining({ product_id: '2', index: 2 })],
    })

    fireEvent.click(screen.getByRole('link', { name: 'Produto 2' }))
    const selected = pushedEvents('select_item')
    expect(selected).toHaveLength(1)
    expect(selected[0].ecommerce).toMatchObject({ item_list_id: 'ofertas', items: [expect.objectContaining({ product_id: '2', index: 2 })] })
  })

  it('sends nothing for an empty shelf', () => {
    render(withAnalytics(<ProductShelf id="vazia" title="Vazia" products={[]} />))
    expect(pushedEvents('view_item_list')).toEqual([])
  })
})
