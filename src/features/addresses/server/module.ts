import type { FeatureModule } from '../../../server/feature-module'
import { addressBookRoutes } from './routes'
import { AddressBook } from './service'

export type { AddressBook }

declare module '../../../server/feature-module' {
  interface FeatureServices {
    addresses: AddressBook
  }
}

/**
 * The address book (Endereços): a member's delivery addresses and the favourite. Its addresses are the
 * member's own data, kept by the accounts' store (the member's profile answers carry them too): no
 * tables of its own.
 */
export const addressesModule: FeatureModule<'addresses'> = {
  name: 'addresses',
  migrations: [],
  start(core) {
    const addressBook = new AddressBook({
      store: core.members,
      addressOfCep: (digits) => core.ceps.addressOf(digits),
      newId: () => core.newId().replace(/-/g, ''),
    })
    return { services: addressBook, routes: async (app) => addressBookRoutes(app, { auth: core.auth, addressBook }) }
  },
}
