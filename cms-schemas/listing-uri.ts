/**
 * Listing URIs of menu subcategories: the query the backend-for-frontend runs to
 * build the listing, written as a query string, e.g.
 *   c=feminino/roupas/leggings&sort=score_desc          (category)
 *   c=infantil/calcados/tenis&gender=infantil           (category with gender filter)
 *   q=liquidacao  or  brand=arena-pro                    (search filter)
 *   collection=lancamentos-corrida                       (collection)
 */
import { SEARCH_SORTS } from '../src/config/constants'
import { SLUG_PATTERN } from './common'

export const LISTING_DESTINATION_TYPES = ['category', 'search-filter', 'collection'] as const
export type ListingDestinationType = (typeof LISTING_DESTINATION_TYPES)[number]

export const LISTING_GENDERS = ['masculino', 'feminino', 'infantil', 'unissex'] as const

const LISTING_KEYS = ['c', 'q', 'brand', 'gender', 'collection', 'sort'] as const
type ListingKey = (typeof LISTING_KEYS)[number]

export type ListingQuery = Partial<Record<ListingKey, string>>

/** Parses a listing URI; returns the problems found instead of throwing. */
export function parseListingUri(uri: string): { query: ListingQuery; problems: string[] } {
  const problems: string[] = []
  const query: ListingQuery = {}
  const source = uri.startsWith('?') ? uri.slice(1) : uri
  if (source.trim() === '') return { query, problems: ['must not be empty'] }
  for (const [key, value] of new URLSearchParams(source)) {
    if (!(LISTING_KEYS as readonly string[]).includes(key)) {
      problems.push(`unknown parameter "${key}" (allowed: ${LISTING_KEYS.join(', ')})`)
      continue
    }
    if (value.trim() === '') problems.push(`parameter "${key}" must not be empty`)
    query[key as ListingKey] = value
  }
  if (query.c !== undefined && !isCategoryPath(query.c)) {
    problems.push(`c must be a category path of 1 to 3 slugs (dept/category/subcategory), got "${query.c}"`)
  }
  if (query.brand !== undefined && !SLUG_PATTERN.test(query.brand)) problems.push('brand must be a brand slug')
  if (query.collection !== undefined && !SLUG_PATTERN.test(query.collection)) {
    problems.push('collection must be a collection slug')
  }
  if (query.gender !== undefined && !(LISTING_GENDERS as readonly string[]).includes(query.gender)) {
    problems.push(`gender must be one of ${LISTING_GENDERS.join(', ')}`)
  }
  if (query.sort !== undefined && !(SEARCH_SORTS as readonly string[]).includes(query.sort)) {
    problems.push(`sort must be one of ${SEARCH_SORTS.join(', ')}`)
  }
  return { query, problems }
}

export function isCategoryPath(value: string): boolean {
  const parts = value.split('/')
  return parts.length >= 1 && parts.length <= 3 && parts.every((part) => SLUG_PATTERN.test(part))
}

/** Problems of a listing URI for the given destination type (empty when valid). */
export function listingUriProblems(type: ListingDestinationType, uri: string): string[] {
  const { query, problems } = parseListingUri(uri)
  if (problems.length > 0) return problems
  switch (type) {
    case 'category':
      if (query.c === undefined) problems.push('a category destination needs c=dept/category/subcategory')
      if (query.q !== undefined || query.collection !== undefined) {
        problems.push('a category destination accepts only c, gender, brand and sort')
      }
      break
    case 'search-filter':
      if (query.q === undefined && query.brand === undefined) {
        problems.push('a search-filter destination needs q=term or brand=slug')
      }
      if (query.collection !== undefined) problems.push('a search-filter destination cannot name a collection')
      break
    case 'collection':
      if (query.collection === undefined) problems.push('a collection destination needs collection=slug')
      if (query.c !== undefined || query.q !== undefined) {
        problems.push('a collection destination accepts only collection and sort')
      }
      break
  }
  return problems
}
