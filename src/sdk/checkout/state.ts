import type { PlacementFailure } from './gateway'

/**
 * Where placing the order is: idle, placing (transaction, payment and
 * callback in flight: the button is disabled), placed (the order group to
 * confirm), or failed (the reason to show on the payment step; the cart is
 * as it was).
 */
export type PlacementState =
  | { status: 'idle' }
  | { status: 'placing' }
  | { status: 'placed'; orderGroup: string }
  | { status: 'failed'; failure: PlacementFailure }

export type PlacementAction =
  | { type: 'start' }
  | { type: 'placed'; orderGroup: string }
  | { type: 'failed'; failure: PlacementFailure }
  | { type: 'reset' }

export const INITIAL_PLACEMENT_STATE: PlacementState = Object.freeze({ status: 'idle' })

export function placementReducer(state: PlacementState, action: PlacementAction): PlacementState {
  switch (action.type) {
    case 'start':
      return state.status === 'placing' ? state : { status: 'placing' }
    case 'placed':
      return { status: 'placed', orderGroup: action.orderGroup }
    case 'failed':
      return { status: 'failed', failure: action.failure }
    case 'reset':
      return INITIAL_PLACEMENT_STATE
  }
}
