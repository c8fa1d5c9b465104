import { startTransition, useEffect, useState } from 'react'
import type { HeadFC, PageProps } from 'gatsby'

import { DEFAULT_SEARCH_SORT } from '../config/constants'
import { STORE_NAME, storeConfig } from '../config/store'
import { SEARCH_API } from '../lib/search/client'
import { searchPrefetchScript } from '../lib/search/prefetch'
import { ListingPage } from '../components/listing/ListingPage'
import { ListingPlaceholder } from '../components/listing/ListingPlaceholder'
import type { ListingDefinition } from '../components/listing/types'

const SEARCH_LISTING: ListingDefinition = {
  kind: 'search',
  listingPath: '/pesquisa',
  title: 'Pesquisa',
  description: '',
  baseFacets: [],
  term: null,
  defaultSort: DEFAULT_SEARCH_SORT,
}

/**
 * /pesquisa: search results for q with sort, page and facets in the address
 * (the toolkit's search state). The build cannot know the query, so the
 * address is read after hydration (the first render matches the static HTML).
 */
export default function SearchPage({ location }: PageProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  const current = mounted ? location : { pathname: location.pathname, search: '' }
  return mounted ? (
    <ListingPage definition={SEARCH_LISTING} location={current} />
  ) : (
    <ListingPlaceholder title={SEARCH_LISTING.title} sort={SEARCH_LISTING.defaultSort} />
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Pesquisa | ${STORE_NAME}`}</title>
    <meta name="robots" content="noindex" />
    <meta name="description" content={`Resultados da pesquisa na ${STORE_NAME}.`} />
    <script dangerouslySetInnerHTML={{ __html: searchPrefetchScript(SEARCH_API.productSearch, storeConfig.salesChannel) }} />
  </>
)
