import type { PaymentInstructionsKind } from '../../contracts/orders'
import type { PaymentGroupName } from '../../contracts/payment'

/** What every way to pay has: how the payment step, the order pages and the mail name and draw it. */
interface PaymentMethodBase {
  /** Stable name: the payment step's option value and the test ids of its instructions ('pix'). */
  key: string
  /** What the shopper reads ('Pix', 'Cartão de crédito', 'Boleto bancário'). */
  label: string
  /** The platform's payment group (VTEX `groupName`). */
  group: PaymentGroupName
  /** A 48×32 badge drawn beside the label (an SVG data: URL: see icon.ts). */
  icon: string
  /** What the payment step says about it (the platform's `paymentSystems[].description`). */
  description: string
}

/** A card brand: one payment system of the card method. */
export interface CardBrand {
  /** Its payment system (VTEX id). */
  id: number
  name: string
  /** Card numbers of this brand (digits only). */
  pattern: RegExp
}

/** Paid by card on the payment step (in installments), approved or declined at once. */
export interface CardMethod extends PaymentMethodBase {
  kind: 'card'
  brands: readonly CardBrand[]
}

/** Paid after the order is placed, with instructions the connector issues; the order waits for the bank. */
interface PayLaterMethodBase<K extends PaymentInstructionsKind> extends PaymentMethodBase {
  kind: 'payLater'
  /** Its payment system (VTEX id). */
  id: number
  /** The platform's name of the payment system ('Boleto Bancário'). */
  systemName: string
  /** The kind of instructions it issues: how they are shown, mailed and expire. */
  instructions: K
  /** How long the shopper has to pay, from the moment the payment is sent. */
  payWithinMs: number
}

/** Paid with a code scanned or pasted in an app (Pix). */
export interface QrCodeMethod extends PayLaterMethodBase<'qrCode'> {
  /** Where the code is scanned or pasted ('app do seu banco'). */
  app: string
}

/** Paid with a bank invoice (boleto) by its due date. */
export interface BankInvoiceMethod extends PayLaterMethodBase<'bankInvoice'> {
  /** The bank confirms a paid invoice within this many business days. */
  confirmationBusinessDays: number
}

/** A pay-later method, by the kind of instructions it issues. */
export type PayLaterMethod = QrCodeMethod | BankInvoiceMethod

/** One way to pay the store offers (an entry of registry.ts). */
export type PaymentMethod = CardMethod | PayLaterMethod
