import { PIX } from '../../../../config/payment-methods/pix'
import { pixCode } from '../pix'
import { payLaterConnector } from './types'

/** Pix: a BR Code for the transaction's value, expiring PIX.payWithinMs after the payment arrives; the callback answers 428 with it. */
export const PIX_CONNECTOR = payLaterConnector({
  method: PIX,
  issue: (transaction, now) => ({
    kind: 'qrCode',
    code: pixCode(transaction.value, transaction.transactionId),
    expiresAt: new Date(now.getTime() + PIX.payWithinMs).toISOString(),
  }),
  paymentApp: (issued, transaction) => ({
    appName: 'vtex.pix-payment',
    appPayload: { code: issued.code, expiresAt: issued.expiresAt, paymentId: transaction.transactionId, transactionId: transaction.transactionId },
  }),
})
