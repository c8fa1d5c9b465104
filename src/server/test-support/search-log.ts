import type { SearchLogStore } from '../domain/search/query-log'

/** A query-log store that keeps nothing: for tests of the search service that do not look at the log. */
export const NO_SEARCH_LOG: SearchLogStore = {
  isOpen: () => true,
  write: () => undefined,
  topTerms: () => [],
  recentTermsOf: () => [],
  hasTerms: () => true,
  insertTermCounts: () => undefined,
}
