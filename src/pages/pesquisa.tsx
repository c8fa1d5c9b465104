import { useEffect, useState } from 'react'
import type { HeadFC, PageProps } from 'gatsby'

import { DEFAULT_SEARCH_SORT } from '../config/constants'
import { STORE_NAME } from '../config/store'
import { ListingPage } from '../components/listing/ListingPage'
import { ListingPlaceholder } from '../components/listing/ListingPlaceholder'
import { PageFrame } from '../components/listing/PageFrame'
import type { ListingDefinition } from '../components/listing/types'
import type { ShellContent } from '../components/layout/types'

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
/** The shell content, once the foundation passes it in the page context. */
export interface SearchPageContext {
  shell?: ShellContent
}

export default function SearchPage({ location, pageContext }: PageProps<object, SearchPageContext>) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const current = mounted ? location : { pathname: location.pathname, search: '' }
  const term = new URLSearchParams(current.search).get('q') ?? ''
  return (
    <PageFrame term={term} location={current} shell={pageContext.shell}>
      {mounted ? <ListingPage definition={SEARCH_LISTING} location={current} /> : <ListingPlaceholder title={SEARCH_LISTING.title} sort={SEARCH_LISTING.defaultSort} />}
    </PageFrame>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Pesquisa | ${STORE_NAME}`}</title>
    <meta name="robots" content="noindex" />
    <meta name="description" content={`Resultados da pesquisa na ${STORE_NAME}.`} />
  </>
)
