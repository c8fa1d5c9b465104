export * from '../../../contracts/checkout'
export type { CheckoutCatalogue, CheckoutEnv, KnownAddress, OrderFormStore, StoredCart } from './env'
export { CheckoutRuleError, OrderFormNotFoundError } from './errors'
export { MESSAGE_CODES, MAX_QUANTITY_TEXT, clearMessages, withMessages } from './messages'
export { createOrderForm, recalculate, totalizersOf, TOTALIZER_NAMES, lineKey } from './order-form'
export { addItems, updateItems, removeAllItems, isGiftCardItem, GIFT_CARD_MIX_CODE, GIFT_CARD_MIX_TEXT } from './items'
export type { AddItemInput, UpdateItemInput } from './items'
export {
  applyCoupon,
  setMarketingData,
  setShippingData,
  setClientProfile,
  setClientPreferences,
  setCustomData,
  changeToAnonymousUser,
  addressFor,
} from './attachments'
export type { AddressInput, LogisticsSelectionInput, MarketingInput, ProfileInput, ShippingInput } from './attachments'
export { simulateOrderForm, type SimulationResult } from './simulation'
export { buildItem, detailUrlOf, itemNameOf } from './item-mapping'
export { isValidCpf, isValidCnpj } from './documents'
