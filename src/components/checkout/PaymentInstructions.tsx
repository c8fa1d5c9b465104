import { formatCents } from '../../config/money'
import { isPayLater, methodIssuing, paymentMethodOf } from '../../config/payment-methods'
import type { AccountOrder } from '../../contracts/orders'
import { BankInvoicePayment } from './BankInvoicePayment'
import { QrCodePayment } from './QrCodePayment'
import * as styles from './Checkout.module.css'

/**
 * How the order is paid: while pending, its pay-later instructions by their
 * kind (a QR code, a bank invoice), named by its method; or the card's answer.
 */
export function PaymentInstructions({ order }: { order: AccountOrder }) {
  const { paymentData: payment, status } = order
  const method = paymentMethodOf(payment)
  const instructions = payment.instructions
  if (status === 'canceled') return <p className={styles.notice}>Pedido cancelado: nenhum valor será cobrado.</p>
  if (instructions && status === 'payment-pending') {
    switch (instructions.kind) {
      case 'qrCode':
        return <QrCodePayment order={order} instructions={instructions} method={methodIssuing(payment, 'qrCode')} />
      case 'bankInvoice':
        return <BankInvoicePayment order={order} instructions={instructions} method={methodIssuing(payment, 'bankInvoice')} />
    }
  }
  if (status === 'payment-pending') return <p className={styles.notice}>Aguardando a confirmação do pagamento.</p>
  const installments = payment.installments > 1 ? `${payment.installments}x de ${formatCents(payment.installmentValue)}` : 'à vista'
  const card = payment.lastDigits ? ` final ${payment.lastDigits}` : ''
  const paidWith = instructions || isPayLater(method) ? (method?.label ?? payment.paymentSystemName) : `cartão ${payment.paymentSystemName}${card}, ${installments}`
  return (
    <p className={styles.success} data-testid="payment-approved">
      Pagamento aprovado: {paidWith} ({formatCents(payment.value)}).
    </p>
  )
}
