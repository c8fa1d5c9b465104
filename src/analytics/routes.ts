/**
 * Route updates from gatsby-browser's onRouteUpdate to the analytics provider.
 * Gatsby calls onRouteUpdate for the first page before the provider's effects
 * run, so the latest update is kept and handed to late subscribers.
 */

export interface RouteLocation {
  pathname: string
  search?: string
  hash?: string
  href?: string
  origin?: string
}

export interface RouteUpdate {
  /** Increases by one per update. */
  seq: number
  location: RouteLocation
  prevLocation: RouteLocation | null
}

export type RouteListener = (update: RouteUpdate) => void

export function createRouteUpdates() {
  let latest: RouteUpdate | null = null
  let seq = 0
  const listeners = new Set<RouteListener>()
  return {
    publish(location: RouteLocation, prevLocation: RouteLocation | null | undefined): RouteUpdate {
      seq += 1
      const snapshot = (value: RouteLocation): RouteLocation => ({
        pathname: value.pathname,
        search: value.search ?? '',
        hash: value.hash ?? '',
        href: value.href,
        origin: value.origin,
      })
      latest = { seq, location: snapshot(location), prevLocation: prevLocation ? snapshot(prevLocation) : null }
      const update = latest
      for (const listener of [...listeners]) listener(update)
      return update
    },
    latest: (): RouteUpdate | null => latest,
    subscribe(listener: RouteListener): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type RouteUpdates = ReturnType<typeof createRouteUpdates>

/** The page's route updates. */
export const routeUpdates: RouteUpdates = createRouteUpdates()

/**
 * For gatsby-browser: `onRouteUpdate({ location, prevLocation })` (Gatsby calls
 * it for the first page and after every navigation). The provider sends the
 * page_view.
 */
export function onRouteUpdate({ location, prevLocation }: { location: RouteLocation; prevLocation?: RouteLocation | null }): void {
  routeUpdates.publish(location, prevLocation)
}
