export { browserPrefetchEnvironment, createPrefetchScheduler, isBotUserAgent, shouldPrefetch } from './policy'
export type { PrefetchEnvironment, PrefetchScheduler, PrefetchSchedulerOptions } from './policy'
export { prefetchPageData, schedulePrefetch } from './page-data-prefetch'
