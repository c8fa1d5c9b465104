import type { ConnectorPayment } from '../../../contracts/payment'
import { authorizeTestCard, cardFieldsProblem } from './card'
import { deadlineOf } from './instructions'
import { connectorOf } from './methods'
import { isCardSystem, paymentSystemById } from './systems'
import { PaymentRuleError, type PaymentTransaction } from './types'

/** A transaction waiting for its payment, as the placement opens it. */
export function openTransaction(input: Pick<PaymentTransaction, 'transactionId' | 'orderGroup' | 'paymentSystem' | 'installments' | 'value' | 'referenceValue'>, now: Date): PaymentTransaction {
  const at = now.toISOString()
  return { ...input, status: 'awaiting', lastDigits: null, message: null, instructions: null, createdAt: at, updatedAt: at }
}

/**
 * The test connector receives the payment of a transaction: it must be the
 * payment the order was placed with (system, installments and values). A card
 * is checked and authorized (see TEST_CARDS) and only its last four digits
 * are kept; a pay-later method gets the instructions its connector issues
 * (methods/: Pix a charge code that expires, boleto a digitable line). A
 * repeated post for a transaction already answered changes nothing.
 */
export function receivePayment(transaction: PaymentTransaction, payment: ConnectorPayment, now: Date): PaymentTransaction {
  const system = paymentSystemById(payment.paymentSystem)
  if (!system) throw new PaymentRuleError(400, 'paymentSystemNotFound', `Forma de pagamento ${payment.paymentSystem} não existe.`)
  const sameTerms =
    payment.paymentSystem === transaction.paymentSystem &&
    payment.installments === transaction.installments &&
    payment.value === transaction.value &&
    payment.referenceValue === transaction.referenceValue &&
    payment.transaction.id === transaction.transactionId
  if (!sameTerms) {
    throw new PaymentRuleError(400, 'paymentMismatch', 'O pagamento enviado não corresponde ao do pedido (forma, parcelas ou valor).')
  }
  if (transaction.status !== 'awaiting') return transaction
  const updatedAt = now.toISOString()
  if (isCardSystem(system)) {
    if (!payment.fields) throw new PaymentRuleError(400, 'cardRequired', 'Informe os dados do cartão.')
    const problem = cardFieldsProblem(payment.fields, system, now)
    if (problem) throw new PaymentRuleError(400, 'invalidCard', problem)
    const authorization = authorizeTestCard(payment.fields)
    return {
      ...transaction,
      status: authorization.approved ? 'approved' : 'denied',
      lastDigits: authorization.lastDigits,
      message: authorization.message,
      updatedAt,
    }
  }
  const connector = connectorOf(system.id)
  if (!connector) throw new PaymentRuleError(400, 'paymentSystemNotFound', `Forma de pagamento ${payment.paymentSystem} não existe.`)
  return { ...transaction, status: 'pending', instructions: connector.issue(transaction, now), updatedAt }
}

/** The bank confirms a pending pay-later payment (the development action, or a real webhook later). */
export function approvePending(transaction: PaymentTransaction, now: Date): PaymentTransaction {
  if (transaction.status !== 'pending') {
    throw new PaymentRuleError(409, 'paymentNotPending', 'Este pagamento não está pendente.')
  }
  if (isExpired(transaction, now)) throw new PaymentRuleError(409, 'paymentExpired', 'Este pagamento expirou.')
  return { ...transaction, status: 'approved', updatedAt: now.toISOString() }
}

/** A pending pay-later payment past its deadline (a QR code's expiry, the end of a bank invoice's due date). */
export function isExpired(transaction: PaymentTransaction, now: Date): boolean {
  if (transaction.status !== 'pending' || !transaction.instructions) return false
  return deadlineOf(transaction.instructions) <= now.getTime()
}

export function cancelTransaction(transaction: PaymentTransaction, now: Date): PaymentTransaction {
  return transaction.status === 'canceled' ? transaction : { ...transaction, status: 'canceled', updatedAt: now.toISOString() }
}
