import { useSyncExternalStore } from 'react'

/** The path of the page on screen, for UI outside the pages (prompts) that depends on where the shopper is. */
export interface RouteStore {
  /** Gatsby's route update (gatsby-browser) tells it where the shopper went. */
  set(path: string): void
  /** The last path set, or null before the first route update. */
  getPath(): string | null
  subscribe(listener: () => void): () => void
}

export function createRouteStore(): RouteStore {
  let path: string | null = null
  const listeners = new Set<() => void>()
  return {
    set(next) {
      if (next === path) return
      path = next
      for (const listener of listeners) listener()
    },
    getPath: () => path,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * The page's one route store. Gatsby's route hooks run outside React, and what
 * sits above the pages (wrapRootElement) has no router location: a client
 * navigation re-renders nothing there, so such UI reads the path here.
 */
export const currentRoute: RouteStore = createRouteStore()

const none = (): string | null => null

/** The current page's path: null while server rendering and hydrating, then kept current on every navigation. */
export function useCurrentPath(store: RouteStore = currentRoute): string | null {
  return useSyncExternalStore(store.subscribe, store.getPath, none)
}
