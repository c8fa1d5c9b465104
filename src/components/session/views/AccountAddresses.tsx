import { AddressBookView } from '../../account-addresses/AddressBookView'
import { useAccount } from '../AccountProvider'
import { accountPaths } from '../account-links'
import { AccountFrame } from './AccountFrame'

/** /account/addresses: the address book the checkout uses too; the favourite feeds the CEP prompt. */
export function AccountAddresses() {
  const { refresh } = useAccount()
  return (
    <AccountFrame current={accountPaths().addresses} title="Endereços">
      {({ profile }) => (
        <AddressBookView
          recipient={{ firstname: profile.getUserProfile.claims.given_name, lastname: profile.getUserProfile.claims.family_name }}
          onChange={refresh}
        />
      )}
    </AccountFrame>
  )
}
