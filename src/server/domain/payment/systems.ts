import { BOLETO_DUE_DAYS, DAY_MS, PAYMENT_SYSTEM_IDS, PIX_EXPIRY_MS } from '../../../config/constants'
import type { PaymentGroupName, PaymentSystem, PaymentSystemValidator } from '../../../contracts/payment'

/** Luhn weights as the platform lists them (every other digit doubled, from the right). */
const LUHN_WEIGHTS = [2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2]

function cardValidator(regex: string): PaymentSystemValidator {
  return {
    regex,
    mask: '9999 9999 9999 9999',
    cardCodeRegex: '^[0-9]{3}$',
    cardCodeMask: '999',
    weights: LUHN_WEIGHTS,
    useCvv: true,
    useExpirationDate: true,
    useCardHolderName: true,
    useBillingAddress: false,
  }
}

/** A payment system the store offers, with how it is paid. */
export interface PaymentSystemDefinition {
  id: number
  name: string
  group: PaymentGroupName
  /** Card numbers of this brand (cards only). */
  cardPattern: RegExp | null
  /** How long until a payment made now is due (boleto) or expires (Pix); 0 for cards. */
  dueInMs: number
  /** What the payment step says about it (pt-BR). */
  description: string
}

export const VISA_PATTERN = /^4\d{15}$/
export const MASTERCARD_PATTERN = /^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/

/** The store's payment systems, in the order the payment step lists them. */
export const PAYMENT_SYSTEMS: readonly PaymentSystemDefinition[] = [
  {
    id: PAYMENT_SYSTEM_IDS.pix,
    name: 'Pix',
    group: 'instantPaymentPaymentGroup',
    cardPattern: null,
    dueInMs: PIX_EXPIRY_MS,
    description: 'Pague com o QR code ou o código copia e cola no app do seu banco. Aprovação em instantes.',
  },
  { id: PAYMENT_SYSTEM_IDS.visa, name: 'Visa', group: 'creditCardPaymentGroup', cardPattern: VISA_PATTERN, dueInMs: 0, description: 'Cartão de crédito Visa.' },
  {
    id: PAYMENT_SYSTEM_IDS.mastercard,
    name: 'Mastercard',
    group: 'creditCardPaymentGroup',
    cardPattern: MASTERCARD_PATTERN,
    dueInMs: 0,
    description: 'Cartão de crédito Mastercard.',
  },
  {
    id: PAYMENT_SYSTEM_IDS.boleto,
    name: 'Boleto Bancário',
    group: 'bankInvoicePaymentGroup',
    cardPattern: null,
    dueInMs: BOLETO_DUE_DAYS * DAY_MS,
    description: `Pague em qualquer banco ou lotérica em até ${BOLETO_DUE_DAYS} dias. A confirmação leva até 2 dias úteis.`,
  },
]

export function paymentSystemById(id: number): PaymentSystemDefinition | undefined {
  return PAYMENT_SYSTEMS.find((system) => system.id === id)
}

export const isCardSystem = (system: PaymentSystemDefinition): boolean => system.group === 'creditCardPaymentGroup'

/** The card brand's payment system of a card number (digits only), or undefined. */
export function cardSystemOf(cardNumber: string): PaymentSystemDefinition | undefined {
  return PAYMENT_SYSTEMS.find((system) => system.cardPattern?.test(cardNumber))
}

/** The payment systems in the platform's shape (`orderForm.paymentData.paymentSystems`). */
export function paymentSystemsOf(now: Date): PaymentSystem[] {
  return PAYMENT_SYSTEMS.map((system) => ({
    id: system.id,
    name: system.name,
    groupName: system.group,
    validator: system.cardPattern ? cardValidator(system.cardPattern.source) : null,
    stringId: String(system.id),
    template: `${system.group}-template`,
    requiresDocument: false,
    isCustom: false,
    description: system.description,
    requiresAuthentication: false,
    dueDate: new Date(now.getTime() + system.dueInMs).toISOString(),
    availablePayments: null,
  }))
}
