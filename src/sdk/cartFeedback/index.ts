export { CartFeedbackContext, CartFeedbackProvider, useCartFeedback } from './Provider'
export type { CartFeedbackContextValue, CartFeedbackProviderProps } from './Provider'
export { cartFeedbackActions, cartFeedbackReducer, initialCartFeedbackState } from './state'
export type { AddedItem, CartFeedbackAction, CartFeedbackState } from './state'
