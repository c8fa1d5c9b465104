import { DAY_MS } from '../../../../config/constants'
import { BOLETO } from '../../../../config/payment-methods/boleto'
import { makeBoleto } from '../boleto'
import { payLaterConnector } from './types'

/** Boleto: a Febraban invoice for the transaction's value, due on the day BOLETO.payWithinMs after the payment arrives ends in. */
export const BOLETO_CONNECTOR = payLaterConnector({
  method: BOLETO,
  issue: (transaction, now) => {
    const due = new Date(Math.ceil((now.getTime() + BOLETO.payWithinMs) / DAY_MS) * DAY_MS)
    const { barcode, digitableLine } = makeBoleto(transaction.value, due, transaction.orderGroup)
    return { kind: 'bankInvoice', digitableLine, barcode, dueDate: due.toISOString().slice(0, 10) }
  },
})
