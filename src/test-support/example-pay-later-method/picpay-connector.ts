/**
 * The worked example's connector (see picpay.ts). As a live method this file
 * would be src/server/domain/payment/methods/picpay.ts.
 */
import { payLaterConnector } from '../../server/domain/payment/methods/types'
import { PICPAY } from './picpay'

/** The example app the gateway callback names while a PicPay payment is pending. */
export const PICPAY_APP_NAME = 'example.picpay-payment'

/** PicPay: a code for the transaction's value, payable for PICPAY.payWithinMs; the callback answers 428 with it. */
export const PICPAY_CONNECTOR = payLaterConnector({
  method: PICPAY,
  issue: (transaction, now) => ({
    kind: 'qrCode',
    code: `PICPAY-TESTE-${transaction.transactionId}-${transaction.value}`,
    expiresAt: new Date(now.getTime() + PICPAY.payWithinMs).toISOString(),
  }),
  paymentApp: (issued, transaction) => ({
    appName: PICPAY_APP_NAME,
    appPayload: { code: issued.code, expiresAt: issued.expiresAt, paymentId: transaction.transactionId, transactionId: transaction.transactionId },
  }),
})
