import { PRICE_DIGITS_MIN_LENGTH } from './constants'

const brlFormatter = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** `1234.56` → `R$ 1.234,56` (a normal space after the symbol, whatever ICU uses). */
export function formatBRL(amount: number): string {
  return brlFormatter.format(amount).replace(/\s/u, ' ')
}

/** Platform amounts arrive in cents: `123456` → `R$ 1.234,56`. */
export function formatCents(cents: number): string {
  return formatBRL(cents / 100)
}

export const centsToAmount = (cents: number): number => cents / 100

export const amountToCents = (amount: number): number => Math.round(amount * 100)

/**
 * commerce-flows §5: a price string is reduced to digits, left-padded with
 * zeros to at least 3 digits and divided by 100. `'R$ 5'` → `0.05`.
 */
export function parsePriceString(value: string): number {
  const digits = value.replace(/\D/g, '').padStart(PRICE_DIGITS_MIN_LENGTH, '0')
  return Number(digits) / 100
}
