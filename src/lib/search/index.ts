/** Pure search helpers: facet paths, typed-text rules, sort labels, debounce. */
export * from './debounce'
export * from './facets'
export * from './sanitize'
export * from './sorts'
