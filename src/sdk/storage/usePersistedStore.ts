import { useCallback, useEffect, useRef, useState } from 'react'
import type { Dispatch, SetStateAction } from 'react'

import { getLocalStorage, readJSON, writeRaw } from './browserStorage'
import type { KeyValueStorage } from './browserStorage'

export interface PersistedStoreOptions<T> {
  /**
   * Turns the stored JSON into a value, or null to ignore it (wrong shape).
   * Defaults to accepting any JSON value as T.
   */
  revive?: (stored: unknown) => T | null
  /** Storage to use; defaults to `window.localStorage` (resolved after mount). */
  storage?: KeyValueStorage | null
}

export interface PersistedStore<T> {
  state: T
  setState: Dispatch<SetStateAction<T>>
  /** True once the stored value has been read (always false during server rendering). */
  hydrated: boolean
}

const acceptAny = <T,>(stored: unknown): T | null => (stored === undefined ? null : (stored as T))

/**
 * State persisted in browser storage under `key`.
 *
 * - The first render always uses `initialState`, so server and client HTML match;
 *   the stored value is applied in an effect after mount.
 * - Every change is saved (after the stored value has been read, so the initial
 *   state never overwrites what was stored).
 * - The stored value is read again when the tab becomes visible or gains focus.
 * - Storage failures (disabled, quota, invalid JSON) are ignored.
 */
export function usePersistedStore<T>(
  key: string,
  initialState: T,
  options: PersistedStoreOptions<T> = {},
): PersistedStore<T> {
  const [state, setState] = useState<T>(initialState)
  const [hydrated, setHydrated] = useState(false)
  const lastSyncedRef = useRef<string | null>(null)
  const reviveRef = useRef(options.revive ?? acceptAny<T>)
  reviveRef.current = options.revive ?? acceptAny<T>
  const explicitStorage = options.storage

  const resolveStorage = useCallback(
    (): KeyValueStorage | null => (explicitStorage === undefined ? getLocalStorage() : explicitStorage),
    [explicitStorage],
  )

  const load = useCallback(() => {
    const stored = readJSON(resolveStorage(), key)
    const value = stored === undefined ? null : reviveRef.current(stored)
    if (value !== null) {
      lastSyncedRef.current = serialize(value)
      setState(value)
    }
    setHydrated(true)
  }, [key, resolveStorage])

  useEffect(() => {
    load()
    if (typeof window === 'undefined' || typeof document === 'undefined') return undefined
    const onVisibility = () => {
      if (document.visibilityState === 'visible') load()
    }
    window.addEventListener('focus', load)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('focus', load)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [load])

  useEffect(() => {
    if (!hydrated) return
    const raw = serialize(state)
    if (raw === null || raw === lastSyncedRef.current) return
    if (writeRaw(resolveStorage(), key, raw)) lastSyncedRef.current = raw
  }, [hydrated, key, resolveStorage, state])

  return { state, setState, hydrated }
}

function serialize(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null
  } catch {
    return null
  }
}
