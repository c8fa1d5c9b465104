/**
 * Orders: what placing an order answers (VTEX checkout placement shapes:
 * POST …/orderForm/{id}/transaction, PUT /api/checkout/pub/orders), and an
 * order as its owner reads it (GET /api/account/orders[/{id}], the order
 * group of the confirmation page, the guest look-up). Money is integer cents.
 */
import type { ItemAnalytics, OrderFormAddress, OrderFormItem, OrderFormSeller, Sla, Totalizer } from './checkout'
import type { PickupPointAddress } from './freight'

/**
 * The status timeline of an order: payment pending → payment approved →
 * handling → invoiced; canceled from payment pending (the shopper, or an
 * expired pay-later payment) or by the store.
 */
export type OrderStatus = 'payment-pending' | 'payment-approved' | 'handling' | 'invoiced' | 'canceled'

/** What the shopper reads for each status (pt-BR). */
export const ORDER_STATUS_DESCRIPTIONS: Readonly<Record<OrderStatus, string>> = {
  'payment-pending': 'Pagamento pendente',
  'payment-approved': 'Pagamento aprovado',
  handling: 'Preparando entrega',
  invoiced: 'Faturado',
  canceled: 'Cancelado',
}

/** The way an order goes when nothing goes wrong (the timeline's steps). */
export const ORDER_TIMELINE: readonly OrderStatus[] = ['payment-pending', 'payment-approved', 'handling', 'invoiced']

export interface OrderStatusChange {
  status: OrderStatus
  /** ISO instant. */
  date: string
}

export interface OrderItem {
  id: string
  productId: string
  name: string
  skuName: string
  ean: string
  quantity: number
  seller: string
  price: number
  listPrice: number
  sellingPrice: number
  imageUrl: string
  detailUrl: string
  /** The tracking fields of the line when it was bought (the purchase event reads them); absent on older orders. */
  analytics?: ItemAnalytics
}

/**
 * A code the shopper scans or pastes in an app before it expires (Pix): the
 * code, its QR code and when it expires.
 */
export interface QrCodeInstructions {
  kind: 'qrCode'
  code: string
  /** The QR code of `code`, as a data: URL (SVG). */
  qrCodeImage: string
  /** ISO instant. */
  expiresAt: string
}

/** A bank invoice (boleto): the digitable line, the bar code digits, the due date and the printable page. */
export interface BankInvoiceInstructions {
  kind: 'bankInvoice'
  /** 47 digits, grouped as printed (e.g. 23790.12345 60000.000003 …). */
  digitableLine: string
  /** The 44 digits of the bar code. */
  barcode: string
  /** ISO date (yyyy-mm-dd). */
  dueDate: string
  /** The printable page of this invoice. */
  printUrl: string
}

/**
 * How a pay-later payment is paid once the order is placed, by the kind of
 * instructions its method issues (src/config/payment-methods): every method
 * of a kind is shown, mailed and expired the same way.
 */
export type PaymentInstructions = QrCodeInstructions | BankInvoiceInstructions

export type PaymentInstructionsKind = PaymentInstructions['kind']

export interface OrderPaymentData {
  paymentSystem: number | null
  paymentSystemName: string
  group: string | null
  installments: number
  /** Cents of each installment (with interest). */
  installmentValue: number
  /** Cents of interest included in `value`. */
  interestValue: number
  /** What is charged (the order's value plus interest). */
  value: number
  /** The card's last four digits (card payments only; the number is never kept). */
  lastDigits: string | null
  /** How to pay a pay-later method (Pix, boleto) once placed; null for cards and before the payment arrives. */
  instructions: PaymentInstructions | null
}

export interface OrderShippingData {
  postalCode: string
  city: string
  state: string
  street: string
  number: string
  neighborhood: string
  complement: string | null
  receiverName: string | null
  /** The delivery option's name (Normal, Expressa, Retirada em loja). */
  selectedSla: string
  deliveryChannel: 'delivery' | 'pickup-in-point'
  shippingEstimate: string
  /** The store where the order is collected (pickup only). */
  pickupPoint: { id: string; friendlyName: string; address: PickupPointAddress } | null
}

/** Who bought (shown to the order's owner only). */
export interface OrderClientProfile {
  email: string
  firstName: string
  lastName: string
  isCorporate: boolean
  corporateName: string | null
}

/** An order as its owner sees it (VTEX OMS user-orders shape, reduced). Money in cents. */
export interface AccountOrder {
  orderId: string
  /** The order group (the order id before the hyphen): what the confirmation page and the gateway callback name. */
  orderGroup: string
  creationDate: string
  status: OrderStatus
  statusDescription: string
  statusHistory: OrderStatusChange[]
  /** Items, discounts and freight (without card interest, which is in paymentData). */
  value: number
  totals: Totalizer[]
  items: OrderItem[]
  clientProfileData: OrderClientProfile | null
  shippingData: OrderShippingData
  paymentData: OrderPaymentData
  /** The shopper may still cancel it (payment pending). */
  allowCancellation: boolean
  /**
   * Development actions of the embedded test payment connector (null unless
   * the server runs with DEV_TOOLS): the address that approves this order's
   * pending payment (Pix or boleto) as the bank would.
   */
  testPaymentActions: { approve: string } | null
  /**
   * Development actions of the embedded warehouse (null unless the server
   * runs with DEV_TOOLS): the address that starts handling this approved
   * order and invoices it, as the warehouse and VTEX OMS would.
   */
  testWarehouseActions: { invoice: string } | null
}

