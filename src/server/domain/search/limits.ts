/**
 * Limits of the search API (our choices; the spec's numbers are in
 * src/config/constants.ts).
 */
export const PRODUCT_SEARCH_DEFAULT_COUNT = 24
export const PRODUCT_SEARCH_MAX_COUNT = 100
/** Pages beyond this are refused (400); pages past the last result are just empty. */
export const PRODUCT_SEARCH_MAX_PAGE = 10_000
export const AUTOCOMPLETE_PRODUCTS_MAX = 5
export const AUTOCOMPLETE_TERMS_MAX = 8
/** Terms of a search_suggestions answer (the document's example has five). */
export const SEARCH_SUGGESTIONS_MAX = 5
/** TopSearches schema: exactly ten searches. */
export const TOP_SEARCHES_COUNT = 10
export const TOP_SEARCH_PRODUCTS_MAX = 10
export const RECOMMENDATION_PRODUCTS_MAX = 12
/** Autocomplete answers are cached per term this long (query-log terms change the ranking). */
export const AUTOCOMPLETE_CACHE_MS = 30_000
export const AUTOCOMPLETE_CACHE_ENTRIES = 5_000
/** Pending query-log entries are written at least this often. */
export const QUERY_LOG_FLUSH_MS = 1_000
/** Popular logged terms kept in memory for suggestions. */
export const SUGGESTION_LOG_TERMS = 500
/** Stock is re-read from the database this often (search shows live availability). */
export const STOCK_REFRESH_MS = 15_000
/** Facet counts cached per query + filters (cleared when stock changes). */
export const FACET_CACHE_ENTRIES = 2_000
