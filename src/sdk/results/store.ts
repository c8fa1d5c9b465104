import { initialResultsState, resultOf, resultsActions, resultsReducer } from './state'
import type { ResultsAction, ResultsState } from './state'

type Listener = () => void

/** Asks for one answer; the signal aborts it when nobody waits for it any more. */
export type ResultFetcher<T> = (signal: AbortSignal) => Promise<T>

interface InFlight<T> {
  controller: AbortController
  promise: Promise<T>
  /** Requests and loads waiting for this answer. */
  waiting: number
}

/**
 * Answers of read-only calls by key, kept for the page's lifetime (the
 * listings' result pages, autocomplete, top searches): each key is asked
 * once at a time, its answer kept; failures are not kept. Framework-agnostic.
 */
export class ResultsStore<T> {
  private state: ResultsState<T> = initialResultsState<T>()
  private readonly listeners = new Set<Listener>()
  private readonly inFlight = new Map<string, InFlight<T>>()

  getState = (): ResultsState<T> => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** The answer under a key, if it arrived. */
  peek(key: string): T | undefined {
    return resultOf(this.state, key)
  }

  /** Keeps an answer the page already holds (e.g. rendered by the server) as if it had been asked. */
  seed(key: string, result: T): void {
    if (this.peek(key) !== undefined) return
    this.abandon(key)
    this.dispatch(resultsActions.received(key, result))
  }

  /**
   * The answer of a key: the kept one, the one being asked, or a new call.
   * Rejects when the call fails (nothing is kept then).
   */
  load(key: string, fetch: ResultFetcher<T>): Promise<T> {
    const kept = this.peek(key)
    if (kept !== undefined) return Promise.resolve(kept)
    const call = this.start(key, fetch)
    return call.promise.finally(() => this.release(key, call))
  }

  /**
   * Asks for a key's answer unless it is kept or being asked, for as long
   * as the caller waits: the returned function says it no longer does, and
   * a call nobody waits for is aborted and forgotten.
   */
  request(key: string, fetch: ResultFetcher<T>): () => void {
    if (this.peek(key) !== undefined) return () => undefined
    const call = this.start(key, fetch)
    call.promise.catch(() => undefined)
    let released = false
    return () => {
      if (released) return
      released = true
      this.release(key, call)
    }
  }

  private start(key: string, fetch: ResultFetcher<T>): InFlight<T> {
    const existing = this.inFlight.get(key)
    if (existing) {
      existing.waiting += 1
      return existing
    }
    const controller = new AbortController()
    const isCurrent = () => this.inFlight.get(key)?.controller === controller
    const settle = (action: ResultsAction<T>) => {
      if (!isCurrent()) return
      this.inFlight.delete(key)
      this.dispatch(action)
    }
    this.dispatch(resultsActions.requested(key))
    const promise = new Promise<T>((resolve) => resolve(fetch(controller.signal))).then(
      (result) => {
        settle(resultsActions.received(key, result))
        return result
      },
      (error: unknown) => {
        settle(resultsActions.failed(key))
        throw error
      },
    )
    const call: InFlight<T> = { controller, promise, waiting: 1 }
    this.inFlight.set(key, call)
    return call
  }

  private release(key: string, call: InFlight<T>): void {
    call.waiting -= 1
    if (call.waiting > 0 || this.inFlight.get(key) !== call) return
    this.abandon(key)
  }

  /** Aborts and forgets the call in progress for a key, if any. */
  private abandon(key: string): void {
    const call = this.inFlight.get(key)
    if (!call) return
    this.inFlight.delete(key)
    call.controller.abort()
    this.dispatch(resultsActions.cancelled(key))
  }

  private dispatch(action: ResultsAction<T>): void {
    const next = resultsReducer(this.state, action)
    if (next === this.state) return
    this.state = next
    for (const listener of this.listeners) listener()
  }
}
