import { createContext, useContext, useMemo, useReducer } from 'react'
import type { ReactNode } from 'react'

import type { PostalCodeAddress } from '../../contracts/address'
import { missingProviderError } from '../errors'
import { cepActions, cepReducer, initialCepState } from './state'
import type { CepState } from './state'

export type CepContextValue = CepState & {
  /** Opens the CEP modal (e.g. from the header's delivery widget). */
  openCepModal: () => void
  closeCepModal: () => void
  /** The address of the submitted CEP; null when the lookup failed. */
  setCepAddress: (address: PostalCodeAddress | null) => void
}

export const CepContext = createContext<CepContextValue | undefined>(undefined)
CepContext.displayName = 'CepContext'

export interface CepProviderProps {
  children?: ReactNode
  initialState?: CepState
}

export function CepProvider({ children, initialState = initialCepState }: CepProviderProps) {
  const [state, dispatch] = useReducer(cepReducer, initialState)
  // The actions keep their identity for the provider's life (dispatch never changes).
  const actions = useMemo(
    () => ({
      openCepModal: () => dispatch(cepActions.opened()),
      closeCepModal: () => dispatch(cepActions.closed()),
      setCepAddress: (address: PostalCodeAddress | null) => dispatch(cepActions.addressFound(address)),
    }),
    [],
  )
  const value = useMemo<CepContextValue>(() => ({ ...state, ...actions }), [state, actions])
  return <CepContext.Provider value={value}>{children}</CepContext.Provider>
}

export function useCep(): CepContextValue {
  const context = useContext(CepContext)
  if (context === undefined) throw missingProviderError('CepContext')
  return context
}
