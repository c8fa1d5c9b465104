/**
 * The payment methods registry (one entry per way to pay: id, group, label,
 * icon, instructions), read by the payment step, the order pages, the
 * server's payment systems and connector, the mail and the VTEX mapper.
 * Browser-safe: data and pure look-ups only (the connectors live on the server).
 */
import type { PaymentInstructionsKind } from '../../contracts/orders'
import { PAYMENT_METHODS } from './registry'
import type { CardMethod, PaymentMethod, PayLaterMethod } from './types'

export { PAYMENT_METHODS }
export { PAYMENT_ICON_HEIGHT, PAYMENT_ICON_WIDTH } from './icon'
export { afterPlacingText, durationText } from './texts'
export type { BankInvoiceMethod, CardBrand, CardMethod, PaymentMethod, PayLaterMethod, QrCodeMethod } from './types'

const GROUP_SUFFIX = 'PaymentGroup'

/** The checkout names groups `bankInvoicePaymentGroup`, the order management `bankInvoice`: the same group. */
const sameGroup = (a: string, b: string): boolean => (a.endsWith(GROUP_SUFFIX) ? a : `${a}${GROUP_SUFFIX}`) === (b.endsWith(GROUP_SUFFIX) ? b : `${b}${GROUP_SUFFIX}`)

export const isPayLater = (method: PaymentMethod | undefined): method is PayLaterMethod => method?.kind === 'payLater'
export const isCard = (method: PaymentMethod | undefined): method is CardMethod => method?.kind === 'card'

/** The payment systems (VTEX ids) of a method: each card brand, or the pay-later method's own. */
export const systemIdsOf = (method: PaymentMethod): number[] => (method.kind === 'card' ? method.brands.map((brand) => brand.id) : [method.id])

/** The payment system chosen when the payment step opens on a cart without one (the first method's). */
export const defaultPaymentSystem = (): number => systemIdsOf(PAYMENT_METHODS[0])[0]

/**
 * The method of a payment: by its payment system, else by its group (a
 * platform's system the registry does not list, such as another card brand).
 */
export function paymentMethodOf(payment: { paymentSystem: number | null; group?: string | null }): PaymentMethod | undefined {
  const { paymentSystem, group } = payment
  const byId = paymentSystem === null ? undefined : PAYMENT_METHODS.find((method) => systemIdsOf(method).includes(paymentSystem))
  return byId ?? (group ? PAYMENT_METHODS.find((method) => sameGroup(method.group, group)) : undefined)
}

const issues = <K extends PaymentInstructionsKind>(method: PayLaterMethod, kind: K): method is Extract<PayLaterMethod, { instructions: K }> => method.instructions === kind

/** The pay-later method of a payment when it issues instructions of `kind` (how its instructions are named), else undefined. */
export function methodIssuing<K extends PaymentInstructionsKind>(
  payment: { paymentSystem: number | null; group?: string | null },
  kind: K,
): Extract<PayLaterMethod, { instructions: K }> | undefined {
  const method = paymentMethodOf(payment)
  return isPayLater(method) && issues(method, kind) ? method : undefined
}

/** The name of a payment system as the platform lists it ('Visa', 'Boleto Bancário'), or undefined when the registry has none. */
export function systemNameOf(paymentSystem: number): string | undefined {
  const method = paymentMethodOf({ paymentSystem })
  if (!method) return undefined
  return method.kind === 'card' ? method.brands.find((brand) => brand.id === paymentSystem)?.name : method.systemName
}
