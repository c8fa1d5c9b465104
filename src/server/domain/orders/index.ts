export { AccountOrders, accountOrderOf, ORDER_GROUP_PATTERN, ORDER_ID_PATTERN, orderIdOf, orderSummaryOf } from './account-orders'
export { CheckoutOrders, hashToken, ORDER_CONFIRMATION_MAIL, PAYMENT_DECLINED_CODE, type CallbackOutcome, type CheckoutOrdersDeps, type OrderAccess } from './checkout-orders'
export {
  assertPlaceable,
  cartFingerprint,
  ITEM_UNAVAILABLE_CODE,
  orderFromCart,
  placementResponseOf,
  stockLinesOf,
  VALUE_MISMATCH_CODE,
  type PlacementRequest,
  type StockLine,
} from './placement'
export type { Placement, PlacementRepository, StockLedger } from './placement-store'
export { qrCodeDataUrl, qrCodeSvg } from './qr-code'
export { canMoveTo, describeOrderStatus, historyUpTo, invoicingSteps, ORDER_STATUS_DESCRIPTIONS, ORDER_TIMELINE, shopperMayCancel } from './status'
export { boletoPrintPath, testApprovePath, testInvoicePath, upgradeStoredOrder, type OrderView } from './stored'
export type {
  AccountOrder,
  AccountOrderList,
  AccountOrderSummary,
  OrderItem,
  OrderState,
  OrderStatus,
  OrderRepository,
  StoredOrder,
  StoredPaymentData,
} from './types'
