/** @jest-environment jsdom */
import './textEncoderPolyfill'
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { IDLE_PAGE_LOADING, pageLoadingActions, pageLoadingReducer } from '../pageLoading/state'
import type { PageLoadingAction } from '../pageLoading/state'
import { createPageLoadingStore, usePageLoadingState } from '../pageLoading/store'

describe('page loading reducer', () => {
  it('is idle until a navigation starts', () => {
    expect(IDLE_PAGE_LOADING).toEqual({ startedAt: null, delayed: false })
    expect(pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.started(1000))).toEqual({ startedAt: 1000, delayed: false })
  })

  it('a delayed navigation keeps its start, or starts then', () => {
    const started = pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.started(1000))
    expect(pageLoadingReducer(started, pageLoadingActions.delayed(2500))).toEqual({ startedAt: 1000, delayed: true })
    expect(pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.delayed(2500))).toEqual({ startedAt: 2500, delayed: true })
  })

  it('a new navigation restarts the clock and clears the delay', () => {
    const delayed = pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.delayed(2500))
    expect(pageLoadingReducer(delayed, pageLoadingActions.started(3000))).toEqual({ startedAt: 3000, delayed: false })
  })

  it('finishing goes back to idle; finishing when idle keeps the same state', () => {
    const delayed = pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.delayed(2500))
    expect(pageLoadingReducer(delayed, pageLoadingActions.finished())).toBe(IDLE_PAGE_LOADING)
    expect(pageLoadingReducer(IDLE_PAGE_LOADING, pageLoadingActions.finished())).toBe(IDLE_PAGE_LOADING)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'reset' } as unknown as PageLoadingAction
    expect(() => pageLoadingReducer(IDLE_PAGE_LOADING, action)).toThrow('[store-sdk]: Unknown action of page loading')
  })
})

describe('page loading store', () => {
  it('notifies on changes only', () => {
    const store = createPageLoadingStore()
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    store.finish()
    expect(listener).not.toHaveBeenCalled()
    store.start(1000)
    store.delayed(2000)
    expect(store.getState()).toEqual({ startedAt: 1000, delayed: true })
    store.finish()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    store.start(3000)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('the hook follows the store, and is idle in server rendering', () => {
    const store = createPageLoadingStore()
    store.start(1000)
    function Probe() {
      return <>{String(usePageLoadingState(store).startedAt)}</>
    }
    expect(renderToString(<Probe />)).toBe('null')
    const { result } = renderHook(() => usePageLoadingState(store))
    expect(result.current.startedAt).toBe(1000)
    act(() => store.finish())
    expect(result.current).toBe(IDLE_PAGE_LOADING)
  })
})
