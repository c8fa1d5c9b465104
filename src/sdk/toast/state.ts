/** Toasts: a queue; the first non-persistent toast expires after TOAST_DURATION_MS; any can be closed by hand. */

export type ToastVariant = 'success' | 'error' | 'abandoned'

export const TOAST_VARIANTS: readonly ToastVariant[] = ['success', 'error', 'abandoned']

/** Why a toast left the queue. */
export type ToastCloseReason = 'manual' | 'timeout'

export interface Toast {
  id: string
  text: string
  variant: ToastVariant
  image?: string
  subtext?: string
  /** A persistent toast never expires; it is only closed manually. */
  persist?: boolean
  /** Called when the toast is closed, manually or by its timer. */
  onClose?: (reason: ToastCloseReason) => void
}

/** A toast to show; the id is generated when missing. */
export type ToastInput = Omit<Toast, 'id'> & { id?: string }

export type ToastQueue = readonly Toast[]

export type ToastAction = { type: 'push'; toast: Toast } | { type: 'remove'; id: string }

/** A pushed toast with the id of a queued one replaces it in place. */
export function toastQueueReducer(queue: ToastQueue, action: ToastAction): ToastQueue {
  switch (action.type) {
    case 'push': {
      const index = queue.findIndex((toast) => toast.id === action.toast.id)
      if (index === -1) return [...queue, action.toast]
      return queue.map((toast, i) => (i === index ? action.toast : toast))
    }
    case 'remove': {
      const next = queue.filter((toast) => toast.id !== action.id)
      return next.length === queue.length ? queue : next
    }
    default:
      return queue
  }
}

/** The toast whose timer runs: the first non-persistent one. */
export const expiringToast = (queue: ToastQueue): Toast | undefined => queue.find((toast) => !toast.persist)
