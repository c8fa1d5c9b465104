export * from '../../../contracts/checkout'
export type { ChangedCart, CheckoutCatalogue, CheckoutEnv, KnownAddress, KnownProfile, OrderFormRepository, StoredCart } from './env'
export { withSkusReadOnce } from './env'
export { CheckoutRuleError, OrderFormNotFoundError, OrderFormTooLargeError } from './errors'
export { MESSAGE_CODES, MAX_QUANTITY_TEXT, clearMessages, withMessages } from './messages'
export { createOrderForm, recalculate, totalizersOf, TOTALIZER_NAMES, lineKey } from './order-form'
export { addItems, updateItems, handleItems, removeAllItems, isGiftCardItem, GIFT_CARD_MIX_CODE, GIFT_CARD_MIX_TEXT } from './items'
export type { AddItemInput, HandleItemInput, UpdateItemInput } from './items'
export {
  applyCoupon,
  setMarketingData,
  setShippingData,
  setClientPreferences,
  setCustomData,
  changeToAnonymousUser,
  addressFor,
} from './attachments'
export type { AddressInput, LogisticsSelectionInput, MarketingInput, ShippingInput } from './attachments'
export { emptyProfile, isGuestCheck, profileFromKnown, setClientProfile, PROFILE_REQUIRES_LOGIN_CODE, PROFILE_REQUIRES_LOGIN_TEXT, type CheckoutShopper, type ProfileInput } from './profile'
export { assertReadyForPayment, installmentsOfOrderForm, isCorporateChannel, paymentDataOf, setPaymentData, selectedPaymentOf, type PaymentSelection } from './payment-data'
export { simulateItems, simulateOrderForm, type ItemsSimulationRequest, type SimulationResult } from './simulation'
export { pickupPointsNear, postalCodeLookup } from './places'
export { buildItem, detailUrlOf, itemNameOf } from './item-mapping'
export { isValidCpf, isValidCnpj } from '../../../contracts/documents'
