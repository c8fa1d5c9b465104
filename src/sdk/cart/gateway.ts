import type { ClientProfileData, LogisticsInfo, MarketingData, OrderForm, OrderFormAddress } from './types'

/**
 * The order form operations the cart store needs, mirroring the VTEX checkout
 * API calls the storefront makes. Amounts are cents. The HTTP implementation
 * lives in src/commerce/; tests use an in-memory one.
 *
 * Every write resolves to the order form as the server returns it.
 */
export interface OrderFormGateway {
  /** GET /api/checkout/orderForm — a new (or the session's) order form. */
  create(): Promise<OrderForm>
  /** GET /api/checkout/orderForm/{id} — null when the id is unknown. */
  get(orderFormId: string): Promise<OrderForm | null>
  /** POST …/{id}/items?sc={salesChannel} with orderItems. */
  addItems(orderFormId: string, items: OrderItemInput[]): Promise<OrderForm>
  /** POST …/{id}/items/update?allowedOutdatedData=paymentData; quantity 0 removes. */
  updateItems(orderFormId: string, updates: OrderItemUpdate[]): Promise<OrderForm>
  /** POST …/{id}/coupons with `{ text }`. */
  addCoupon(orderFormId: string, coupon: string): Promise<OrderForm>
  /** POST …/{id}/clearMessages. */
  clearMessages(orderFormId: string): Promise<OrderForm>
  /** POST …/{id}/marketingData. */
  setMarketingData(orderFormId: string, data: MarketingData): Promise<OrderForm>
  /** POST …/{id}/shippingData with a CEP, or selected addresses plus logistics info. */
  setShippingData(orderFormId: string, shipping: ShippingDataInput): Promise<OrderForm>
  /** POST …/{id}/attachments/clientProfileData. */
  setClientProfile(orderFormId: string, profile: ClientProfileInput): Promise<OrderForm>
  /** POST …/{id}/attachments/paymentData: the payment system and installments (the server prices them). */
  setPaymentData(orderFormId: string, payment: PaymentSelectionInput): Promise<OrderForm>
  /** POST …/{id}/attachments/preferenceData with `{ optinNewsletter }`. */
  setClientPreferences(orderFormId: string, preferences: ClientPreferencesInput): Promise<OrderForm>
  /** POST …/{id}/customdata/addCustomdata. */
  addCustomData(orderFormId: string, data: CustomDataInput): Promise<OrderForm>
  /** GET /api/checkout/changeToAnonymousUser/{id}. */
  changeToAnonymousUser(orderFormId: string): Promise<OrderForm>
}

/** An item to add: id, productId, quantity, seller, index, price. */
export interface OrderItemInput {
  /** SKU id. */
  id: string
  productId?: string
  quantity: number
  seller: string
  index?: number
  /** Cents. */
  price?: number
}

/** A quantity change of the item at `index`; 0 removes it. */
export interface OrderItemUpdate {
  index: number
  quantity: number
}

/** A client profile to attach (document type, document, e-mail, names, phone): the e-mail and what else is known. */
export type ClientProfileInput = { email: string } & Partial<
  Pick<
    ClientProfileData,
    'firstName' | 'lastName' | 'documentType' | 'document' | 'phone' | 'isCorporate' | 'corporateName' | 'corporateDocument' | 'stateInscription'
  >
>

/** The payment the shopper chooses: a payment system (platform id) and the number of installments. */
export interface PaymentSelectionInput {
  paymentSystem: number
  installments: number
}

/** An address to select: its postal code and what else is known. */
export type SelectedAddressInput = Pick<OrderFormAddress, 'postalCode'> & Partial<Omit<OrderFormAddress, 'addressId'>> & { addressId?: string | null }

/** The delivery chosen for an item. */
export type LogisticsInfoInput = Pick<LogisticsInfo, 'itemIndex'> & Partial<Pick<LogisticsInfo, 'selectedSla' | 'selectedDeliveryChannel' | 'addressId'>>

export type ShippingDataInput =
  | { cep: string }
  | {
      selectedAddresses: SelectedAddressInput[]
      logisticsInfo: LogisticsInfoInput[]
      clearAddressIfPostalCodeNotFound?: boolean
    }

export interface ClientPreferencesInput {
  optinNewsletter: boolean
}

export interface CustomDataInput {
  appId: string
  fields: Record<string, string>
}
