/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'

import { renderThenHydrate } from '../../../test-support/hydration'

import { StoreProvider } from '../../../sdk'
import { listingStateFromAddress } from '../address'
import { SearchResults, SEARCH_LISTING } from '../SearchResults'
import { LISTING_CARDS_WITH_IMAGES_IN_HTML, LISTING_EAGER_CARDS } from '../ListingView'
import { SEARCH_PAGE_SIZE } from '../../../config/constants'
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

  it('a full first page: the HTML requests the first cards’ images (the first ones eagerly), the others’ once hydrated, without a mismatch', async () => {
    const products = Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => card(String(i + 1)))
    const fullSeed = listingSeed(state, 0, { products, total: 100, facets: [] })
    const fullPage = (
      <StoreProvider>
        <SearchResults location={location} seed={fullSeed} />
      </StoreProvider>
    )
    const hydrated = await renderThenHydrate(fullPage)
    // Each card's markup, <noscript> left out: what the browser requests before any script runs.
    const cards = hydrated.serverHtml.split('data-testid="product-card"').slice(1).map((markup) => markup.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))
    expect(cards).toHaveLength(SEARCH_PAGE_SIZE)
    const requested = cards.map((markup) => /<img [^>]*src=/.test(markup))
    expect(requested).toEqual(products.map((_, i) => i < LISTING_CARDS_WITH_IMAGES_IN_HTML))
    expect(cards.map((markup) => /fetchpriority="high"/.test(markup))).toEqual(products.map((_, i) => i < LISTING_EAGER_CARDS))
    expect(hydrated.serverHtml.match(/<noscript><img /g)).toHaveLength(SEARCH_PAGE_SIZE - LISTING_CARDS_WITH_IMAGES_IN_HTML)

    expect(hydrated.recoverable).toEqual([])
    expect(hydrated.consoleErrors).not.toHaveBeenCalled()
    const images = [...hydrated.container.querySelectorAll('[data-testid="product-card"] img')]
    expect(images.map((image) => image.getAttribute('src'))).toEqual(products.map((product) => product.imageUrl))
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
