export { ToastContext, ToastProvider, useToast } from './Provider'
export type { ToastContextValue, ToastProviderProps } from './Provider'
export { expiringToast, TOAST_VARIANTS, toastQueueReducer } from './state'
export type { Toast, ToastAction, ToastCloseReason, ToastInput, ToastQueue, ToastVariant } from './state'
