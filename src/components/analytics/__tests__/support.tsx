import type { ReactElement } from 'react'

import { AnalyticsProvider } from '../../../analytics/AnalyticsProvider'
import { createRouteUpdates } from '../../../analytics/routes'
import { createInertAnalytics } from '../../../analytics/runtime'
import type { DataLayerEvent } from '../../../analytics/types'
import type { KeyValueStorage } from '../../../sdk/storage/browserStorage'

/** Test support (not a test): the provider with a data-layer-only analytics, and what it pushed. */

class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>()
  getItem = (key: string) => this.map.get(key) ?? null
  setItem = (key: string, value: string) => void this.map.set(key, value)
  removeItem = (key: string) => void this.map.delete(key)
}

/** `ui` inside an AnalyticsProvider that only pushes to window.dataLayer (no cart watching, no keys). */
export function withAnalytics(ui: ReactElement): ReactElement {
  const storage = new MemoryStorage()
  const analytics = createInertAnalytics({ routes: createRouteUpdates(), storage: () => storage })
  return (
    <AnalyticsProvider analytics={analytics} cart={null}>
      {ui}
    </AnalyticsProvider>
  )
}

/** The events pushed to window.dataLayer, all or of one name. */
export function pushedEvents<Name extends DataLayerEvent['event']>(name: Name): Array<Extract<DataLayerEvent, { event: Name }>>
export function pushedEvents(): DataLayerEvent[]
export function pushedEvents(name?: string): DataLayerEvent[] {
  const events = (window.dataLayer ?? []) as DataLayerEvent[]
  return name ? events.filter((event) => event.event === name) : events
}

export const resetDataLayer = (): void => {
  delete window.dataLayer
}
