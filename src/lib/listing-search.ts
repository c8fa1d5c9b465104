import { parseListingUri, type ListingQuery } from '../../cms-schemas/listing-uri'
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '../config/constants'

/** A listing as the search engine and the search state understand it. */
export interface ListingSearch {
  term: string
  facets: Array<{ key: string; value: string }>
  sort: SearchSort
}

/** Facet keys of the search API for the CMS shorthand (see src/server/domain/search/facet-keys.ts). */
const CATEGORY_KEYS = ['category-1', 'category-2', 'category-3'] as const
const GENDER_KEY = 'genero'
const BRAND_KEY = 'brand'

/**
 * Collections are saved searches: a sort and optionally a term. A collection
 * not listed here searches for its own name.
 */
export const COLLECTIONS: Readonly<Record<string, { title: string; sort: SearchSort; term?: string }>> = {
  lancamentos: { title: 'Lançamentos', sort: 'release_desc' },
  'mais-vendidos': { title: 'Mais vendidos', sort: 'orders_desc' },
  ofertas: { title: 'Ofertas', sort: 'discount_desc' },
  liquidacao: { title: 'Liquidação', sort: 'discount_desc' },
}

const isSort = (value: string | undefined): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value ?? '')

/**
 * Turns the CMS listing shorthand (`c=dept/category/sub`, `q`, `brand`,
 * `gender`, `collection`, `sort`) into a search: term, facets and sort.
 */
export function listingSearchOf(query: ListingQuery): ListingSearch {
  const facets: ListingSearch['facets'] = []
  if (query.c) {
    query.c
      .split('/')
      .slice(0, CATEGORY_KEYS.length)
      .forEach((value, depth) => facets.push({ key: CATEGORY_KEYS[depth], value }))
  }
  if (query.gender) facets.push({ key: GENDER_KEY, value: query.gender })
  if (query.brand) facets.push({ key: BRAND_KEY, value: query.brand })
  const collection = query.collection ? COLLECTIONS[query.collection] : undefined
  const term = query.q ?? collection?.term ?? (query.collection && !collection ? query.collection.replace(/-/g, ' ') : '')
  const sort = isSort(query.sort) ? query.sort : (collection?.sort ?? DEFAULT_SEARCH_SORT)
  return { term, facets, sort }
}

/** The same for a listing URI string; invalid parts are ignored. */
export function listingSearchOfUri(uri: string): ListingSearch {
  return listingSearchOf(parseListingUri(uri).query)
}

/** Reads the shorthand from a page address's query (/pesquisa?c=…&gender=…). */
export function listingQueryOfParams(params: URLSearchParams): ListingQuery | null {
  const keys = ['c', 'brand', 'gender', 'collection'] as const
  if (!keys.some((key) => params.has(key))) return null
  const query: ListingQuery = {}
  for (const key of [...keys, 'q', 'sort'] as const) {
    const value = params.get(key)
    if (value) query[key] = value
  }
  return query
}
