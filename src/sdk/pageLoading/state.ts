import { unknownStoreActionError } from '../errors'

/** Navigation progress (for the delayed-load progress bar), fed from Gatsby's route updates. */
export interface PageLoadingState {
  /** Epoch ms when the current navigation started, or null when idle. */
  startedAt: number | null
  /** Gatsby reported the navigation as delayed. */
  delayed: boolean
}

export type PageLoadingAction = { type: 'started'; now: number } | { type: 'delayed'; now: number } | { type: 'finished' }

export const IDLE_PAGE_LOADING: Readonly<PageLoadingState> = Object.freeze({ startedAt: null, delayed: false })

export const pageLoadingActions = {
  started: (now: number): PageLoadingAction => ({ type: 'started', now }),
  delayed: (now: number): PageLoadingAction => ({ type: 'delayed', now }),
  finished: (): PageLoadingAction => ({ type: 'finished' }),
}

/**
 * A navigation starts (again), may be reported delayed (it started then at
 * the latest), and finishes back to idle. Unknown actions throw `Unknown action of page loading`.
 */
export function pageLoadingReducer(state: PageLoadingState, action: PageLoadingAction): PageLoadingState {
  switch (action.type) {
    case 'started':
      return { startedAt: action.now, delayed: false }
    case 'delayed':
      return { startedAt: state.startedAt ?? action.now, delayed: true }
    case 'finished':
      return state.startedAt === null && !state.delayed ? state : IDLE_PAGE_LOADING
    default:
      throw unknownStoreActionError('page loading')
  }
}
