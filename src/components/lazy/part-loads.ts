/**
 * The lazy parts' code being loaded for the page the browser opened on (see
 * lazy-part.tsx), so the page hydrates once it is in. Kept apart from
 * lazy-part.tsx: this is all the shared app bundle needs.
 */
const inFlight = new Set<Promise<unknown>>()

/** Adds a load to wait for before hydrating (it must not reject: catch and log first). */
export function trackPartLoad(load: Promise<unknown>): void {
  inFlight.add(load)
  void load.finally(() => inFlight.delete(load))
}

/** Resolves when the loads in flight are done, or after `timeoutMs` (a late chunk must not keep the page from hydrating). */
export function partLoadsSettled(timeoutMs: number): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    void Promise.all(inFlight).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
