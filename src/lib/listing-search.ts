import { parseListingUri, type ListingQuery } from '../../cms-schemas/listing-uri'
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '../config/constants'
import { COLLECTIONS } from './search/collections'
import { legacyListingFacets } from './search/facets'

/** A listing as the search engine and the search state understand it. */
export interface ListingSearch {
  term: string
  facets: Array<{ key: string; value: string }>
  sort: SearchSort
}

const isSort = (value: string | undefined): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value ?? '')

/**
 * Turns the CMS listing shorthand (`c=dept/category/sub`, `q`, `brand`,
 * `gender`, `collection`, `sort`) into a search: term, facets and sort.
 * Category, gender and brand read as on /pesquisa; a collection is its saved
 * query (src/lib/search/collections.ts), an unknown one searches for its name.
 */
export function listingSearchOf(query: ListingQuery): ListingSearch {
  const params = new URLSearchParams()
  for (const key of ['c', 'gender', 'brand'] as const) if (query[key]) params.set(key, query[key])
  const collection = query.collection ? COLLECTIONS.find((c) => c.slug === query.collection) : undefined
  const facets = [...legacyListingFacets(params), ...(collection?.facets ?? [])]
  const term = query.q ?? collection?.term ?? (query.collection && !collection ? query.collection.replace(/-/g, ' ') : '')
  const sort = isSort(query.sort) ? query.sort : (collection?.sort ?? DEFAULT_SEARCH_SORT)
  return { term, facets, sort }
}

/** The same for a listing URI string; invalid parts are ignored. */
export function listingSearchOfUri(uri: string): ListingSearch {
  return listingSearchOf(parseListingUri(uri).query)
}
