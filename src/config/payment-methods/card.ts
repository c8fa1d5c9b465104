import { CARD_MAX_INSTALLMENTS, PAYMENT_SYSTEM_IDS } from '../constants'
import { badgeIcon } from './icon'
import type { CardBrand, CardMethod } from './types'

export const VISA_PATTERN = /^4\d{15}$/
export const MASTERCARD_PATTERN = /^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/

const BRANDS: readonly CardBrand[] = [
  { id: PAYMENT_SYSTEM_IDS.visa, name: 'Visa', pattern: VISA_PATTERN },
  { id: PAYMENT_SYSTEM_IDS.mastercard, name: 'Mastercard', pattern: MASTERCARD_PATTERN },
]

/** Credit card: Visa or Mastercard, in up to CARD_MAX_INSTALLMENTS installments, approved at once. */
export const CREDIT_CARD: CardMethod = {
  kind: 'card',
  key: 'card',
  label: 'Cartão de crédito',
  group: 'creditCardPaymentGroup',
  icon: badgeIcon('<rect x="8" y="7" width="32" height="19" rx="3" fill="#2b3a67"/><rect x="8" y="11" width="32" height="4" fill="#11193a"/><rect x="12" y="19" width="9" height="3" rx="1" fill="#e8c66a"/>'),
  description: `${BRANDS.map((brand) => brand.name).join(' ou ')}, em até ${CARD_MAX_INSTALLMENTS} vezes.`,
  brands: BRANDS,
}
