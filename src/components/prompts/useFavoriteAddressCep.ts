import { useContext, useEffect, useRef } from 'react'

import { useSession } from '../../sdk/session'
import { AccountContext } from '../session/AccountProvider'
import { useSubmitCep } from './useSubmitCep'

/**
 * When the page loads with no stored CEP and the logged-in user's favourite
 * address has a postal code, that code is used and stored.
 */
export function useFavoriteAddressCep(): void {
  const { postalCode } = useSession()
  const account = useContext(AccountContext)
  const submit = useSubmitCep()
  const favourite = account?.favoritePostalCode ?? null
  const decided = useRef(false)
  const status = account?.state.status

  // Decided once, when the account has loaded (after the stored session was read).
  useEffect(() => {
    if (decided.current || !status || status === 'loading') return
    decided.current = true
    if (!postalCode && favourite) void submit(favourite)
  }, [status, favourite, postalCode, submit])
}
