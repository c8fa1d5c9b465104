import { useContext } from 'react'

import { CepContext } from '../../sdk/cep/Provider'
import { SessionContext } from '../../sdk/session/Provider'
import { UIContext } from '../../sdk/ui/Provider'
import { AccountContext } from '../session/AccountProvider'

export interface ShellSession {
  /** An account provider is mounted: the session UI's own widgets can be used. */
  hasAccount: boolean
  isLoggedIn: boolean
  firstName: string | null
  /** Cashback balance in cents (null: unknown or logged out, shown masked). */
  cashbackCents: number | null
  postalCode: string | null
  openMinicart: (() => void) | null
  /** Opens the CEP modal (the header's delivery widget). */
  openCepModal: (() => void) | null
  logout: (() => void) | undefined
}

/**
 * What the shell shows of the store toolkit's and the account's state. Reads
 * the contexts directly so the shell also renders (logged out, empty cart)
 * where a provider is not mounted, e.g. in isolated tests. Not the cart: the
 * cart buttons read it themselves (useCartQuantity), so a cart change does not
 * render the shell.
 */
export function useShellSession(): ShellSession {
  const session = useContext(SessionContext)
  const ui = useContext(UIContext)
  const cep = useContext(CepContext)
  const account = useContext(AccountContext)
  const user = session?.user ?? null
  const isLoggedIn = account ? account.isLoggedIn : user !== null
  const profileName =
    account?.state.status === 'authenticated' ? account.state.profile.getUserProfile.claims.given_name ?? null : null
  return {
    hasAccount: account !== undefined,
    isLoggedIn,
    firstName: profileName ?? user?.givenName ?? null,
    cashbackCents: account?.cashback ?? null,
    postalCode: session?.postalCode ?? account?.favoritePostalCode ?? null,
    openMinicart: ui ? ui.openMinicart : null,
    openCepModal: cep ? cep.openCepModal : null,
    logout: account && isLoggedIn ? () => void account.logout() : undefined,
  }
}
