import { AddressBookView } from '../../account-addresses/AddressBookView'
import { useAccount } from '../AccountProvider'
import type { AccountViewProps } from '../../../features/account'

/** /account/addresses: the address book the checkout uses too; the favourite feeds the CEP prompt. */
export function AccountAddresses({ account: { profile } }: AccountViewProps) {
  const { refresh } = useAccount()
  return (
    <AddressBookView
      recipient={{ firstname: profile.getUserProfile.claims.given_name, lastname: profile.getUserProfile.claims.family_name }}
      onChange={refresh}
    />
  )
}
