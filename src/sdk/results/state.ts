import { unknownStoreActionError } from '../errors'

/** One answer by its key: asked and not answered yet, answered, or failed. */
export type ResultEntry<T> = { status: 'loading' } | { status: 'done'; result: T } | { status: 'failed' }

/** Answers by key (e.g. a listing's query and page). */
export type ResultsState<T> = Readonly<Record<string, ResultEntry<T>>>

export type ResultsAction<T> =
  | { type: 'requested'; key: string }
  | { type: 'received'; key: string; result: T }
  | { type: 'failed'; key: string }
  | { type: 'cancelled'; key: string }

export const resultsActions = {
  requested: <T,>(key: string): ResultsAction<T> => ({ type: 'requested', key }),
  /** An answer, from the server or one the page already held (a seed). */
  received: <T,>(key: string, result: T): ResultsAction<T> => ({ type: 'received', key, result }),
  failed: <T,>(key: string): ResultsAction<T> => ({ type: 'failed', key }),
  /** Nobody waits for the answer any more: the key is forgotten (a later request asks again). */
  cancelled: <T,>(key: string): ResultsAction<T> => ({ type: 'cancelled', key }),
}

const EMPTY: ResultsState<never> = Object.freeze({})

export const initialResultsState = <T,>(): ResultsState<T> => EMPTY

/**
 * Answers kept for the page's lifetime: an answer is kept once received; a
 * failure or a cancelled request is asked again next time. Actions that
 * change nothing return the same state; unknown ones throw `Unknown action of results`.
 */
export function resultsReducer<T>(state: ResultsState<T>, action: ResultsAction<T>): ResultsState<T> {
  const entry = state[action.key] as ResultEntry<T> | undefined
  switch (action.type) {
    case 'requested':
      return entry?.status === 'loading' || entry?.status === 'done' ? state : { ...state, [action.key]: { status: 'loading' } }
    case 'received':
      return entry?.status === 'done' && entry.result === action.result ? state : { ...state, [action.key]: { status: 'done', result: action.result } }
    case 'failed':
      return entry?.status === 'loading' ? { ...state, [action.key]: { status: 'failed' } } : state
    case 'cancelled': {
      if (entry?.status !== 'loading') return state
      const { [action.key]: _cancelled, ...rest } = state
      return rest
    }
    default:
      throw unknownStoreActionError('results')
  }
}

/** The answer under a key, if it arrived. */
export const resultOf = <T,>(state: ResultsState<T>, key: string): T | undefined => {
  const entry = state[key] as ResultEntry<T> | undefined
  return entry?.status === 'done' ? entry.result : undefined
}
