import { createPageLoadingStore, usePageLoadingState } from '../../sdk/pageLoading'
import type { PageLoadingState } from '../../sdk/pageLoading'

/**
 * The page's one navigation progress store: gatsby-browser's route hooks
 * (onPreRouteUpdate / onRouteUpdateDelayed / onRouteUpdate) run outside
 * React, so they reach it here rather than through a provider.
 */
export const pageLoading = createPageLoadingStore()

export function usePageLoading(): PageLoadingState {
  return usePageLoadingState(pageLoading)
}
