import { useCallback, useEffect, useReducer, useRef, useState } from 'react'

import { resourceActions, resourceReducer, type ResourceAction, type ResourceState } from './state'

export interface Resource<T> {
  state: ResourceState<T>
  /** Reads again (after a change), keeping the data on screen meanwhile. */
  reload: () => void
  /** Replaces the data with an answer the page already has (a write's answer). */
  replace: (data: T) => void
}

/**
 * Reads `load()` once per `key` (and on reload); `isNotFound` says which
 * failures mean "not found" (a 404). Other failures are logged.
 */
export function useResource<T>(key: string, load: () => Promise<T>, isNotFound: (error: unknown) => boolean = () => false): Resource<T> {
  const [state, dispatch] = useReducer(resourceReducer as (state: ResourceState<T>, action: ResourceAction<T>) => ResourceState<T>, { status: 'loading' })
  const [generation, setGeneration] = useState(0)
  const loader = useRef(load)
  loader.current = load
  const notFound = useRef(isNotFound)
  notFound.current = isNotFound

  useEffect(() => {
    let cancelled = false
    dispatch(resourceActions.started<T>())
    loader
      .current()
      .then((data) => !cancelled && dispatch(resourceActions.loaded(data)))
      .catch((error: unknown) => {
        if (cancelled) return
        if (notFound.current(error)) dispatch(resourceActions.missing<T>())
        else {
          console.error(`[resource] ${key} failed`, error)
          dispatch(resourceActions.failed<T>())
        }
      })
    return () => {
      cancelled = true
    }
  }, [key, generation])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  const replace = useCallback((data: T) => dispatch(resourceActions.loaded(data)), [])
  return { state, reload, replace }
}
