import { useEffect, useState, useSyncExternalStore } from 'react'

import type { MemberAddress } from '../../../contracts/session'
import type { AddressBookGateway } from './gateway'
import { initialAddressBookState, type AddressBookState } from './state'
import { AddressBookStore } from './store'

const serverSnapshot = (): AddressBookState => initialAddressBookState

/** The address book of the page (one store per mounted page), loaded on mount. */
export function useAddressBook(gateway: AddressBookGateway, onChange?: (addresses: MemberAddress[]) => void): { state: AddressBookState; store: AddressBookStore } {
  const [store] = useState(() => new AddressBookStore(gateway, onChange))
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot)
  useEffect(() => {
    void store.load()
  }, [store])
  return { state, store }
}
