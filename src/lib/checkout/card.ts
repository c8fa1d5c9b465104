import type { CardField } from '../../contracts/payment-fields'
import type { PaymentSystem } from '../../contracts/payment'

/** The card form as typed (number and expiry formatted as typed). */
export type CardForm = Readonly<Record<CardField, string>>

/**
 * The card fields the browser finds wrong before sending, in the form's order
 * (the connector checks again): a number of at least 13 digits of a brand the
 * store takes (`brandKnown`), a holder name, an MM/YY expiry, a 3-digit code.
 */
export function cardProblems(card: CardForm, brandKnown: boolean): CardField[] {
  const problems: CardField[] = []
  if (card.number.replace(/\D/g, '').length < 13 || !brandKnown) problems.push('number')
  if (card.holderName.trim().length < 2) problems.push('holderName')
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.dueDate)) problems.push('dueDate')
  if (!/^\d{3}$/.test(card.cvv)) problems.push('cvv')
  return problems
}

/** "4111111111111111" → "4111 1111 1111 1111" as typed (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1230" → "12/30" as typed. */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Whether a platform pattern (a string the document does not constrain) matches; a pattern that is none matches nothing. */
function patternMatches(pattern: unknown, text: string): boolean {
  if (typeof pattern !== 'string' || pattern === '') return false
  try {
    return new RegExp(pattern).test(text)
  } catch {
    return false
  }
}

/** The card payment system whose number pattern (the platform's validator) matches the typed number. */
export function cardSystemOfNumber(systems: readonly PaymentSystem[] | null | undefined, cardNumber: string): PaymentSystem | undefined {
  const digits = cardNumber.replace(/\D/g, '')
  return (systems ?? []).find((system) => system.groupName === 'creditCardPaymentGroup' && patternMatches(system.validator?.regex, digits))
}
