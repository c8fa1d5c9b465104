import { useState } from 'react'
import type { HeadFC, PageProps } from 'gatsby'

import { STORE_NAME } from '../config/store'
import { SearchResults } from '../components/listing/SearchResults'
import { readSearchSeed, SEARCH_RESULTS_SLOT, SEARCH_RESULTS_SLOT_ATTRIBUTE } from '../components/listing/search-seed'

/**
 * /pesquisa: search results for q with sort, page and facets in the address
 * (the toolkit's search state). The production server renders the first
 * results into the slot below and leaves their seed in the document; the
 * first render in the browser reads it, so it matches that HTML.
 */
export default function SearchPage({ location }: PageProps) {
  const [seed] = useState(readSearchSeed)
  return (
    <div {...{ [SEARCH_RESULTS_SLOT_ATTRIBUTE]: SEARCH_RESULTS_SLOT }}>
      <SearchResults location={location} seed={seed} />
    </div>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Pesquisa | ${STORE_NAME}`}</title>
    <meta name="robots" content="noindex" />
    <meta name="description" content={`Resultados da pesquisa na ${STORE_NAME}.`} />
  </>
)
