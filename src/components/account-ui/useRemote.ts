import { useEffect, useState } from 'react'

import { CommerceHttpError } from '../../commerce/http'

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error' }

/** Loads `load()` once per `key`; a 404 answer becomes 'not-found', any other failure 'error'. */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    setState({ status: 'loading' })
    load()
      .then((data) => {
        if (!cancelled) setState({ status: 'ready', data })
      })
      .catch((error: unknown) => {
        if (cancelled) return
        const notFound = error instanceof CommerceHttpError && (error.status === 404 || error.status === 400)
        if (!notFound) console.error('[orders] could not load', error)
        setState({ status: notFound ? 'not-found' : 'error' })
      })
    return () => {
      cancelled = true
    }
    // `load` is keyed by `key`: a new function with the same key does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state
}
