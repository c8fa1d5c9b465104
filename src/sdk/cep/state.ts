import type { PostalCodeAddress } from '../../contracts/address'
import { unknownStoreActionError } from '../errors'

/**
 * The CEP prompt's state, shared by the header's
 * delivery widget and the prompts: whether the CEP modal is open, and the
 * address of the last submitted CEP (null when unknown or the lookup failed).
 * The CEP itself is the session's postalCode.
 */
export interface CepState {
  isOpen: boolean
  address: PostalCodeAddress | null
}

export type CepAction = { type: 'opened' } | { type: 'closed' } | { type: 'addressFound'; address: PostalCodeAddress | null }

export const initialCepState: Readonly<CepState> = Object.freeze({ isOpen: false, address: null })

export const cepActions = {
  opened: (): CepAction => ({ type: 'opened' }),
  closed: (): CepAction => ({ type: 'closed' }),
  /** The lookup's answer; null (a failed lookup) clears the address. */
  addressFound: (address: PostalCodeAddress | null): CepAction => ({ type: 'addressFound', address }),
}

/** Unknown actions throw `Unknown action of CEP prompt`. */
export function cepReducer(state: CepState, action: CepAction): CepState {
  switch (action.type) {
    case 'opened':
      return state.isOpen ? state : { ...state, isOpen: true }
    case 'closed':
      return state.isOpen ? { ...state, isOpen: false } : state
    case 'addressFound':
      return state.address === action.address ? state : { ...state, address: action.address }
    default:
      throw unknownStoreActionError('CEP prompt')
  }
}
