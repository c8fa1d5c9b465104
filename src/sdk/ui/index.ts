export { UIContext, UIProvider, useUI } from './Provider'
export type { UIContextValue, UIProviderProps } from './Provider'
export { initialUIState, uiActions, uiReducer } from './state'
export type { UIAction, UIState } from './state'
