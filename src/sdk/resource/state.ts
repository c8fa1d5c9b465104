import { unknownStoreActionError } from '../errors'

/** One read of the server: loading, its data, not found (404), or failed. */
export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'failed' }

export type ResourceAction<T> = { type: 'started' } | { type: 'loaded'; data: T } | { type: 'missing' } | { type: 'failed' }

export const resourceActions = {
  started: <T>(): ResourceAction<T> => ({ type: 'started' }),
  loaded: <T>(data: T): ResourceAction<T> => ({ type: 'loaded', data }),
  missing: <T>(): ResourceAction<T> => ({ type: 'missing' }),
  failed: <T>(): ResourceAction<T> => ({ type: 'failed' }),
}

/** Unknown actions throw `Unknown action of resource`. A reload keeps showing the data it has. */
export function resourceReducer<T>(state: ResourceState<T>, action: ResourceAction<T>): ResourceState<T> {
  switch (action.type) {
    case 'started':
      return state.status === 'ready' ? state : { status: 'loading' }
    case 'loaded':
      return { status: 'ready', data: action.data }
    case 'missing':
      return { status: 'not-found' }
    case 'failed':
      return { status: 'failed' }
    default:
      throw unknownStoreActionError('resource')
  }
}
