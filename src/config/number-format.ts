/**
 * Numbers written the Brazilian way (`1.234,56`) without Intl: the first
 * Intl formatter a page builds loads ICU's locale data, about 15 ms of the
 * main thread on a phone while the page starts (decision record 0020). The
 * output is ECMA-402's for 'pt-BR' — grouping every 3 digits with '.', ','
 * before the decimals, rounding half away from zero on the number's shortest
 * decimal form — which the tests check against Intl itself.
 */

export interface DecimalDigits {
  /** Default 0. */
  minimumFractionDigits?: number
  /** Default 3 (toLocaleString's). */
  maximumFractionDigits?: number
}

const GROUP_SEPARATOR = '.'
const DECIMAL_SEPARATOR = ','
const GROUP_SIZE = 3
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** `'1234567'` → `'1.234.567'`. */
function groupThousands(digits: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= GROUP_SIZE) {
    const start = Math.max(0, end - GROUP_SIZE)
    grouped = grouped ? `${digits.slice(start, end)}${GROUP_SEPARATOR}${grouped}` : digits.slice(start, end)
  }
  return grouped
}

/** The absolute value's integer and fraction digits, rounded half up to `maximum` decimals; null outside plain decimal notation. */
function roundedDigits(value: number, maximum: number): { integer: string; fraction: string } | null {
  const match = PLAIN_DECIMAL.exec(String(Math.abs(value)))
  if (!match) return null
  const integer = match[1]
  const fraction = match[2] ?? ''
  if (fraction.length <= maximum) return { integer, fraction }
  const kept = BigInt(`${integer}${fraction.slice(0, maximum)}`) + (fraction[maximum] >= '5' ? 1n : 0n)
  const all = kept.toString().padStart(maximum + 1, '0')
  return { integer: all.slice(0, all.length - maximum), fraction: all.slice(all.length - maximum) }
}

/** `1234.5` → `'1.234,5'`; `(0.5, { minimumFractionDigits: 2 })` → `'0,50'`. */
export function formatDecimal(value: number, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: DecimalDigits = {}): string {
  const digits = Number.isFinite(value) ? roundedDigits(value, maximumFractionDigits) : null
  // Exponent notation (beyond 1e21 or below 1e-6) and non-finite values: Intl, which never happens for a price or a count.
  if (!digits) return value.toLocaleString('pt-BR', { minimumFractionDigits, maximumFractionDigits })
  let fraction = digits.fraction.replace(/0+$/, '')
  fraction = fraction.padEnd(minimumFractionDigits, '0')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${groupThousands(digits.integer)}${fraction ? `${DECIMAL_SEPARATOR}${fraction}` : ''}`
}
