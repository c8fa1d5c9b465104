export { IDLE_PAGE_LOADING, pageLoadingActions, pageLoadingReducer } from './state'
export type { PageLoadingAction, PageLoadingState } from './state'
export { createPageLoadingStore, usePageLoadingState } from './store'
export type { PageLoadingStore } from './store'
