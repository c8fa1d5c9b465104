/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'

import { SEARCH_PAGE_SIZE } from '../../../config/constants'
import { SearchProvider } from '../../../sdk/search/Provider'
import type { ListingDefinition } from '../../../lib/listing/types'
import type { ListingResults } from '../useListingResults'
import { ListingView } from '../ListingView'

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock'))
// The result pages come from the search API; here they are given (none of their products is under test).
let results: ListingResults
jest.mock('../useListingResults', () => ({ useListingResults: () => results }))

const definition: ListingDefinition = {
  kind: 'department',
  listingPath: '/esportes/futebol',
  title: 'Futebol',
  description: '',
  baseFacets: [{ key: 'category-1', value: 'futebol' }],
  term: null,
  defaultSort: 'score_desc',
}

/** Five pages of results, the second one shown (an address with page=1). */
const TOTAL = 5 * SEARCH_PAGE_SIZE

function renderListing() {
  results = { pages: [{ page: 1, products: [], failed: false }], total: TOTAL, facets: [], loading: false, failed: false }
  const onChange = jest.fn()
  render(
    <SearchProvider onChange={onChange} initialState={{ base: '/esportes/futebol/', page: 1, sort: 'price_asc', selectedFacets: [...definition.baseFacets, { key: 'brand', value: 'kipsta' }] }}>
      <ListingView definition={definition} />
    </SearchProvider>,
  )
  const changedPages = () => onChange.mock.calls.map(([url]: [URL]) => url.searchParams.get('page'))
  return { changedPages }
}

describe('ListingView: the previous and next pages', () => {
  it('are links to the listing’s address at that page (what opens before the scripts run, or in a new tab)', () => {
    renderListing()
    expect(screen.getByRole('link', { name: 'Carregar mais produtos' })).toHaveAttribute('href', '/esportes/futebol?brand=kipsta&facets=brand&sort=price_asc&page=2')
    expect(screen.getByRole('link', { name: 'Carregar produtos anteriores' })).toHaveAttribute('href', '/esportes/futebol?brand=kipsta&facets=brand&sort=price_asc&page=0')
  })

  it('a plain click loads the page beside the shown ones instead of leaving', () => {
    const { changedPages } = renderListing()
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Carregar mais produtos' }))
    expect(followed).toBe(false)
    expect(changedPages()).toEqual(['2'])
    expect(fireEvent.click(screen.getByRole('link', { name: 'Carregar produtos anteriores' }))).toBe(false)
    expect(changedPages()).toEqual(['2', '0'])
  })

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('a click with %o is left to the browser (a new tab or window)', (modifier) => {
    const { changedPages } = renderListing()
    expect(fireEvent.click(screen.getByRole('link', { name: 'Carregar mais produtos' }), modifier)).toBe(true)
    expect(changedPages()).toEqual([])
  })
})
