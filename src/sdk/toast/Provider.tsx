import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import type { ReactNode } from 'react'

import { TOAST_DURATION_MS } from '../../config/constants'
import { missingProviderError } from '../errors'
import { expiringToast, toastQueueReducer } from './state'
import type { Toast, ToastCloseReason, ToastInput, ToastQueue } from './state'

export interface ToastContextValue {
  /** The queue, oldest first. */
  toasts: ToastQueue
  /** Queues a toast and returns its id. */
  pushToast: (toast: ToastInput) => string
  /** Closes a toast (calling its onClose); unknown ids are ignored. */
  closeToast: (id: string) => void
}

export const ToastContext = createContext<ToastContextValue | undefined>(undefined)
ToastContext.displayName = 'ToastContext'

export interface ToastProviderProps {
  children?: ReactNode
  /** Life of a non-persistent toast; defaults to TOAST_DURATION_MS (8 s). */
  durationMs?: number
}

const EMPTY_QUEUE: ToastQueue = []

export function ToastProvider({ children, durationMs = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastQueueReducer, EMPTY_QUEUE)
  const toastsRef = useRef(toasts)
  toastsRef.current = toasts
  const nextIdRef = useRef(0)

  const close = useCallback((id: string, reason: ToastCloseReason) => {
    const toast: Toast | undefined = toastsRef.current.find((queued) => queued.id === id)
    if (!toast) return
    toastsRef.current = toastsRef.current.filter((queued) => queued.id !== id)
    dispatch({ type: 'remove', id })
    toast.onClose?.(reason)
  }, [])

  const pushToast = useCallback((input: ToastInput): string => {
    nextIdRef.current += 1
    const id = input.id ?? `toast-${nextIdRef.current}`
    const toast: Toast = { ...input, id }
    toastsRef.current = toastQueueReducer(toastsRef.current, { type: 'push', toast })
    dispatch({ type: 'push', toast })
    return id
  }, [])

  const closeToast = useCallback((id: string) => close(id, 'manual'), [close])

  const expiring = expiringToast(toasts)
  const expiringId = expiring?.id
  useEffect(() => {
    if (expiringId === undefined) return undefined
    const timer = setTimeout(() => close(expiringId, 'timeout'), durationMs)
    return () => clearTimeout(timer)
  }, [expiringId, durationMs, close])

  const value = useMemo<ToastContextValue>(() => ({ toasts, pushToast, closeToast }), [toasts, pushToast, closeToast])

  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext)
  if (context === undefined) throw missingProviderError('ToastContext')
  return context
}
