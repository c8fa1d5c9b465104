import type { MemberAddress } from '../../../contracts/session'
import { unknownStoreActionError } from '../../../sdk/errors'

/**
 * The member's address book as the account shows it: loading, failed, or
 * ready with the addresses and which one (if any) is being changed.
 */
export type AddressBookState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; addresses: MemberAddress[]; busyId: string | null }

export type AddressBookAction =
  | { type: 'loadStarted' }
  | { type: 'loaded'; addresses: MemberAddress[] }
  | { type: 'loadFailed' }
  | { type: 'changeStarted'; id: string }
  | { type: 'changed'; addresses: MemberAddress[] }
  | { type: 'changeFailed' }

export const initialAddressBookState: Readonly<AddressBookState> = Object.freeze({ status: 'idle' })

export const addressBookActions = {
  loadStarted: (): AddressBookAction => ({ type: 'loadStarted' }),
  loaded: (addresses: MemberAddress[]): AddressBookAction => ({ type: 'loaded', addresses }),
  loadFailed: (): AddressBookAction => ({ type: 'loadFailed' }),
  /** A change of one address began ('new' for an addition). */
  changeStarted: (id: string): AddressBookAction => ({ type: 'changeStarted', id }),
  changed: (addresses: MemberAddress[]): AddressBookAction => ({ type: 'changed', addresses }),
  changeFailed: (): AddressBookAction => ({ type: 'changeFailed' }),
}

/** Unknown actions throw `Unknown action of address book`. A failed change keeps the book as it was. */
export function addressBookReducer(state: AddressBookState, action: AddressBookAction): AddressBookState {
  switch (action.type) {
    case 'loadStarted':
      return state.status === 'ready' ? state : { status: 'loading' }
    case 'loaded':
    case 'changed':
      return { status: 'ready', addresses: action.addresses, busyId: null }
    case 'loadFailed':
      return { status: 'failed' }
    case 'changeStarted':
      return state.status === 'ready' ? { ...state, busyId: action.id } : state
    case 'changeFailed':
      return state.status === 'ready' ? { ...state, busyId: null } : state
    default:
      throw unknownStoreActionError('address book')
  }
}

/** The favourite address of a ready book, or null. */
export const favouriteAddress = (state: AddressBookState): MemberAddress | null =>
  state.status === 'ready' ? (state.addresses.find((address) => address.is_favorite) ?? null) : null
