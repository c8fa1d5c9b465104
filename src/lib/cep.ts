import { CEP_DIGITS, CEP_FORMATTED_LENGTH } from '../config/constants'
import { formatCepDigits } from '../contracts/address'

/** The digits of a CEP as typed (the field keeps digits only), at most 8. */
export function cepDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CEP_DIGITS)
}

/**
 * Formats a CEP while it is typed: digits only, `12345-678`. The hyphen
 * appears once there are more than 5 digits; the result is at most 9 characters.
 */
export function formatCep(input: string): string {
  return formatCepDigits(cepDigits(input))
}

/** True when the formatted CEP is complete (9 characters) and may be submitted. */
export function isCompleteCep(formatted: string): boolean {
  return formatted.length === CEP_FORMATTED_LENGTH && /^\d{5}-\d{3}$/.test(formatted)
}

/** A stored CEP (with or without hyphen) in the display form, or null when it is not 8 digits. */
export function normalizeCep(value: string | null | undefined): string | null {
  if (!value) return null
  const digits = value.replace(/\D/g, '')
  return digits.length === CEP_DIGITS ? formatCep(digits) : null
}
