import type { PaymentSystem } from '../../contracts/payment'

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
