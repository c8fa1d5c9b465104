export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Drops the pending call. */
  cancel(): void
  /** Runs the pending call now, if any. */
  flush(): void
  pending(): boolean
}

export interface TimerApi {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const globalTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Calls `fn` with the last arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: TimerApi = globalTimers): Debounced<A> {
  let handle: unknown = null
  let lastArgs: A | null = null
  const run = () => {
    handle = null
    const args = lastArgs
    lastArgs = null
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    lastArgs = args
    if (handle !== null) timers.clearTimeout(handle)
    handle = timers.setTimeout(run, ms)
  }) as Debounced<A>
  debounced.cancel = () => {
    if (handle !== null) timers.clearTimeout(handle)
    handle = null
    lastArgs = null
  }
  debounced.flush = () => {
    if (handle === null) return
    timers.clearTimeout(handle)
    run()
  }
  debounced.pending = () => handle !== null
  return debounced
}
