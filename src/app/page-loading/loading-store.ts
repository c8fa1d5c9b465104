import { useSyncExternalStore } from 'react'

/** Navigation progress, fed from gatsby-browser (onPreRouteUpdate / onRouteUpdateDelayed / onRouteUpdate). */
export interface PageLoadingState {
  /** Epoch ms when the current navigation started, or null when idle. */
  startedAt: number | null
  /** Gatsby reported the navigation as delayed. */
  delayed: boolean
}

let state: PageLoadingState = { startedAt: null, delayed: false }
const listeners = new Set<() => void>()

function set(next: PageLoadingState): void {
  state = next
  listeners.forEach((listener) => listener())
}

export const pageLoading = {
  start(now: number = Date.now()): void {
    set({ startedAt: now, delayed: false })
  },
  delayed(): void {
    set({ startedAt: state.startedAt ?? Date.now(), delayed: true })
  },
  finish(): void {
    if (state.startedAt !== null || state.delayed) set({ startedAt: null, delayed: false })
  },
  get: (): PageLoadingState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

const IDLE: PageLoadingState = { startedAt: null, delayed: false }

export function usePageLoading(): PageLoadingState {
  return useSyncExternalStore(pageLoading.subscribe, pageLoading.get, () => IDLE)
}
