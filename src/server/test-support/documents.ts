/**
 * Valid CPFs and CNPJs for tests, one per number (distinct numbers give
 * distinct documents, none of the demo members'): a test that signs up twice
 * must not reuse a document now that each has one account at most.
 */
function checkDigit(digits: string, weights: readonly number[]): number {
  const rest = weights.reduce((sum, weight, index) => sum + Number(digits[index]) * weight, 0) % 11
  return rest < 2 ? 0 : 11 - rest
}

/** A CPF with valid check digits, formatted (000.000.000-00), from `n` (0 ≤ n < 100,000,000). */
export function testCpf(n: number): string {
  const base = String(200_000_000 + n).padStart(9, '0')
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(`${base}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  const digits = `${base}${first}${second}`
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
}

/** A head-office CNPJ (/0001) with valid check digits, formatted (00.000.000/0001-00), from `n` (0 ≤ n < 50,000,000). */
export function testCnpj(n: number): string {
  const base = `${String(50_000_000 + n).padStart(8, '0')}0001`
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(`${base}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const digits = `${base}${first}${second}`
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
}

/** The digits of a formatted document. */
export const documentDigits = (formatted: string): string => formatted.replace(/\D/g, '')
