import { PAYMENT_SYSTEM_IDS, PIX_EXPIRY_MS } from '../constants'
import { badgeIcon } from './icon'
import type { QrCodeMethod } from './types'

/** Pix: a QR code or copy-and-paste code paid in the bank's app, valid for PIX_EXPIRY_MS. */
export const PIX: QrCodeMethod = {
  kind: 'payLater',
  key: 'pix',
  id: PAYMENT_SYSTEM_IDS.pix,
  label: 'Pix',
  systemName: 'Pix',
  group: 'instantPaymentPaymentGroup',
  icon: badgeIcon('<path d="M13 9l6 7-6 7-6-7z" fill="#32bcad"/><text x="31" y="20" text-anchor="middle" font-size="12" font-weight="700" fill="#1d6f66">pix</text>'),
  description: 'Pague com o QR code ou o código copia e cola no app do seu banco. Aprovação em instantes.',
  instructions: 'qrCode',
  app: 'app do seu banco',
  payWithinMs: PIX_EXPIRY_MS,
}
