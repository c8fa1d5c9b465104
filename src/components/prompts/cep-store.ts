import { useSyncExternalStore } from 'react'

import type { PostalCodeAddress } from '../../commerce/address'

/** The CEP modal's state, shared by the header's CEP widget and the prompts. */
export interface CepModalState {
  isOpen: boolean
  /** The address of the last submitted CEP (null when unknown or the lookup failed). */
  address: PostalCodeAddress | null
}

let state: CepModalState = { isOpen: false, address: null }
const listeners = new Set<() => void>()
const INITIAL: CepModalState = { isOpen: false, address: null }

function update(patch: Partial<CepModalState>): void {
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

/** Opens the CEP modal (e.g. from the header's delivery widget). */
export const openCepModal = (): void => update({ isOpen: true })
export const closeCepModal = (): void => update({ isOpen: false })
export const setCepAddress = (address: PostalCodeAddress | null): void => update({ address })

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useCepModal(): CepModalState & { open: () => void; close: () => void } {
  const current = useSyncExternalStore(subscribe, () => state, () => INITIAL)
  return { ...current, open: openCepModal, close: closeCepModal }
}
