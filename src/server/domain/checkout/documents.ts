/** Brazilian tax ids (digits only): CPF for people, CNPJ for companies. */

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
