import { lazy, Suspense } from 'react'

import { formatCents } from '../../config/money'
import { isPayLater, paymentMethodOf } from '../../config/payment-methods'
import type { AccountOrder } from '../../contracts/orders'
import * as styles from './Checkout.module.css'

const loadPayLaterInstructions = () => import('./PayLaterInstructions')

/** A pending order's instructions: a chunk of their own, loaded when an order has some to show (a card order has none). */
const PayLaterInstructions = lazy(() => loadPayLaterInstructions().then((module) => ({ default: module.PayLaterInstructions })))

/** Starts loading the instructions' chunk (a page that will likely show them calls it while its order loads). */
export const preloadPayLaterInstructions = (): void => void loadPayLaterInstructions().catch(() => undefined)

/**
 * How the order is paid: while pending, its pay-later instructions (a QR
 * code, a bank invoice); or the payment's answer, a pay-later method by its
 * name, a card with its last digits and installments.
 */
export function PaymentInstructions({ order }: { order: AccountOrder }) {
  const { paymentData: payment, status } = order
  const instructions = payment.instructions
  if (status === 'canceled') return <p className={styles.notice}>Pedido cancelado: nenhum valor será cobrado.</p>
  if (instructions && status === 'payment-pending') {
    return (
      <Suspense
        fallback={
          <p className={styles.lead} role="status" aria-live="polite">
            Carregando as instruções de pagamento…
          </p>
        }
      >
        <PayLaterInstructions order={order} instructions={instructions} />
      </Suspense>
    )
  }
  if (status === 'payment-pending') return <p className={styles.notice}>Aguardando a confirmação do pagamento.</p>
  const method = paymentMethodOf(payment)
  const installments = payment.installments > 1 ? `${payment.installments}x de ${formatCents(payment.installmentValue)}` : 'à vista'
  const card = payment.lastDigits ? ` final ${payment.lastDigits}` : ''
  const paidWith = instructions || isPayLater(method) ? (method?.label ?? payment.paymentSystemName) : `cartão ${payment.paymentSystemName}${card}, ${installments}`
  return (
    <p className={styles.success} data-testid="payment-approved">
      Pagamento aprovado: {paidWith} ({formatCents(payment.value)}).
    </p>
  )
}
