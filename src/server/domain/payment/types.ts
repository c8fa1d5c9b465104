/** A payment transaction of the test connector, as stored (never the card number). */
export type PaymentStatus = 'awaiting' | 'approved' | 'pending' | 'denied' | 'canceled'

export interface PaymentTransaction {
  transactionId: string
  orderGroup: string
  paymentSystem: number
  installments: number
  /** What is charged (with interest). */
  value: number
  referenceValue: number
  status: PaymentStatus
  lastDigits: string | null
  /** Why a payment was denied (pt-BR), shown to the shopper. */
  message: string | null
  pix: { code: string; expiresAt: string } | null
  boleto: { digitableLine: string; barcode: string; dueDate: string } | null
  createdAt: string
  updatedAt: string
}

/** Where the connector keeps its transactions. */
export interface PaymentStore {
  insert(transaction: PaymentTransaction): void
  get(transactionId: string): PaymentTransaction | null
  byOrderGroup(orderGroup: string): PaymentTransaction | null
  update(transaction: PaymentTransaction): void
  /** Transactions whose payment is pending (Pix or boleto waiting for the bank). */
  pending(): PaymentTransaction[]
}

/** A payment the connector refuses as sent (nothing is stored): a 4xx. */
export class PaymentRuleError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentRuleError'
  }
}
