import { WindowCounter } from '../limits/window-counter'

/** Search analytics events one client address may send a minute (a browser sends about one a minute). */
export const SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE = 300
/** Search analytics events one visitor (anonymous id, session or user) may send a day. */
export const SEARCH_EVENTS_PER_VISITOR_PER_DAY = 1_000

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** Caps on the search analytics events one source may send (in constant memory). */
export class SearchEventLimits {
  private readonly perAddress: WindowCounter
  private readonly perVisitor: WindowCounter

  constructor(now: () => number = Date.now) {
    this.perAddress = new WindowCounter(MINUTE_MS, 8192, now)
    this.perVisitor = new WindowCounter(DAY_MS, 16384, now)
  }

  /** Counts `events` events of a source; false when that takes it over a cap (the events are then dropped). */
  admit(clientAddress: string, visitorId: string | null, events: number): boolean {
    const fromAddress = this.perAddress.add(clientAddress, events)
    const fromVisitor = visitorId ? this.perVisitor.add(visitorId, events) : 0
    return fromAddress <= SEARCH_EVENTS_PER_ADDRESS_PER_MINUTE && fromVisitor <= SEARCH_EVENTS_PER_VISITOR_PER_DAY
  }
}
