import { createContext, useContext, useMemo, useReducer } from 'react'
import type { ReactNode } from 'react'

import { missingProviderError } from '../errors'
import { cartFeedbackActions, cartFeedbackReducer, initialCartFeedbackState } from './state'
import type { AddedItem, CartFeedbackState } from './state'

export type CartFeedbackContextValue = CartFeedbackState & {
  /** The minicart confirms this item (open it with the UI store's openMinicart). */
  showAddedItem: (item: AddedItem) => void
  /** Back to the whole cart (e.g. when the minicart closes). */
  clearAddedItem: () => void
}

export const CartFeedbackContext = createContext<CartFeedbackContextValue | undefined>(undefined)
CartFeedbackContext.displayName = 'CartFeedbackContext'

export interface CartFeedbackProviderProps {
  children?: ReactNode
  initialState?: CartFeedbackState
}

export function CartFeedbackProvider({ children, initialState = initialCartFeedbackState }: CartFeedbackProviderProps) {
  const [state, dispatch] = useReducer(cartFeedbackReducer, initialState)
  // The actions keep their identity for the provider's life (dispatch never changes).
  const actions = useMemo(
    () => ({
      showAddedItem: (item: AddedItem) => dispatch(cartFeedbackActions.itemAdded(item)),
      clearAddedItem: () => dispatch(cartFeedbackActions.cleared()),
    }),
    [],
  )
  const value = useMemo<CartFeedbackContextValue>(() => ({ ...state, ...actions }), [state, actions])
  return <CartFeedbackContext.Provider value={value}>{children}</CartFeedbackContext.Provider>
}

export function useCartFeedback(): CartFeedbackContextValue {
  const context = useContext(CartFeedbackContext)
  if (context === undefined) throw missingProviderError('CartFeedbackContext')
  return context
}
