import { createContext, useContext, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'

import { missingProviderError } from '../errors'
import type { PlacementGateway } from './gateway'
import { INITIAL_PLACEMENT_STATE, type PlacementState } from './state'
import { PlacementStore, type PlaceOrderInput } from './store'

export interface PlacementContextValue {
  state: PlacementState
  place: (input: PlaceOrderInput) => Promise<PlacementState>
  reset: () => void
}

export const PlacementContext = createContext<PlacementContextValue | undefined>(undefined)
PlacementContext.displayName = 'PlacementContext'

export interface PlacementProviderProps {
  children?: ReactNode
  gateway: PlacementGateway
  /** An existing store (tests); `gateway` is then ignored. */
  store?: PlacementStore
}

const serverSnapshot = (): PlacementState => INITIAL_PLACEMENT_STATE

/** The order placement of the payment step (mounted by that page only). */
export function PlacementProvider({ children, gateway, store: givenStore }: PlacementProviderProps) {
  const [store] = useState(() => givenStore ?? new PlacementStore(gateway))
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot)
  const [value] = useState(() => ({ place: (input: PlaceOrderInput) => store.place(input), reset: () => store.reset() }))
  return <PlacementContext.Provider value={{ state, ...value }}>{children}</PlacementContext.Provider>
}

export function usePlacement(): PlacementContextValue {
  const context = useContext(PlacementContext)
  if (context === undefined) throw missingProviderError('PlacementContext')
  return context
}
