export { CartContext, CartProvider, CartStoreContext, useCart, useCartStore } from './Provider'
export type { CartContextValue, CartProviderProps } from './Provider'
export type {
  ClientPreferencesInput,
  ClientProfileInput,
  CustomDataInput,
  LogisticsInfoInput,
  SelectedAddressInput,
  OrderFormGateway,
  OrderItemInput,
  OrderItemUpdate,
  PaymentSelectionInput,
  ShippingDataInput,
} from './gateway'
export { applyAddItems, applyItemUpdates, toOrderItems } from './optimistic'
export type { AddItemInput, ItemPreview } from './optimistic'
export { createOrderFormIdStore, orderFormIdStorageKey } from './orderFormIdStorage'
export {
  cartItems,
  cartMessages,
  cartTotals,
  isCartLimitReached,
  isEanUnavailable,
  isItemQuantityNotAvailable,
  ITEM_QUANTITY_NOT_AVAILABLE,
  skuQuantityInCart,
  toCartItem,
  unavailableEans,
} from './selectors'
export type { CartItem, CartTotals } from './selectors'
export { createSerialQueue } from './serialQueue'
export type { SerialQueue } from './serialQueue'
export { CartItemLimitError, CartStore, INITIAL_CART_STATE } from './store'
export type { CartState, CartStoreOptions } from './store'
export type {
  CartLine,
  CartOrderForm,
  ClientProfileData,
  CustomApp,
  ItemAdditionalInfo,
  LogisticsInfo,
  MarketingData,
  OrderForm,
  OrderFormAddress,
  OrderFormItem,
  OrderFormMessage,
  OrderFormSeller,
  ShippingData,
  Totalizer,
} from './types'
