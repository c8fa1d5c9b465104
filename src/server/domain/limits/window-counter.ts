/**
 * Counts per key within fixed time windows, in constant memory: a count-min
 * sketch (two rows of counters indexed by two hashes of the key), cleared
 * when a new window starts. Keys that collide only make each other's counts
 * higher (a limit errs on the strict side); no key can be evicted, so
 * flooding with other keys resets nobody's count.
 */
export class WindowCounter {
  private readonly rows: [Uint32Array, Uint32Array]
  private window = -1

  constructor(
    private readonly windowMs: number,
    private readonly width = 8192,
    private readonly now: () => number = Date.now,
  ) {
    this.rows = [new Uint32Array(width), new Uint32Array(width)]
  }

  private index(key: string, seed: number): number {
    // FNV-1a, 32 bits, seeded.
    let hash = 0x811c9dc5 ^ seed
    for (let i = 0; i < key.length; i++) {
      hash ^= key.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193)
    }
    return (hash >>> 0) % this.width
  }

  /** Adds `amount` to the key's count in the current window; the count after adding. */
  add(key: string, amount = 1): number {
    const window = Math.floor(this.now() / this.windowMs)
    if (window !== this.window) {
      this.window = window
      this.rows[0].fill(0)
      this.rows[1].fill(0)
    }
    let count = Infinity
    this.rows.forEach((row, seed) => {
      const i = this.index(key, seed + 1)
      row[i] = Math.min(row[i] + amount, 0xffffffff)
      count = Math.min(count, row[i])
    })
    return count
  }
}
