/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'

import { TOAST_DURATION_MS } from '../../config/constants'
import { ToastProvider, useToast } from '../toast/Provider'
import { expiringToast, TOAST_VARIANTS, toastQueueReducer } from '../toast/state'
import type { Toast } from '../toast/state'

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>
const texts = (toasts: readonly Toast[]) => toasts.map((toast) => toast.text)

beforeEach(() => {
  jest.useFakeTimers()
})

afterEach(() => {
  jest.useRealTimers()
})

describe('toast queue', () => {
  it('has the variants success, error and abandoned', () => {
    expect(TOAST_VARIANTS).toEqual(['success', 'error', 'abandoned'])
  })

  it('queues toasts in order and replaces a toast pushed again with its id', () => {
    const a: Toast = { id: 'a', text: 'A', variant: 'success' }
    const b: Toast = { id: 'b', text: 'B', variant: 'error' }
    let queue = toastQueueReducer([], { type: 'push', toast: a })
    queue = toastQueueReducer(queue, { type: 'push', toast: b })
    queue = toastQueueReducer(queue, { type: 'push', toast: { ...a, text: 'A2' } })
    expect(texts(queue)).toEqual(['A2', 'B'])
    expect(texts(toastQueueReducer(queue, { type: 'remove', id: 'a' }))).toEqual(['B'])
  })

  it('the expiring toast is the first non-persistent one', () => {
    const queue: Toast[] = [
      { id: 'p', text: 'P', variant: 'abandoned', persist: true },
      { id: 'n', text: 'N', variant: 'success' },
    ]
    expect(expiringToast(queue)?.id).toBe('n')
    expect(expiringToast([queue[0]])).toBeUndefined()
  })
})

describe('ToastProvider', () => {
  it('keeps every field of a toast and generates an id', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    const onClose = jest.fn()
    let id = ''
    act(() => {
      id = result.current.pushToast({
        text: 'Produto adicionado',
        subtext: 'Tênis de corrida',
        image: '/img.png',
        variant: 'success',
        persist: false,
        onClose,
      })
    })
    expect(id).not.toBe('')
    expect(result.current.toasts).toEqual([
      { id, text: 'Produto adicionado', subtext: 'Tênis de corrida', image: '/img.png', variant: 'success', persist: false, onClose },
    ])
  })

  it('removes the first non-persistent toast after 8 s and calls its onClose', () => {
    expect(TOAST_DURATION_MS).toBe(8000)
    const { result } = renderHook(() => useToast(), { wrapper })
    const onClose = jest.fn()
    act(() => {
      result.current.pushToast({ text: 'A', variant: 'success', onClose })
    })
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1)
    })
    expect(texts(result.current.toasts)).toEqual(['A'])
    expect(onClose).not.toHaveBeenCalled()
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(result.current.toasts).toEqual([])
    expect(onClose).toHaveBeenCalledWith('timeout')
  })

  it('runs one timer at a time: the next toast gets its 8 s after the first leaves', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => {
      result.current.pushToast({ text: 'A', variant: 'success' })
    })
    act(() => {
      jest.advanceTimersByTime(5000)
    })
    act(() => {
      result.current.pushToast({ text: 'B', variant: 'error' })
    })
    act(() => {
      jest.advanceTimersByTime(3000)
    })
    expect(texts(result.current.toasts)).toEqual(['B'])
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1)
    })
    expect(texts(result.current.toasts)).toEqual(['B'])
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(result.current.toasts).toEqual([])
  })

  it('never expires a persistent toast; the timer goes to the first non-persistent one', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => {
      result.current.pushToast({ text: 'Seu carrinho te espera', variant: 'abandoned', persist: true })
      result.current.pushToast({ text: 'B', variant: 'success' })
    })
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS)
    })
    expect(texts(result.current.toasts)).toEqual(['Seu carrinho te espera'])
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS * 10)
    })
    expect(texts(result.current.toasts)).toEqual(['Seu carrinho te espera'])
  })

  it('closes any toast manually, calling its onClose once', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    const onPersistClose = jest.fn()
    const onClose = jest.fn()
    let persistent = ''
    let plain = ''
    act(() => {
      persistent = result.current.pushToast({ text: 'P', variant: 'abandoned', persist: true, onClose: onPersistClose })
      plain = result.current.pushToast({ text: 'N', variant: 'error', onClose })
    })
    act(() => result.current.closeToast(persistent))
    expect(onPersistClose).toHaveBeenCalledWith('manual')
    expect(texts(result.current.toasts)).toEqual(['N'])
    act(() => result.current.closeToast(plain))
    act(() => result.current.closeToast(plain))
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS * 2)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledWith('manual')
    expect(result.current.toasts).toEqual([])
  })

  it('restarts the timer for the next toast after a manual close of the expiring one', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    let first = ''
    act(() => {
      first = result.current.pushToast({ text: 'A', variant: 'success' })
      result.current.pushToast({ text: 'B', variant: 'success' })
    })
    act(() => {
      jest.advanceTimersByTime(6000)
    })
    act(() => result.current.closeToast(first))
    act(() => {
      jest.advanceTimersByTime(6000)
    })
    expect(texts(result.current.toasts)).toEqual(['B'])
    act(() => {
      jest.advanceTimersByTime(2000)
    })
    expect(result.current.toasts).toEqual([])
  })

  it('useToast throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useToast())).toThrow('[store-sdk]: ToastContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
