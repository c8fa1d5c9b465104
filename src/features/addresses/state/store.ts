import type { MemberAddress } from '../../../contracts/session'
import type { AddressBookGateway } from './gateway'
import { addressBookActions, addressBookReducer, initialAddressBookState, type AddressBookAction, type AddressBookState } from './state'

type Listener = () => void

/**
 * The address book over a gateway: loaded once, changed one address at a
 * time; `onChange` hears every new book (the account then drops its cached
 * profile, so the favourite feeds the CEP prompt). Framework-agnostic.
 */
export class AddressBookStore {
  private state: AddressBookState = initialAddressBookState
  private readonly listeners = new Set<Listener>()

  constructor(
    private readonly gateway: AddressBookGateway,
    private readonly onChange: (addresses: MemberAddress[]) => void = () => {},
  ) {}

  getState = (): AddressBookState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  async load(): Promise<void> {
    this.dispatch(addressBookActions.loadStarted())
    try {
      this.dispatch(addressBookActions.loaded(await this.gateway.list()))
    } catch (error) {
      console.error('address book failed', error)
      this.dispatch(addressBookActions.loadFailed())
    }
  }

  add = (input: Record<string, unknown>) => this.change('new', () => this.gateway.add(input))
  update = (id: string, input: Record<string, unknown>) => this.change(id, () => this.gateway.update(id, input))
  remove = (id: string) => this.change(id, () => this.gateway.remove(id))
  makeFavourite = (id: string) => this.change(id, () => this.gateway.makeFavourite(id))

  /** One change; rejects (the book unchanged) when refused, so the form can show why. */
  private async change(id: string, call: () => Promise<MemberAddress[]>): Promise<MemberAddress[]> {
    this.dispatch(addressBookActions.changeStarted(id))
    try {
      const addresses = await call()
      this.dispatch(addressBookActions.changed(addresses))
      this.onChange(addresses)
      return addresses
    } catch (error) {
      this.dispatch(addressBookActions.changeFailed())
      throw error
    }
  }

  private dispatch(action: AddressBookAction): void {
    this.state = addressBookReducer(this.state, action)
    for (const listener of this.listeners) listener()
  }
}
