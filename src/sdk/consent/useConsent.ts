import { useCallback, useSyncExternalStore } from 'react'

import type { ConsentChoice } from '../../contracts/consent'
import { consentStore, type ConsentRepository } from './store'

const serverChoice = (): ConsentChoice | null => null

/** The current choice (null before one), re-rendered when it changes. */
export function useConsent(store: ConsentRepository = consentStore()): ConsentChoice | null {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store])
  return useSyncExternalStore(subscribe, store.choice, serverChoice)
}
