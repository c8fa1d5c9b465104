import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { accountApi } from '../../commerce/account'
import { SessionContext } from '../../sdk/session/Provider'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { favoritePostalCode, loadAccount, sessionUserOf } from './load-account'
import type { AccountApi, AccountState } from './load-account'
import { isReturnFromLogin, LOGOUT_RETURN_PATH, loginUrl, withoutLoginMarker } from './login'
import { clearCachedProfile } from '../../sdk/storage/profileCache'

export type AccountContextValue = {
  state: AccountState
  isLoggedIn: boolean
  /** Cents, or null while loading and for visitors. */
  cashback: number | null
  favoritePostalCode: string | null
  /** This page load is a return from the login page. */
  returnedFromLogin: boolean
  loginUrl: string
  /** POST /api/account/logout?returnPath=/ then goes to the answer. */
  logout: () => Promise<void>
  reload: () => void
  /** Reads the profile again from the server (after the member changed it: profile, addresses, club). */
  refresh: () => void
}

export const AccountContext = createContext<AccountContextValue | undefined>(undefined)
AccountContext.displayName = 'AccountContext'

export interface AccountProviderProps {
  children?: ReactNode
  api?: AccountApi
  /** Navigation after logout (full page load by default). */
  navigate?: (to: string) => void
}

const defaultApi = accountApi
/** The login page's only method (e-mail and password). */
const LOGIN_METHOD = 'email'
const hardNavigate = (to: string) => window.location.assign(to)

/**
 * Loads the account once per page load and keeps the toolkit session's user
 * in step with it. Mount once near the root (inside the StoreProvider).
 */
export function AccountProvider({ children, api = defaultApi, navigate = hardNavigate }: AccountProviderProps) {
  const [state, setState] = useState<AccountState>({ status: 'loading' })
  const [returnedFromLogin, setReturnedFromLogin] = useState(false)
  const [generation, setGeneration] = useState(0)
  const session = useContext(SessionContext)
  const setSession = session?.setSession
  const trackEvent = useTrackEvent()
  const loginTracked = useRef(false)

  useEffect(() => {
    let cancelled = false
    const fromLogin = isReturnFromLogin(window.location.href)
    setReturnedFromLogin(fromLogin)
    loadAccount(api, { returnedFromLogin: fromLogin })
      .then((next) => {
        if (cancelled) return
        setState(next)
        if (fromLogin) window.history.replaceState(window.history.state, '', withoutLoginMarker(window.location.href))
        // A return from the login page (e-mail and password) with a session: one login event.
        if (fromLogin && next.status === 'authenticated' && !loginTracked.current) {
          loginTracked.current = true
          void trackEvent('login', LOGIN_METHOD)
        }
      })
      .catch((error: unknown) => {
        console.error('[account] could not load the session', error)
        if (!cancelled) setState({ status: 'anonymous' })
      })
    return () => {
      cancelled = true
    }
  }, [api, generation, trackEvent])

  useEffect(() => {
    const user = sessionUserOf(state)
    if (user === undefined || !setSession) return
    setSession((current) => (JSON.stringify(current.user) === JSON.stringify(user) ? current : { ...current, user }))
  }, [state, setSession])

  const logout = useCallback(async () => {
    const to = await api.logout(LOGOUT_RETURN_PATH).catch(() => LOGOUT_RETURN_PATH)
    clearCachedProfile()
    setSession?.((current) => ({ ...current, user: null }))
    setState({ status: 'anonymous' })
    navigate(to)
  }, [api, navigate, setSession])

  const value = useMemo<AccountContextValue>(
    () => ({
      state,
      isLoggedIn: state.status === 'authenticated',
      cashback: state.status === 'authenticated' ? state.cashback : null,
      favoritePostalCode: favoritePostalCode(state),
      returnedFromLogin,
      loginUrl: loginUrl(),
      logout,
      reload: () => setGeneration((n) => n + 1),
      refresh: () => {
        clearCachedProfile()
        setGeneration((n) => n + 1)
      },
    }),
    [state, returnedFromLogin, logout],
  )

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>
}

export function useAccount(): AccountContextValue {
  const context = useContext(AccountContext)
  if (context === undefined) throw new Error('AccountContext needs to be on the React tree: mount <AccountProvider>')
  return context
}
