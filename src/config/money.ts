import { PRICE_DIGITS_MIN_LENGTH } from './constants'
import { formatDecimal } from './number-format'

const CENTS_DIGITS = 2

/** `1234.56` → `R$ 1.234,56`, `-5` → `-R$ 5,00` (Intl's pt-BR currency format, with a normal space after the symbol; no Intl: see number-format.ts). */
export function formatBRL(amount: number): string {
  const digits = formatDecimal(Math.abs(amount), { minimumFractionDigits: CENTS_DIGITS, maximumFractionDigits: CENTS_DIGITS })
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}R$ ${digits}`
}

/** Platform amounts arrive in cents: `123456` → `R$ 1.234,56`. */
export function formatCents(cents: number): string {
  return formatBRL(cents / 100)
}

export const centsToAmount = (cents: number): number => cents / 100

export const amountToCents = (amount: number): number => Math.round(amount * 100)

/**
 * A price string is reduced to digits, left-padded with
 * zeros to at least 3 digits and divided by 100. `'R$ 5'` → `0.05`.
 */
export function parsePriceString(value: string): number {
  const digits = value.replace(/\D/g, '').padStart(PRICE_DIGITS_MIN_LENGTH, '0')
  return Number(digits) / 100
}
