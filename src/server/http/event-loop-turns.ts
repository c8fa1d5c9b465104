/**
 * Cooperative yielding for CPU work done per request (rendering /pesquisa):
 * `next()` resolves one waiter per turn of the event loop, in the order they
 * asked, so between two slices of rendering the loop polls the sockets — a
 * health check or an API call waits for one slice, not for every render in
 * flight (which a chain of promises would otherwise run back to back).
 */
export class EventLoopTurns {
  private readonly waiting: Array<() => void> = []
  private scheduled = false

  /** Resolves on a later turn of the event loop (its own: one waiter per turn). */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      this.schedule()
    })
  }

  /** Waiters not yet given their turn. */
  get pending(): number {
    return this.waiting.length
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return
    this.scheduled = true
    // A setImmediate queued while the loop runs its check phase waits for the next turn (after a poll for I/O).
    setImmediate(() => {
      this.scheduled = false
      this.waiting.shift()?.()
      this.schedule()
    })
  }
}
