import { BoundedCache } from '../bounded-cache'
import type { StoredCart } from './env'
import { ORDER_FORM_CACHE_MAX_CHARS, ORDER_FORM_CACHE_MAX_ENTRIES } from './limits'

/**
 * What identifies one stored state of a cart: its version (one more on every
 * write) and the time of that write (a cart deleted and stored anew under the
 * same id starts again at version 1).
 */
export interface CartStamp {
  version: number
  updatedAt: string
}

const sameStamp = (a: CartStamp, b: CartStamp): boolean => a.version === b.version && a.updatedAt === b.updatedAt

/** Freezes an object and everything it holds (a cached cart is shared by every request that reads it). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * The carts read or written last, parsed, each for the stamp of the stored
 * state it is: a cart is served from here only while the database still holds
 * that state (the caller reads the stamp — a cheap query — and passes it), so
 * a write by anyone, a deletion or a rolled-back transaction is never answered
 * from memory. A cached cart is shared by every request that reads it: the
 * checkout rules never change a cart, they build a new one. Outside
 * production (`freeze`) cached carts are frozen, so that a rule that changed
 * one fails its tests loudly instead of corrupting the cache; production skips
 * it (freezing a cart costs about as much as parsing it).
 * Bounded by entries and by stored JSON text (least recently used forgotten).
 */
export interface StoredCartCacheOptions {
  maxEntries: number
  /** Total stored JSON text of the carts held, in characters. */
  maxChars: number
  /** Freeze the carts held (deeply). */
  freeze: boolean
}

export class StoredCartCache {
  private readonly carts: BoundedCache<string, { stamp: CartStamp; cart: StoredCart }>
  private readonly freeze: boolean

  constructor({ maxEntries = ORDER_FORM_CACHE_MAX_ENTRIES, maxChars = ORDER_FORM_CACHE_MAX_CHARS, freeze = true }: Partial<StoredCartCacheOptions> = {}) {
    this.carts = new BoundedCache({ maxEntries, maxWeight: maxChars, weigh: (entry) => entry.cart.json.length, name: 'carts' })
    this.freeze = freeze
  }

  /** Carts held. */
  get size(): number {
    return this.carts.size
  }

  /** The cart of `orderFormId` as stored at `stamp`, or undefined (an entry of another stamp is forgotten). */
  get(orderFormId: string, stamp: CartStamp): StoredCart | undefined {
    const entry = this.carts.get(orderFormId)
    if (!entry) return undefined
    if (sameStamp(entry.stamp, stamp)) return entry.cart
    this.carts.delete(orderFormId)
    return undefined
  }

  /** Keeps the cart stored at `stamp` (frozen with `freeze`) and returns it. */
  set(orderFormId: string, stamp: CartStamp, cart: StoredCart): StoredCart {
    const kept = this.freeze ? deepFreeze(cart) : cart
    this.carts.set(orderFormId, { stamp: { ...stamp }, cart: kept })
    return kept
  }

  forget(orderFormId: string): void {
    this.carts.delete(orderFormId)
  }

  clear(): void {
    this.carts.clear()
  }
}
