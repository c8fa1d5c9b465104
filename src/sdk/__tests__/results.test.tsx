/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { ResultsProvider, ResultsRegistry, resultsKind, useResultsState, useResultsStore } from '../results/Provider'
import { initialResultsState, resultOf, resultsActions, resultsReducer } from '../results/state'
import type { ResultsAction, ResultsState } from '../results/state'
import { ResultsStore } from '../results/store'

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

/** A fetcher whose calls wait for the test; records each call's abort signal. */
function controlledFetcher<T>() {
  const calls: Array<Deferred<T> & { signal: AbortSignal }> = []
  const fetch = jest.fn((signal: AbortSignal) => {
    const call = { ...deferred<T>(), signal }
    calls.push(call)
    return call.promise
  })
  return { fetch, calls }
}

const settle = () => act(async () => undefined)
/** Lets every settled call reach the store. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('results reducer', () => {
  const empty = initialResultsState<string>()

  it('marks a key loading, then keeps its answer', () => {
    const loading = resultsReducer(empty, resultsActions.requested('a'))
    expect(loading).toEqual({ a: { status: 'loading' } })
    expect(resultsReducer(loading, resultsActions.requested('a'))).toBe(loading)
    const done = resultsReducer(loading, resultsActions.received('a', 'A'))
    expect(done).toEqual({ a: { status: 'done', result: 'A' } })
    expect(resultOf(done, 'a')).toBe('A')
    expect(resultsReducer(done, resultsActions.requested('a'))).toBe(done)
    expect(resultsReducer(done, resultsActions.received('a', 'A'))).toBe(done)
  })

  it('a failure is recorded only for a key being asked, and is asked again on request', () => {
    const failed = resultsReducer(resultsReducer(empty, resultsActions.requested('a')), resultsActions.failed('a'))
    expect(failed).toEqual({ a: { status: 'failed' } })
    expect(resultOf(failed, 'a')).toBeUndefined()
    expect(resultsReducer(failed, resultsActions.requested('a'))).toEqual({ a: { status: 'loading' } })
    expect(resultsReducer(empty, resultsActions.failed('b'))).toBe(empty)
  })

  it('a cancelled request is forgotten; a kept answer is not', () => {
    const loading = resultsReducer(empty, resultsActions.requested('a'))
    expect(resultsReducer(loading, resultsActions.cancelled('a'))).toEqual({})
    const done = resultsReducer(loading, resultsActions.received('a', 'A'))
    expect(resultsReducer(done, resultsActions.cancelled('a'))).toBe(done)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'reset', key: 'a' } as unknown as ResultsAction<string>
    expect(() => resultsReducer(empty, action)).toThrow('[store-sdk]: Unknown action of results')
  })
})

describe('ResultsStore', () => {
  it('load: one call per key, its answer kept; callers in flight share the call', async () => {
    const store = new ResultsStore<string>()
    const { fetch, calls } = controlledFetcher<string>()
    const a = store.load('k', fetch)
    const b = store.load('k', fetch)
    expect(store.getState()).toEqual({ k: { status: 'loading' } })
    calls[0].resolve('answer')
    await expect(Promise.all([a, b])).resolves.toEqual(['answer', 'answer'])
    await expect(store.load('k', fetch)).resolves.toBe('answer')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(store.peek('k')).toBe('answer')
  })

  it('load: a failure rejects and is not kept (the next load asks again)', async () => {
    const store = new ResultsStore<string>()
    const fetch = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('answer')
    await expect(store.load('k', fetch)).rejects.toThrow('down')
    expect(store.getState()).toEqual({ k: { status: 'failed' } })
    await expect(store.load('k', fetch)).resolves.toBe('answer')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('load: a fetcher that throws at once rejects too', async () => {
    const store = new ResultsStore<string>()
    await expect(
      store.load('k', () => {
        throw new Error('bad input')
      }),
    ).rejects.toThrow('bad input')
    expect(store.getState()).toEqual({ k: { status: 'failed' } })
  })

  it('request: asks once; released by every caller before the answer, the call is aborted and forgotten', async () => {
    const store = new ResultsStore<string>()
    const { fetch, calls } = controlledFetcher<string>()
    const releaseA = store.request('k', fetch)
    const releaseB = store.request('k', fetch)
    expect(fetch).toHaveBeenCalledTimes(1)
    releaseA()
    releaseA()
    expect(calls[0].signal.aborted).toBe(false)
    releaseB()
    expect(calls[0].signal.aborted).toBe(true)
    expect(store.getState()).toEqual({})
    // The aborted call's late answer is dropped; a new request asks again.
    calls[0].resolve('late')
    await flush()
    expect(store.peek('k')).toBeUndefined()
    store.request('k', fetch)
    expect(fetch).toHaveBeenCalledTimes(2)
    calls[1].resolve('fresh')
    await flush()
    expect(store.peek('k')).toBe('fresh')
  })

  it('request: nothing is asked for a kept answer; releasing after the answer keeps it', async () => {
    const store = new ResultsStore<string>()
    const { fetch, calls } = controlledFetcher<string>()
    const release = store.request('k', fetch)
    calls[0].resolve('answer')
    await flush()
    release()
    expect(store.peek('k')).toBe('answer')
    store.request('k', fetch)()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a load keeps a call alive when the requests are released', async () => {
    const store = new ResultsStore<string>()
    const { fetch, calls } = controlledFetcher<string>()
    const release = store.request('k', fetch)
    const loaded = store.load('k', fetch)
    release()
    expect(calls[0].signal.aborted).toBe(false)
    calls[0].resolve('answer')
    await expect(loaded).resolves.toBe('answer')
  })

  it('seed: keeps an answer the page already holds, replacing a call in flight; a kept answer stays', () => {
    const store = new ResultsStore<string>()
    const { fetch, calls } = controlledFetcher<string>()
    store.request('k', fetch)
    store.seed('k', 'from the server')
    expect(calls[0].signal.aborted).toBe(true)
    expect(store.peek('k')).toBe('from the server')
    store.seed('k', 'another')
    expect(store.peek('k')).toBe('from the server')
  })

  it('notifies listeners on changes only', async () => {
    const store = new ResultsStore<string>()
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    await store.load('k', async () => 'answer')
    expect(listener).toHaveBeenCalledTimes(2)
    await store.load('k', async () => 'again')
    store.seed('k', 'again')
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    await store.load('other', async () => 'x')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('ResultsProvider', () => {
  const PAGES = resultsKind<{ total: number }>('pages')
  const TERMS = resultsKind<string[]>('terms')

  it('gives one store per kind, the same on every render and for every component', () => {
    const registry = new ResultsRegistry()
    const wrapper = ({ children }: { children?: ReactNode }) => <ResultsProvider registry={registry}>{children}</ResultsProvider>
    const { result, rerender } = renderHook(() => ({ pages: useResultsStore(PAGES), terms: useResultsStore(TERMS), again: useResultsStore(PAGES) }), {
      wrapper,
    })
    const first = result.current
    rerender()
    expect(result.current.pages).toBe(first.pages)
    expect(first.again).toBe(first.pages)
    expect(first.terms).not.toBe(first.pages)
    expect(registry.storeOf(PAGES)).toBe(first.pages)
  })

  it('each provider keeps its own answers', () => {
    const a = renderHook(() => useResultsStore(PAGES), { wrapper: ResultsProvider })
    const b = renderHook(() => useResultsStore(PAGES), { wrapper: ResultsProvider })
    a.result.current.seed('p0', { total: 3 })
    expect(b.result.current.peek('p0')).toBeUndefined()
  })

  it('useResultsState re-renders with the store’s answers', async () => {
    function Total() {
      const store = useResultsStore(PAGES)
      const state: ResultsState<{ total: number }> = useResultsState(store)
      return (
        <>
          <output data-testid="total">{resultOf(state, 'p0')?.total ?? 'none'}</output>
          <button onClick={() => store.seed('p0', { total: 37 })}>seed</button>
        </>
      )
    }
    render(
      <ResultsProvider>
        <Total />
      </ResultsProvider>,
    )
    expect(screen.getByTestId('total')).toHaveTextContent('none')
    act(() => screen.getByText('seed').click())
    await settle()
    expect(screen.getByTestId('total')).toHaveTextContent('37')
  })

  it('useResultsStore throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useResultsStore(PAGES))).toThrow('[store-sdk]: ResultsContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
