/** How a {@link BoundedCache} is bounded. */
export interface BoundedCacheLimits<V> {
  /** At most this many entries. */
  maxEntries: number
  /** At most this total weight (default: no bound but the entries). */
  maxWeight?: number
  /** The weight of a value (default 1), e.g. its size in bytes. */
  weigh?: (value: V) => number
  /** Counts its look-ups under this name in {@link cacheLookups} (the server's metrics read them). */
  name?: string
}

/** Look-ups of the named caches of this process: how many found their value, how many did not. */
export interface CacheLookupCounts {
  hits: number
  misses: number
}

/** Every named cache's look-ups since the process started (the caches of one name add up). */
export const cacheLookups = new Map<string, CacheLookupCounts>()

/** The counts of the caches named `name` (made at first use). */
export function lookupCountsOf(name: string): CacheLookupCounts {
  let counts = cacheLookups.get(name)
  if (!counts) {
    counts = { hits: 0, misses: 0 }
    cacheLookups.set(name, counts)
  }
  return counts
}

/**
 * A memory of recently used values, bounded by a number of entries and a total
 * weight: setting a value forgets the least recently used ones until both
 * bounds hold again. A value heavier than the whole bound is not kept. What a
 * value is valid for (a version, a catalogue generation) is the caller's
 * business: it keys or stamps its values so that a stale one is never used.
 */
export class BoundedCache<K, V> {
  /** Insertion order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<K, { value: V; weight: number }>()
  private totalWeight = 0
  private readonly maxWeight: number
  private readonly weigh: (value: V) => number
  private readonly lookups: CacheLookupCounts | null

  constructor(private readonly limits: BoundedCacheLimits<V>) {
    if (!(limits.maxEntries >= 1)) throw new RangeError('a bounded cache holds at least one entry')
    this.maxWeight = limits.maxWeight ?? Number.POSITIVE_INFINITY
    this.weigh = limits.weigh ?? (() => 1)
    this.lookups = limits.name === undefined ? null : lookupCountsOf(limits.name)
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size
  }

  /** Total weight held. */
  get weight(): number {
    return this.totalWeight
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** The value of `key` (now the most recently used), or undefined. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) {
      if (this.lookups) this.lookups.misses += 1
      return undefined
    }
    if (this.lookups) this.lookups.hits += 1
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Keeps `value` under `key` (replacing what was there), then forgets the least recently used beyond the bounds. */
  set(key: K, value: V): void {
    this.delete(key)
    const weight = this.weigh(value)
    if (weight > this.maxWeight) return
    this.entries.set(key, { value, weight })
    this.totalWeight += weight
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalWeight <= this.maxWeight) break
      this.entries.delete(oldest)
      this.totalWeight -= entry.weight
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    this.totalWeight -= entry.weight
    return true
  }

  clear(): void {
    this.entries.clear()
    this.totalWeight = 0
  }
}
