import { PAYMENT_METHODS, type PaymentMethod } from '../../../config/payment-methods'
import type { PaymentGroupName, PaymentSystem, PaymentSystemValidator } from '../../../contracts/payment'
import { connectorOf } from './methods'

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

/** A registry method's payment systems: one per card brand, or the pay-later method's own. */
function systemsOf(method: PaymentMethod): PaymentSystemDefinition[] {
  if (method.kind === 'card') {
    return method.brands.map((brand) => ({ id: brand.id, name: brand.name, group: method.group, cardPattern: brand.pattern, dueInMs: 0, description: `${method.label} ${brand.name}.` }))
  }
  return [{ id: method.id, name: method.systemName, group: method.group, cardPattern: null, dueInMs: method.payWithinMs, description: method.description }]
}

/**
 * The store's payment systems, in the order the payment step lists them: the
 * registry's methods (src/config/payment-methods), each pay-later one only
 * with its connector (methods/).
 */
export const PAYMENT_SYSTEMS: readonly PaymentSystemDefinition[] = PAYMENT_METHODS.filter((method) => method.kind === 'card' || connectorOf(method.id)).flatMap(systemsOf)

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
