import { BOLETO_CONFIRMATION_BUSINESS_DAYS, BOLETO_DUE_DAYS, DAY_MS, PAYMENT_SYSTEM_IDS } from '../constants'
import { badgeIcon } from './icon'
import type { BankInvoiceMethod } from './types'

const BARS = 'M8 7v13M10.5 7v13M12 7v13M15 7v13M17.5 7v13M19 7v13M22 7v13M25 7v13M26.5 7v13M29.5 7v13M32 7v13M34 7v13M37 7v13M39.5 7v13'

/** Boleto bancário: a bank invoice due BOLETO_DUE_DAYS after the payment is sent. */
export const BOLETO: BankInvoiceMethod = {
  kind: 'payLater',
  key: 'boleto',
  id: PAYMENT_SYSTEM_IDS.boleto,
  label: 'Boleto bancário',
  systemName: 'Boleto Bancário',
  group: 'bankInvoicePaymentGroup',
  icon: badgeIcon(`<path d="${BARS}" stroke="#1d1d1f" stroke-width="1.2"/><text x="24" y="28" text-anchor="middle" font-size="6" font-weight="700" fill="#1d1d1f">BOLETO</text>`),
  description: `Pague em qualquer banco ou lotérica em até ${BOLETO_DUE_DAYS} dias. A confirmação leva até ${BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.`,
  instructions: 'bankInvoice',
  confirmationBusinessDays: BOLETO_CONFIRMATION_BUSINESS_DAYS,
  payWithinMs: BOLETO_DUE_DAYS * DAY_MS,
}
