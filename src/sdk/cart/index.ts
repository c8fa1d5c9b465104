export { CartContext, CartProvider, useCart } from './Provider'
export type { CartContextValue, CartProviderProps } from './Provider'
export type {
  ClientPreferencesInput,
  CustomDataInput,
  OrderFormGateway,
  OrderItemInput,
  OrderItemUpdate,
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
  OrderForm,
  OrderFormAddress,
  OrderFormClientProfile,
  OrderFormCustomApp,
  OrderFormCustomData,
  OrderFormItem,
  OrderFormItemAdditionalInfo,
  OrderFormLogisticsInfo,
  OrderFormMarketingData,
  OrderFormMessage,
  OrderFormSeller,
  OrderFormShippingData,
  OrderFormTotalizer,
} from './types'
