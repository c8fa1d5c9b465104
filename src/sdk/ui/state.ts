import { unknownUIStateError } from '../errors'

/** UI state: the minicart is closed by default. */
export interface UIState {
  displayMinicart: boolean
}

export type UIAction = { type: 'openMinicart' } | { type: 'closeMinicart' }

export const initialUIState: Readonly<UIState> = Object.freeze({ displayMinicart: false })

export const uiActions = {
  openMinicart: (): UIAction => ({ type: 'openMinicart' }),
  closeMinicart: (): UIAction => ({ type: 'closeMinicart' }),
}

/** Unknown actions throw `Unknown UI state`. */
export function uiReducer(state: UIState, action: UIAction): UIState {
  switch (action.type) {
    case 'openMinicart':
      return state.displayMinicart ? state : { ...state, displayMinicart: true }
    case 'closeMinicart':
      return state.displayMinicart ? { ...state, displayMinicart: false } : state
    default:
      throw unknownUIStateError()
  }
}
