/**
 * Brazilian identity rules shared by the browser (the checkout forms) and the
 * server (which re-checks every write): CPF for people, CNPJ for companies,
 * phone numbers with area code, state codes. Pure; digits only where it says so.
 */

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

/** 39053344705 → 390.533.447-05 (as typed: partial input is formatted as far as it goes). */
export function formatCpf(value: string): string {
  const d = digitsOnly(value).slice(0, 11)
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '')
}

/** 11222333000181 → 11.222.333/0001-81 (partial input formatted as far as it goes). */
export function formatCnpj(value: string): string {
  const d = digitsOnly(value).slice(0, 14)
  let out = d.slice(0, 2)
  if (d.length > 2) out += `.${d.slice(2, 5)}`
  if (d.length > 5) out += `.${d.slice(5, 8)}`
  if (d.length > 8) out += `/${d.slice(8, 12)}`
  if (d.length > 12) out += `-${d.slice(12)}`
  return out
}

/**
 * The national digits of a Brazilian phone (area code + number: 10 digits for
 * a landline, 11 for a mobile starting with 9), from any common writing
 * (+55 (11) 98765-4321, 011987654321…); null when it is not one.
 */
export function nationalPhoneDigits(value: string): string | null {
  let digits = digitsOnly(value)
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1)
  if (!/^[1-9]{2}\d{8,9}$/.test(digits)) return null
  if (digits.length === 11 && digits[2] !== '9') return null
  return digits
}

export const isValidPhone = (value: string): boolean => nationalPhoneDigits(value) !== null

/** The phone in the platform's E.164 form (+5511987654321), or null. */
export function phoneE164(value: string): string | null {
  const national = nationalPhoneDigits(value)
  return national ? `+55${national}` : null
}

/** (11) 98765-4321 as typed (partial input formatted as far as it goes). */
export function formatPhone(value: string): string {
  let d = digitsOnly(value)
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2)
  d = d.slice(0, 11)
  if (d.length <= 2) return d.length ? `(${d}` : ''
  const rest = d.slice(2)
  const split = rest.length > 8 ? 5 : 4
  return `(${d.slice(0, 2)}) ${rest.length > split ? `${rest.slice(0, split)}-${rest.slice(split)}` : rest}`
}

/** The 27 federative units (UF) of an address's `state`. */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS',
  'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const

export const isBrazilianState = (value: string): boolean => (BRAZILIAN_STATES as readonly string[]).includes(value.trim().toUpperCase())

/** True when a value carries the platform's masking (`j***@gmail.com`, `***.***.***-12`). */
export const isMasked = (value: string | null | undefined): boolean => typeof value === 'string' && value.includes('*')
