import type { SearchLogRepository } from '../domain/search/query-log'

/** A query-log store that keeps nothing: for tests of the search service that do not look at the log. */
export const NO_SEARCH_LOG: SearchLogRepository = {
  isOpen: () => true,
  write: () => undefined,
  topTerms: () => [],
  recentTermsOf: () => [],
  hasTerms: () => true,
  insertTermCounts: () => undefined,
}
