/** Brazilian tax ids (digits only): CPF for people, CNPJ for companies; their check digits. Pure, shared by server and forms. */

function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits)
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, index) => acc + Number(digits[index]) * weight, 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '')
  if (!/^\d{11}$/.test(digits) || allSameDigit(digits)) return false
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return first === Number(digits[9]) && second === Number(digits[10])
}

export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/[./\-\s]/g, '')
  if (!/^\d{14}$/.test(digits) || allSameDigit(digits)) return false
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return first === Number(digits[12]) && second === Number(digits[13])
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** '39053344705' → '390.533.447-05' (other lengths unchanged). */
export function formatCpf(value: string): string {
  const d = digitsOnly(value)
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value
}

/** '11222333000181' → '11.222.333/0001-81' (other lengths unchanged). */
export function formatCnpj(value: string): string {
  const d = digitsOnly(value)
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : value
}
