import {
  cannotRemoveFacetError,
  missingProviderError,
  SDK_NAME,
  SDKError,
  unknownInfiniteActionError,
  unknownSearchActionError,
  unknownSortError,
  unknownStoreActionError,
  unknownUIStateError,
} from '../errors'

describe('toolkit errors', () => {
  it('carry the toolkit name in brackets', () => {
    expect(SDK_NAME).toBe('store-sdk')
    const error = unknownSortError('foo')
    expect(error).toBeInstanceOf(SDKError)
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('[store-sdk]: Sort param foo is unknown')
  })

  it.each([
    [cannotRemoveFacetError('category-1=esportes'), '[store-sdk]: Cannot remove category-1=esportes from search params'],
    [unknownSearchActionError(), '[store-sdk]: Unknown action of search state machine'],
    [unknownInfiniteActionError(), '[store-sdk]: Unknown action for infinite search'],
    [unknownUIStateError(), '[store-sdk]: Unknown UI state'],
    [missingProviderError('SearchContext'), '[store-sdk]: SearchContext needs to be on the React tree'],
    [missingProviderError('UIContext'), '[store-sdk]: UIContext needs to be on the React tree'],
    [missingProviderError('SessionContext'), '[store-sdk]: SessionContext needs to be on the React tree'],
    [missingProviderError('CartContext'), '[store-sdk]: CartContext needs to be on the React tree'],
    [unknownStoreActionError('cart feedback'), '[store-sdk]: Unknown action of cart feedback'],
    [unknownStoreActionError('CEP prompt'), '[store-sdk]: Unknown action of CEP prompt'],
    [unknownStoreActionError('wishlist'), '[store-sdk]: Unknown action of wishlist'],
    [unknownStoreActionError('results'), '[store-sdk]: Unknown action of results'],
    [unknownStoreActionError('page loading'), '[store-sdk]: Unknown action of page loading'],
    [missingProviderError('CartFeedbackContext'), '[store-sdk]: CartFeedbackContext needs to be on the React tree'],
    [missingProviderError('CepContext'), '[store-sdk]: CepContext needs to be on the React tree'],
    [missingProviderError('WishlistContext'), '[store-sdk]: WishlistContext needs to be on the React tree'],
    [missingProviderError('ResultsContext'), '[store-sdk]: ResultsContext needs to be on the React tree'],
  ])('%#: %s', (error, message) => {
    expect(error.message).toBe(message)
  })
})
