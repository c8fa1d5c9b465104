import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Dispatch, ReactNode, SetStateAction } from 'react'

import { storeConfig } from '../../config/store'
import { missingProviderError } from '../errors'
import type { KeyValueStorage } from '../storage/browserStorage'
import { usePersistedStore } from '../storage/usePersistedStore'
import { createInitialSession, sessionStorageKey } from './defaults'
import { reviveSession } from './revive'
import type { Session } from './types'

/** Checks a session (e.g. against the server); a returned session replaces the current one. */
export type SessionValidator = (session: Session) => Promise<Session | null | undefined>

export type SessionContextValue = Session & {
  setSession: Dispatch<SetStateAction<Session>>
  /** True while the validator runs. */
  isValidating: boolean
}

export const SessionContext = createContext<SessionContextValue | undefined>(undefined)
SessionContext.displayName = 'SessionContext'

export interface SessionProviderProps {
  children?: ReactNode
  /** Initial session (first render, server and client). Defaults to the store's session defaults. */
  initialSession?: Session
  /** Storage namespace; the key is `{namespace}::store::session`. */
  namespace?: string
  /** Optional async validator run after the stored session is read and on every change. */
  onValidateSession?: SessionValidator
  /** Storage override (tests); defaults to localStorage. */
  storage?: KeyValueStorage | null
}

const sameSession = (a: Session, b: Session): boolean => JSON.stringify(a) === JSON.stringify(b)

export function SessionProvider({
  children,
  initialSession,
  namespace = storeConfig.storageNamespace,
  onValidateSession,
  storage,
}: SessionProviderProps) {
  const [initial] = useState<Session>(() => initialSession ?? createInitialSession())
  const revive = useCallback((stored: unknown) => reviveSession(stored, initial), [initial])
  const { state: session, setState: setSession, hydrated } = usePersistedStore<Session>(
    sessionStorageKey(namespace),
    initial,
    { revive, storage },
  )
  const [isValidating, setIsValidating] = useState(false)
  const validatorRef = useRef(onValidateSession)
  validatorRef.current = onValidateSession

  useEffect(() => {
    const validate = validatorRef.current
    if (!hydrated || !validate) return undefined
    let cancelled = false
    setIsValidating(true)
    validate(session)
      .then((next) => {
        if (cancelled || !next || sameSession(next, session)) return
        setSession(next)
      })
      .catch(() => {
        // A failing validator keeps the current session.
      })
      .finally(() => {
        if (!cancelled) setIsValidating(false)
      })
    return () => {
      cancelled = true
    }
  }, [hydrated, session, setSession])

  const value = useMemo<SessionContextValue>(
    () => ({ ...session, setSession, isValidating }),
    [session, setSession, isValidating],
  )

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext)
  if (context === undefined) throw missingProviderError('SessionContext')
  return context
}
