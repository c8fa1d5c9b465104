import { createContext, useContext, useMemo, useReducer } from 'react'
import type { ReactNode } from 'react'

import { missingProviderError } from '../errors'
import { initialUIState, uiActions, uiReducer } from './state'
import type { UIState } from './state'

export type UIContextValue = UIState & {
  openMinicart: () => void
  closeMinicart: () => void
}

export const UIContext = createContext<UIContextValue | undefined>(undefined)
UIContext.displayName = 'UIContext'

export interface UIProviderProps {
  children?: ReactNode
  initialState?: UIState
}

export function UIProvider({ children, initialState = initialUIState }: UIProviderProps) {
  const [state, dispatch] = useReducer(uiReducer, initialState)
  const value = useMemo<UIContextValue>(
    () => ({
      ...state,
      openMinicart: () => dispatch(uiActions.openMinicart()),
      closeMinicart: () => dispatch(uiActions.closeMinicart()),
    }),
    [state],
  )
  return <UIContext.Provider value={value}>{children}</UIContext.Provider>
}

export function useUI(): UIContextValue {
  const context = useContext(UIContext)
  if (context === undefined) throw missingProviderError('UIContext')
  return context
}
