import type { AttemptVerdict } from '../limits/attempts'
import { WindowCounter } from '../limits/window-counter'
import { CART_CREATIONS_PER_ADDRESS_PER_HOUR, CART_CREATIONS_PER_ADDRESS_PER_MINUTE } from './limits'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * New stored carts per client address, in a minute and in an hour (counted
 * in constant memory: see WindowCounter). A cart is stored on its first
 * write, so this bounds how fast one address can fill the database.
 */
export class CartCreations {
  private readonly perMinute: WindowCounter
  private readonly perHour: WindowCounter

  constructor(private readonly now: () => number = Date.now) {
    this.perMinute = new WindowCounter(MINUTE_MS, undefined, now)
    this.perHour = new WindowCounter(HOUR_MS, undefined, now)
  }

  /** Counts one more new cart for the address; refused, with the wait until its window ends, past either limit. */
  allow(clientAddress: string): AttemptVerdict {
    const at = this.now()
    const inHour = this.perHour.add(clientAddress)
    const inMinute = this.perMinute.add(clientAddress)
    if (inHour > CART_CREATIONS_PER_ADDRESS_PER_HOUR) return { allowed: false, retryAfterMs: HOUR_MS - (at % HOUR_MS) }
    if (inMinute > CART_CREATIONS_PER_ADDRESS_PER_MINUTE) return { allowed: false, retryAfterMs: MINUTE_MS - (at % MINUTE_MS) }
    return { allowed: true }
  }
}
