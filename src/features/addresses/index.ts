import type { AccountPageEntry, AccountView } from '../account'

/** Endereços: the member's address book (the checkout offers it too; the favourite feeds the CEP prompt). */
export const addressesPage: AccountPageEntry = {
  kind: 'page',
  id: 'addresses',
  path: 'addresses',
  title: 'Endereços',
  menus: { section: { label: 'Endereços', order: 6 } },
  load: () => import('./ui/AddressesView').then((module): AccountView => module.AccountAddresses),
}

export { addressBookApi, type AddressBookApi } from './client'
export { useAddressBook, favouriteAddress, type AddressBookGateway } from './state'
