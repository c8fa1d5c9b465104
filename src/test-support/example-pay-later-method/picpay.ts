/**
 * A worked example of a new pay-later method, kept out of the live registry:
 * src/server/api/__tests__/new-pay-later-method.test.ts and
 * src/components/checkout/__tests__/new-pay-later-method.test.tsx register it
 * (register.ts). As a live method this file would be
 * src/config/payment-methods/picpay.ts, and its
 * numbers would join PAYMENT_SYSTEM_IDS and the payment constants in
 * src/config/constants.ts.
 */
import { badgeIcon } from '../../config/payment-methods/icon'
import type { QrCodeMethod } from '../../config/payment-methods/types'

/** The example's payment system (not a VTEX id) and how long its code stays payable. */
export const PICPAY_PAYMENT_SYSTEM_ID = 901
export const PICPAY_EXPIRY_MS = 10 * 60 * 1000

/** PicPay: a QR code paid in the PicPay app (a kind of instructions the store already shows, mails and expires). */
export const PICPAY: QrCodeMethod = {
  kind: 'payLater',
  key: 'picpay',
  id: PICPAY_PAYMENT_SYSTEM_ID,
  label: 'PicPay',
  systemName: 'PicPay',
  group: 'PicPayPaymentGroup',
  icon: badgeIcon('<text x="24" y="20" text-anchor="middle" font-size="11" font-weight="800" fill="#11c76f">PicPay</text>'),
  description: 'Pague com o QR code no app do PicPay. Aprovação em instantes.',
  instructions: 'qrCode',
  app: 'app do PicPay',
  payWithinMs: PICPAY_EXPIRY_MS,
}
