import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '../../config/constants'

/** Aliases accepted besides the storefront's names: VTEX's `price:desc` style and `relevance`. */
const SORT_ALIASES: Readonly<Record<string, SearchSort>> = {
  relevance: 'score_desc',
  'score:desc': 'score_desc',
  '': DEFAULT_SEARCH_SORT,
}

export class UnknownSortError extends Error {
  constructor(readonly sort: string) {
    super(`Sort param ${sort} is unknown`)
    this.name = 'UnknownSortError'
  }
}

/**
 * Resolves a sort parameter: one of SEARCH_SORTS, the same with a colon
 * (`price:desc`), `relevance`, or nothing (the default, score_desc).
 */
export function parseSort(value: string | undefined | null): SearchSort {
  if (value === undefined || value === null) return DEFAULT_SEARCH_SORT
  const trimmed = value.trim().toLowerCase()
  const alias = SORT_ALIASES[trimmed]
  if (alias) return alias
  const underscored = trimmed.replace(':', '_')
  if ((SEARCH_SORTS as readonly string[]).includes(underscored)) return underscored as SearchSort
  throw new UnknownSortError(value)
}

/** VTEX's spelling of a sort (`price:desc`), used in `options.sorts`. */
export function vtexSortName(sort: SearchSort): string {
  return sort.replace('_', ':')
}
