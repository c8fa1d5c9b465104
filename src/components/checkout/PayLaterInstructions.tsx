import { methodIssuing } from '../../config/payment-methods'
import type { AccountOrder, PaymentInstructions } from '../../contracts/orders'
import { BankInvoicePayment } from './BankInvoicePayment'
import { QrCodePayment } from './QrCodePayment'

/** A pending order's pay-later instructions, by their kind (a QR code, a bank invoice), named by the order's method. */
export function PayLaterInstructions({ order, instructions }: { order: AccountOrder; instructions: PaymentInstructions }) {
  switch (instructions.kind) {
    case 'qrCode':
      return <QrCodePayment order={order} instructions={instructions} method={methodIssuing(order.paymentData, 'qrCode')} />
    case 'bankInvoice':
      return <BankInvoicePayment order={order} instructions={instructions} method={methodIssuing(order.paymentData, 'bankInvoice')} />
  }
}
