/** Pure search helpers: facet paths, typed-text rules, sort labels, debounce, the autocomplete cache. */
export * from './autocomplete-cache'
export * from './debounce'
export * from './facets'
export * from './sanitize'
export * from './sorts'
