import type { BankInvoiceInstructions, PaymentInstructionsKind, QrCodeInstructions } from '../../../contracts/orders'

/**
 * Pay-later instructions as the connector issues and keeps them: the QR code
 * image and the printable page's address are drawn when an order is read.
 */
export type IssuedInstructions = Omit<QrCodeInstructions, 'qrCodeImage'> | Omit<BankInvoiceInstructions, 'printUrl'>

/** The issued instructions of one kind. */
export type IssuedOf<K extends PaymentInstructionsKind> = Extract<IssuedInstructions, { kind: K }>

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
  /** What the shopper pays with (pay-later methods, once the payment is received); null for cards. */
  instructions: IssuedInstructions | null
  createdAt: string
  updatedAt: string
}

/** Where the connector keeps its transactions. */
export interface PaymentRepository {
  insert(transaction: PaymentTransaction): void
  get(transactionId: string): PaymentTransaction | null
  byOrderGroup(orderGroup: string): PaymentTransaction | null
  update(transaction: PaymentTransaction): void
  /** Transactions whose payment is pending (a pay-later method waiting for the bank). */
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
