/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'

import { SEARCH_PAGE_SIZE } from '../../../config/constants'
import { SearchProvider } from '../../../sdk/search/Provider'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../analytics/__tests__/support'
import type { ProductCardData } from '../../../lib/product-card/types'
import type { ListingResults } from '../useListingResults'
import type { ListingDefinition } from '../../../lib/listing/types'
import { ListingView } from '../ListingView'

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock'))
// The result pages come from the search API; here they are given.
let results: ListingResults
jest.mock('../useListingResults', () => ({ useListingResults: () => results }))

const card = (productId: string): ProductCardData => ({
  productId,
  name: `Produto ${productId}`,
  brand: 'Kipsta',
  slug: `/produto-${productId}/p`,
  imageUrl: '',
  imageAlt: '',
  offer: { price: 50, listPrice: 50, isAvailable: true },
  installment: null,
  flags: [],
  skuId: `${productId}01`,
  sellerId: '1',
})

const definition: ListingDefinition = {
  kind: 'department',
  listingPath: '/esportes/futebol',
  title: 'Futebol',
  description: '',
  baseFacets: [],
  term: null,
  defaultSort: 'score_desc',
}

const page = (index: number, products: ProductCardData[] | null) => ({ page: index, products, failed: false })
const resultsOf = (pages: ListingResults['pages']): ListingResults => ({ pages, total: 40, facets: [], loading: false, failed: false })

const view = () => (
  <SearchProvider onChange={() => undefined} initialState={{ base: '/esportes/futebol/' }}>
    <ListingView definition={definition} />
  </SearchProvider>
)

beforeEach(() => {
  resetDataLayer()
  window.history.replaceState(null, '', '/esportes/futebol')
})

describe('ListingView analytics', () => {
  it('one view_item_list per loaded page of products (not per re-render); select_item with the grid position', () => {
    results = resultsOf([page(0, [card('1'), card('2')]), page(1, null)])
    const { rerender } = render(withAnalytics(view()))
    rerender(withAnalytics(view()))
    expect(pushedEvents('view_item_list')).toHaveLength(1)

    results = resultsOf([page(0, [card('1'), card('2')]), page(1, [card('3')])])
    rerender(withAnalytics(view()))
    const lists = pushedEvents('view_item_list')
    expect(lists).toHaveLength(2)
    expect(lists[0].ecommerce).toMatchObject({ item_list_id: '/esportes/futebol', item_list_name: 'Futebol', items: [expect.objectContaining({ product_id: '1', index: 1 }), expect.objectContaining({ index: 2 })] })
    expect(lists[1].ecommerce.items).toEqual([expect.objectContaining({ product_id: '3', index: SEARCH_PAGE_SIZE + 1 })])

    fireEvent.click(screen.getByRole('link', { name: 'Produto 3' }))
    const selected = pushedEvents('select_item')
    expect(selected).toHaveLength(1)
    expect(selected[0].ecommerce).toMatchObject({ item_list_id: '/esportes/futebol', items: [expect.objectContaining({ product_id: '3', index: SEARCH_PAGE_SIZE + 1 })] })
  })
})
