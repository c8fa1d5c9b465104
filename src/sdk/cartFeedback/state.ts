import { unknownStoreActionError } from '../errors'

/** What the cart feedback panel shows about the item just added (money in cents). */
export interface AddedItem {
  skuId: string
  name: string
  variation: string
  imageUrl: string
  /** Cents. */
  price: number
  quantity: number
}

/**
 * The cart feedback (opened by adding to the cart): the item just added, which the minicart
 * confirms; null when the minicart shows the whole cart.
 */
export interface CartFeedbackState {
  addedItem: AddedItem | null
}

export type CartFeedbackAction = { type: 'itemAdded'; item: AddedItem } | { type: 'cleared' }

export const initialCartFeedbackState: Readonly<CartFeedbackState> = Object.freeze({ addedItem: null })

export const cartFeedbackActions = {
  itemAdded: (item: AddedItem): CartFeedbackAction => ({ type: 'itemAdded', item }),
  cleared: (): CartFeedbackAction => ({ type: 'cleared' }),
}

/** Unknown actions throw `Unknown action of cart feedback`. */
export function cartFeedbackReducer(state: CartFeedbackState, action: CartFeedbackAction): CartFeedbackState {
  switch (action.type) {
    case 'itemAdded':
      return { ...state, addedItem: action.item }
    case 'cleared':
      return state.addedItem === null ? state : { ...state, addedItem: null }
    default:
      throw unknownStoreActionError('cart feedback')
  }
}
