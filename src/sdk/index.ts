/**
 * The store toolkit: session, search state, infinite pages, UI, toasts, cart, cart feedback, CEP prompt,
 * kept answers, page loading, form submissions, server reads, the address book and order placement.
 */
export * from './errors'
export * from './storage'
export * from './session'
export * from './search'
export * from './ui'
export * from './toast'
export * from './cart'
export * from './cartFeedback'
export * from './cep'
export * from './results'
export * from './pageLoading'
export * from './form'
export * from './resource'
export * from './addressBook'
export { StoreProvider } from './StoreProvider'
export type { StoreProviderProps } from './StoreProvider'
export * from './checkout'
