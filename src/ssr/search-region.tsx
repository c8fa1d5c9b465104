/**
 * The results region of /pesquisa, rendered by the production server for
 * each request. Gatsby compiles this module with its HTML renderer (same
 * components, same CSS-module class names as the browser bundle) into
 * .cache/page-ssr/routes/search-region.js; the server loads it from there.
 *
 * It asks the search API for the address's page exactly as the browser
 * would (through `fetch`, which the server answers in-process) and renders
 * the page's body with that answer as its seed.
 */
import { renderToString } from 'react-dom/server'

import { createHttpClient } from '../commerce/http'
import type { SearchRegion, SearchRegionInput } from '../contracts/server-regions'
import { listingStateFromAddress } from '../components/listing/address'
import { listingPageFromSearch } from '../components/listing/mapResults'
import { SearchResults, SEARCH_LISTING } from '../components/listing/SearchResults'
import { searchSeedScript } from '../components/listing/search-seed'
import { listingSeed } from '../components/listing/seed'
import { storeConfig } from '../config/store'
import { createSearchClient } from '../commerce/search'
import { StoreProvider } from '../sdk'

const BASE = {
  path: SEARCH_LISTING.listingPath,
  baseFacets: SEARCH_LISTING.baseFacets,
  term: SEARCH_LISTING.term,
  defaultSort: SEARCH_LISTING.defaultSort,
}

/**
 * The region for an address; null when the address asks for nothing (no
 * term and no filter: the static page's placeholder stands). Fails when the
 * search API does (the server then sends the static page).
 */
export async function renderSearchRegion({ search, fetch }: SearchRegionInput): Promise<SearchRegion | null> {
  const pathname = SEARCH_LISTING.listingPath
  const state = listingStateFromAddress(`${pathname}${search}`, BASE)
  if (!state.term && state.selectedFacets.length === 0) return null
  const client = createSearchClient(createHttpClient({ fetch, readCookie: () => null }))
  const answer = await client.productSearch({
    term: state.term,
    facets: state.selectedFacets,
    sort: state.sort,
    page: state.page,
    salesChannel: storeConfig.salesChannel,
  })
  const seed = listingSeed(state, state.page, listingPageFromSearch(answer))
  const html = renderToString(
    <StoreProvider namespace={storeConfig.storageNamespace}>
      <SearchResults location={{ pathname, search }} seed={seed} />
    </StoreProvider>,
  )
  return { html, seedScript: searchSeedScript(seed) }
}
