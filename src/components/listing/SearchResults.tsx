import { startTransition, useEffect, useState } from 'react'

import { DEFAULT_SEARCH_SORT } from '../../config/constants'
import { ListingPage } from './ListingPage'
import { ListingPlaceholder } from './ListingPlaceholder'
import type { ListingSeed } from './seed'
import type { ListingDefinition } from '../../lib/listing/types'

export const SEARCH_LISTING: ListingDefinition = {
  kind: 'search',
  listingPath: '/pesquisa',
  title: 'Pesquisa',
  description: '',
  baseFacets: [],
  term: null,
  defaultSort: DEFAULT_SEARCH_SORT,
}

export interface SearchResultsProps {
  /** The page's location (pathname and search). */
  location: { pathname: string; search: string }
  /** The results the server rendered into the HTML; null for the static page. */
  seed: ListingSeed | null
}

/**
 * The body of /pesquisa. With a seed (the server rendered the results for
 * this address) it renders the results at once, matching the HTML. Without
 * one (the static page: the build cannot know the query) it renders the
 * placeholder first, as the static HTML does, and reads the address after
 * hydration.
 */
export function SearchResults({ location, seed }: SearchResultsProps) {
  const [mounted, setMounted] = useState(seed !== null)
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true))
  }, [mounted])
  return mounted ? (
    <ListingPage definition={SEARCH_LISTING} location={location} seed={seed ?? undefined} />
  ) : (
    <ListingPlaceholder title={SEARCH_LISTING.title} sort={SEARCH_LISTING.defaultSort} />
  )
}
