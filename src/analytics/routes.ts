/**
 * Route updates from gatsby-browser's onRouteUpdate to the analytics provider.
 * Gatsby calls onRouteUpdate for the first page before the provider's effects
 * run, and the analytics loads after that (loader.ts), so the recent updates
 * are kept and handed to late subscribers.
 */

/** Route updates kept for a late subscriber: more than a shopper makes while the analytics loads (our choice). */
export const ROUTE_UPDATES_KEPT = 20

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
  const recent: RouteUpdate[] = []
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
      const update: RouteUpdate = { seq, location: snapshot(location), prevLocation: prevLocation ? snapshot(prevLocation) : null }
      recent.push(update)
      if (recent.length > ROUTE_UPDATES_KEPT) recent.shift()
      for (const listener of [...listeners]) listener(update)
      return update
    },
    latest: (): RouteUpdate | null => recent.at(-1) ?? null,
    /** The last updates (at most ROUTE_UPDATES_KEPT), oldest first. */
    recent: (): readonly RouteUpdate[] => [...recent],
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
