/**
 * Payment shapes of the checkout (checkout-api.json): the payment systems,
 * installment options and selected payments an orderForm carries in
 * `paymentData`, the `/installments` answer, and what the browser sends to the
 * payment connector (`transactionData.receiverUri`). Money in integer cents.
 */

/** The platform's payment groups: the three the store offers today, or any other an account defines (`MercadoPagoProPaymentGroup`). */
export type PaymentGroupName = 'creditCardPaymentGroup' | 'bankInvoicePaymentGroup' | 'instantPaymentPaymentGroup' | `${string}PaymentGroup`

/** How a card of a payment system is typed and checked (the platform's `validator`). */
export interface PaymentSystemValidator {
  regex: string
  mask: string
  cardCodeRegex: string
  cardCodeMask: string
  weights: number[]
  useCvv: boolean
  useExpirationDate: boolean
  useCardHolderName: boolean
  useBillingAddress: boolean
}

/** `orderForm.paymentData.paymentSystems[]`. */
export interface PaymentSystem {
  id: number
  name: string
  groupName: PaymentGroupName
  validator: PaymentSystemValidator | null
  stringId: string
  template: string
  requiresDocument: boolean
  isCustom: boolean
  description: string
  requiresAuthentication: boolean
  /** ISO instant: when a payment made now is due (the boleto's due date, the Pix expiry). */
  dueDate: string
  availablePayments: null
}

export interface SellerMerchantInstallment {
  id: string
  count: number
  hasInterestRate: boolean
  /** Monthly interest in basis points (199 = 1.99 % a month). */
  interestRate: number
  value: number
  total: number
}

/** One way to split a payment: `count` installments of `value`, `total` in all. */
export interface Installment {
  count: number
  hasInterestRate: boolean
  /** Monthly interest in basis points (199 = 1.99 % a month). */
  interestRate: number
  value: number
  total: number
  sellerMerchantInstallments: SellerMerchantInstallment[]
}

/** `orderForm.paymentData.installmentOptions[]` and the answer of GET …/installments. */
export interface InstallmentOption {
  paymentSystem: number
  bin: string | null
  paymentName: string | null
  paymentGroupName: string | null
  /** The value to pay (without interest). */
  value: number
  installments: Installment[]
}

export interface MerchantSellerPayment {
  id: string
  installments: number
  referenceValue: number
  value: number
  interestRate: number
  installmentValue: number
}

/** `orderForm.paymentData.payments[]`: the payment the shopper chose (never card data). */
export interface SelectedPayment {
  paymentSystem: number
  bin: string | null
  accountId: string | null
  tokenId: string | null
  installments: number
  /** The order's value, on which interest is computed. */
  referenceValue: number
  /** What is charged: referenceValue plus interest. */
  value: number
  merchantSellerPayments: MerchantSellerPayment[]
}

/** The orderForm's `paymentData` (the store sends the platform's full shape). */
export interface OrderFormPaymentData {
  updateStatus: string
  installmentOptions: InstallmentOption[]
  paymentSystems: PaymentSystem[]
  payments: SelectedPayment[]
  giftCards: never[]
  giftCardMessages: never[]
  availableAccounts: never[]
  availableTokens: never[]
  availableAssociations: Record<string, never>
}

/** Body of POST …/attachments/paymentData (one payment: the store takes no split payments). */
export interface PaymentDataInput {
  payments: Array<{
    paymentSystem: number
    installments: number
    paymentSystemName?: string
    group?: string
    installmentsInterestRate?: number
    installmentsValue?: number
    /** Recomputed by the server: what the client says is only compared. */
    value?: number
    referenceValue?: number
    hasDefaultBillingAddress?: boolean
  }>
}

/** Card fields sent to the payment connector, and only there (never to the checkout). */
export interface CardFields {
  holderName: string
  cardNumber: string
  validationCode: string
  /** MM/YY */
  dueDate: string
  document?: string
}

/** One payment sent to `transactionData.receiverUri` (the connector). */
export interface ConnectorPayment {
  paymentSystem: number
  installments: number
  value: number
  referenceValue: number
  currencyCode?: 'BRL'
  fields?: CardFields
  transaction: { id: string; merchantName: string }
}

/** The connector's answer for one payment: never the card number (last four digits at most). */
export interface ConnectorPaymentResult {
  id: string
  paymentSystem: number
  status: 'approved' | 'pending' | 'denied'
  lastDigits: string | null
  message: string | null
}
