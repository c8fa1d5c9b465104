import { useSyncExternalStore } from 'react'

import { IDLE_PAGE_LOADING, pageLoadingActions, pageLoadingReducer } from './state'
import type { PageLoadingAction, PageLoadingState } from './state'

export interface PageLoadingStore {
  start(now?: number): void
  delayed(now?: number): void
  finish(): void
  getState(): PageLoadingState
  subscribe(listener: () => void): () => void
}

/**
 * The navigation progress store. Gatsby's route-update hooks (outside React)
 * drive it, so the page keeps one instance (src/app/page-loading); the
 * progress bar reads it with {@link usePageLoadingState}.
 */
export function createPageLoadingStore(): PageLoadingStore {
  let state: PageLoadingState = IDLE_PAGE_LOADING
  const listeners = new Set<() => void>()
  const dispatch = (action: PageLoadingAction) => {
    const next = pageLoadingReducer(state, action)
    if (next === state) return
    state = next
    for (const listener of listeners) listener()
  }
  return {
    start: (now = Date.now()) => dispatch(pageLoadingActions.started(now)),
    delayed: (now = Date.now()) => dispatch(pageLoadingActions.delayed(now)),
    finish: () => dispatch(pageLoadingActions.finished()),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

const idle = (): PageLoadingState => IDLE_PAGE_LOADING

/** A page loading store's state (idle in server rendering). */
export function usePageLoadingState(store: PageLoadingStore): PageLoadingState {
  return useSyncExternalStore(store.subscribe, store.getState, idle)
}
