import { createContext, startTransition, useContext, useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { missingProviderError } from '../errors'
import type { ResultsState } from './state'
import { ResultsStore } from './store'

/**
 * A kind of answers (e.g. the listings' result pages) and the type of its
 * answers. Define one per kind, once, next to its users: the kind object
 * itself is what finds its store.
 */
export interface ResultsKind<T> {
  readonly name: string
  /** Only carries the answers' type. */
  readonly resultType?: T
}

export const resultsKind = <T,>(name: string): ResultsKind<T> => ({ name })

/** One store per kind, created on first use and kept for the provider's life (the page's). */
export class ResultsRegistry {
  private readonly stores = new Map<ResultsKind<unknown>, ResultsStore<unknown>>()

  storeOf<T>(kind: ResultsKind<T>): ResultsStore<T> {
    let store = this.stores.get(kind)
    if (!store) {
      store = new ResultsStore<T>()
      this.stores.set(kind, store)
    }
    // The map is keyed by the kind object, whose type parameter is the store's.
    return store as ResultsStore<T>
  }
}

export const ResultsContext = createContext<ResultsRegistry | undefined>(undefined)
ResultsContext.displayName = 'ResultsContext'

export interface ResultsProviderProps {
  children?: ReactNode
  /** An existing registry (tests). */
  registry?: ResultsRegistry
}

export function ResultsProvider({ children, registry: givenRegistry }: ResultsProviderProps) {
  const [registry] = useState(() => givenRegistry ?? new ResultsRegistry())
  return <ResultsContext.Provider value={registry}>{children}</ResultsContext.Provider>
}

/** The store of a kind of answers. */
export function useResultsStore<T>(kind: ResultsKind<T>): ResultsStore<T> {
  const registry = useContext(ResultsContext)
  if (registry === undefined) throw missingProviderError('ResultsContext')
  return registry.storeOf(kind)
}

/**
 * A store's answers, re-rendering in a transition when they change: a page
 * of results renders interruptibly (no long task while the page hydrates).
 */
export function useResultsState<T>(store: ResultsStore<T>): ResultsState<T> {
  const [state, setState] = useState(store.getState)
  useEffect(() => {
    const update = () => startTransition(() => setState(store.getState()))
    update()
    return store.subscribe(update)
  }, [store])
  return state
}
