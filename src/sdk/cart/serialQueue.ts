/**
 * Runs tasks one after the other: a task starts only after the previous one
 * settled (resolved or rejected). A failing task does not stop the queue.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Resolves when every task queued so far has settled. */
  idle(): Promise<void>
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<void> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task)
      tail = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    },
    idle: () => tail,
  }
}
