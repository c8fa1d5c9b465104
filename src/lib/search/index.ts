/** Browser-side search: API calls, mappers, autocomplete cache, history and analytics. */
export * from '../../contracts/search'
export * from './client'
export * from './autocomplete-cache'
export * from './history'
export * from './debounce'
export * from './facets'
export * from './sanitize'
export * from './sorts'
