/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'

import { renderThenHydrate } from '../../../test-support/hydration'

import { StoreProvider } from '../../../sdk'
import { listingStateFromAddress } from '../address'
import { SearchResults, SEARCH_LISTING } from '../SearchResults'
import { listingSeed } from '../seed'
import type { ProductCardData } from '../../../lib/product-card/types'

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock'))

const card = (productId: string): ProductCardData => ({
  productId,
  name: `Bola ${productId}`,
  brand: 'Golaço',
  slug: `/bola-${productId}/p`,
  imageUrl: `/images/products/${productId}-1.svg`,
  imageAlt: '',
  offer: { price: 89.9, listPrice: 119.9, isAvailable: true },
  installment: { count: 3, value: 29.97 },
  flags: [],
  skuId: `${productId}01`,
  sellerId: '1',
})

const location = { pathname: '/pesquisa', search: '?q=bola&sort=price_asc' }
const state = listingStateFromAddress(`${location.pathname}${location.search}`, {
  path: SEARCH_LISTING.listingPath,
  baseFacets: [],
  term: null,
  defaultSort: SEARCH_LISTING.defaultSort,
})
const seed = listingSeed(state, 0, {
  products: [card('1'), card('2'), card('3')],
  total: 3,
  facets: [{ key: 'brand', name: 'Marca', type: 'TEXT', values: [{ key: 'brand', value: 'golaco', name: 'Golaço', quantity: 3, selected: false }] }],
})

/** Another address than the seeded one (result pages loaded in a page view are kept for back/forward). */
const unseededLocation = { pathname: '/pesquisa', search: '?q=bola&sort=name_asc' }

const app = (withSeed: boolean): ReactElement => (
  <StoreProvider>
    <SearchResults location={withSeed ? location : unseededLocation} seed={withSeed ? seed : null} />
  </StoreProvider>
)

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn(() => new Promise(() => undefined))
  global.fetch = fetchMock as unknown as typeof fetch
  window.history.replaceState(null, '', `${location.pathname}${location.search}`)
})

describe('the results page body', () => {
  it('with the server’s seed, renders the results at once and hydrates the server markup without a mismatch or a search request', async () => {
    const hydrated = await renderThenHydrate(app(true))
    const markup = hydrated.serverHtml
    expect(markup).toContain('Resultados para “bola”')
    expect(markup.match(/data-testid="product-card"/g)).toHaveLength(3)
    expect(markup).not.toContain('aria-busy')
    expect(hydrated.recoverable).toEqual([])
    expect(hydrated.consoleErrors).not.toHaveBeenCalled()
    expect(hydrated.container.querySelectorAll('[data-testid="product-card"]')).toHaveLength(3)
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).includes('product_search'))
    expect(searches).toEqual([])
    hydrated.cleanup()
  })

  it('without a seed (the static page), renders the placeholder as the build did, then asks for the address’s results', async () => {
    const hydrated = await renderThenHydrate(app(false))
    expect(hydrated.serverHtml).toContain('aria-busy="true"')
    expect(hydrated.serverHtml).not.toContain('product-card')
    expect(hydrated.recoverable).toEqual([])
    expect(hydrated.consoleErrors).not.toHaveBeenCalled()
    const searchRequests = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('product_search'))
    await waitFor(() => expect(searchRequests()).toHaveLength(1))
    const searches = searchRequests()
    expect(searches[0]).toContain('query=bola')
    expect(searches[0]).toContain('sort=name_asc')
    hydrated.cleanup()
  })
})