/** One line of the order history: enough for the list, without the totals and addresses. */
export interface AccountOrderSummary {
  orderId: string
  creationDate: string
  status: OrderStatus
  statusDescription: string
  value: number
  totalItems: number
  items: Array<Pick<OrderItem, 'id' | 'name' | 'quantity' | 'imageUrl'>>
}

export interface AccountOrderList {
  list: AccountOrderSummary[]
}

/** Body of the guest order look-up (POST /api/checkout/pub/orders/lookup). */
export interface OrderLookupInput {
  orderId: string
  email: string
}

// ── Placement (VTEX's answer to /transaction and PUT /orders) ─────────────

/** A payment of a placement's transaction. */
export interface TransactionPayment {
  paymentSystem: number
  bin: string | null
  accountId: string | null
  tokenId: string | null
  value: number
  referenceValue: number
  giftCardRedemptionCode: string | null
  giftCardProvider: string | null
  giftCardId: string | null
}

export interface MerchantTransaction {
  id: string
  transactionId: string
  merchantName: string
  payments: TransactionPayment[]
}

/** Where the browser sends the payment (the connector) and how the order is finished. */
export interface PlacementTransactionData {
  merchantTransactions: MerchantTransaction[]
  /** The connector's address for this transaction's payments. */
  receiverUri: string
  /** `/checkout/gatewayCallback/{orderGroup}/{messageCode}`. */
  gatewayCallbackTemplatePath: string
}

/** A placed order's address, as the placement answers it. */
export type PlacedOrderAddress = Omit<OrderFormAddress, 'receiverName' | 'addressId'> & { receiverName: string; addressId: string | null }

/** An order as the placement answers it (checkout-api.json, PUT /orders `orders[]`). */
export interface PlacedOrder {
  orderId: string
  orderGroup: string
  state: string
  isCheckedIn: boolean
  sellerOrderId: string | null
  storeId: string | null
  checkedInPickupPointId: string | null
  value: number
  items: Array<Omit<OrderFormItem, 'refId'> & { refId: string }>
  sellers: OrderFormSeller[]
  totals: Totalizer[]
  clientProfileData: {
    email: string
    firstName: string
    lastName: string
    documentType: string
    document: string
    phone: string
    corporateName: string | null
    tradeName: string | null
    corporateDocument: string | null
    stateInscription: string | null
    corporatePhone: string | null
    isCorporate: boolean
    profileCompleteOnLoading: boolean
    profileErrorOnLoading: boolean | null
    customerClass: string | null
  }
  ratesAndBenefitsData: { rateAndBenefitsIdentifiers: string[]; teaser: string[] }
  shippingData: {
    address: PlacedOrderAddress | null
    logisticsInfo: Array<{
      itemIndex: number
      itemId: string
      selectedSla: string | null
      selectedDeliveryChannel: string | null
      addressId: string | null
      slas: Sla[]
      shipsTo: string[]
      deliveryChannels: Array<{ id: string }>
    }>
    selectedAddresses: PlacedOrderAddress[]
    availableAddresses: PlacedOrderAddress[]
  }
  paymentData: {
    giftCards: never[]
    transactions: Array<{ isActive: boolean; transactionId: string; merchantName: string; payments: TransactionPayment[]; sharedTransaction: boolean }>
  }
  salesChannel: string
  followUpEmail: string
  creationDate: string
  lastChange: string
  timeZoneCreationDate: string
  timeZoneLastChange: string
  isCompleted: boolean
  hostName: string
  merchantName: string | null
  userType: string
  roundingError: number
  allowEdition: boolean
  allowCancelation: boolean
  isUserDataVisible: boolean
  orderFormCreationDate: string
}

/** POST …/orderForm/{id}/transaction and PUT /orders. */
export interface PlaceOrderResponse {
  orderForm: null
  transactionData: PlacementTransactionData
  orders: PlacedOrder[]
}

/** A payment app the shopper still has to complete (VTEX: `vtex.pix-payment` with the Pix charge). */
export interface PaymentAuthorizationApp {
  appName: string
  appPayload: { code: string; expiresAt: string; paymentId: string; transactionId: string }
}

/** The gateway callback's 428 answer for Pix: the charge the shopper still has to pay. */
export interface PaymentAppResponse {
  RedirectResponseCollection: Array<{ redirectUrl: string }>
  paymentAuthorizationAppCollection: PaymentAuthorizationApp[]
}

/** The pickup points near a postal code (GET /api/checkout/pub/pickup-points). */
export interface PickupPointsResponse {
  paging: { page: number; pageSize: number; total: number; pages: number }
  items: Array<{
    distance: number
    pickupPoint: {
      friendlyName: string
      address: PlacedOrderAddress
      additionalInfo: string
      id: string
      businessHours: Array<{ DayOfWeek: number; OpeningTime: string; ClosingTime: string }>
    }
  }>
}
