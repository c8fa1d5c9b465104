/**
 * Errors raised by the store toolkit. Every message carries the toolkit's
 * name in brackets: `[store-sdk]: Sort param foo is unknown`.
 */

export const SDK_NAME = 'store-sdk'

export class SDKError extends Error {
  constructor(message: string) {
    super(`[${SDK_NAME}]: ${message}`)
    this.name = 'SDKError'
  }
}

export const unknownSortError = (sort: string): SDKError => new SDKError(`Sort param ${sort} is unknown`)

export const cannotRemoveFacetError = (facet: string): SDKError =>
  new SDKError(`Cannot remove ${facet} from search params`)

export const unknownSearchActionError = (): SDKError => new SDKError('Unknown action of search state machine')

export const unknownInfiniteActionError = (): SDKError => new SDKError('Unknown action for infinite search')

export const unknownUIStateError = (): SDKError => new SDKError('Unknown UI state')

/** The toolkit's smaller stores, as named in their unknown-action message. */
export type SDKStoreName = 'cart feedback' | 'CEP prompt' | 'wishlist' | 'results' | 'page loading' | 'form' | 'resource' | 'address book' | 'reviews'

/** An action a store's reducer does not know: `Unknown action of wishlist`. */
export const unknownStoreActionError = (store: SDKStoreName): SDKError => new SDKError(`Unknown action of ${store}`)

/** Names of the toolkit's React contexts, as used in the missing-provider message. */
export type SDKContextName =
  | 'SearchContext'
  | 'UIContext'
  | 'SessionContext'
  | 'CartContext'
  | 'ToastContext'
  | 'CartFeedbackContext'
  | 'CepContext'
  | 'WishlistContext'
  | 'ResultsContext'
  | 'PlacementContext'

export const missingProviderError = (context: SDKContextName): SDKError =>
  new SDKError(`${context} needs to be on the React tree`)
