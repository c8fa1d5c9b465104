import { DAY_MS } from '../../../config/constants'

/**
 * Boletos of the test connector (Febraban bar code and digitable line): bank
 * 999 (a test bank), currency 9 (real), the due-date factor, the value and a
 * free field carrying the order group. The check digits are real, so any
 * banking app's validator accepts the line.
 */
export const BOLETO_TEST_BANK = '999'

/** Febraban's base date of due-date factors, and the day the factor restarted at 1000. */
const FACTOR_BASE = Date.UTC(1997, 9, 7)
const FACTOR_RESTART = 1000
const FACTOR_CYCLE = 9000

/** Mod 10 check digit (weights 2, 1 from the right; digits of products summed). */
export function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const product = Number(digits[index]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/** The bar code's general check digit (mod 11, weights 2–9 from the right; 0, 10 and 11 give 1). */
export function mod11(digits: string): number {
  let sum = 0
  let weight = 2
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const digit = 11 - (sum % 11)
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit
}

/** The due-date factor of a date (days since 1997-10-07, restarting at 1000 after 9999). */
export function dueDateFactor(dueDate: Date): string {
  const days = Math.floor((Date.UTC(dueDate.getUTCFullYear(), dueDate.getUTCMonth(), dueDate.getUTCDate()) - FACTOR_BASE) / DAY_MS)
  const factor = days > 9999 ? ((days - FACTOR_RESTART) % FACTOR_CYCLE) + FACTOR_RESTART : days
  return String(factor).padStart(4, '0')
}

export interface Boleto {
  /** 44 digits. */
  barcode: string
  /** 47 digits, grouped as printed. */
  digitableLine: string
}

/** The boleto of `cents` due on `dueDate`, its free field built from `reference` (digits). */
export function makeBoleto(cents: number, dueDate: Date, reference: string): Boleto {
  const freeField = reference.replace(/\D/g, '').padStart(25, '0').slice(-25)
  const value = String(Math.round(cents)).padStart(10, '0').slice(-10)
  const factor = dueDateFactor(dueDate)
  const withoutCheck = `${BOLETO_TEST_BANK}9${factor}${value}${freeField}`
  const check = mod11(withoutCheck)
  const barcode = `${BOLETO_TEST_BANK}9${check}${factor}${value}${freeField}`
  const first = `${BOLETO_TEST_BANK}9${freeField.slice(0, 5)}`
  const second = freeField.slice(5, 15)
  const third = freeField.slice(15, 25)
  const group = (part: string, cut: number) => `${part.slice(0, cut)}.${part.slice(cut)}`
  const digitableLine = [
    group(`${first}${mod10(first)}`, 5),
    group(`${second}${mod10(second)}`, 5),
    group(`${third}${mod10(third)}`, 5),
    String(check),
    `${factor}${value}`,
  ].join(' ')
  return { barcode, digitableLine }
}

/** The bar code of a digitable line (digits only), or null when a check digit is wrong. */
export function barcodeOfLine(line: string): string | null {
  const d = line.replace(/\D/g, '')
  if (d.length !== 47) return null
  const fields = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)]
  if (fields.some((part) => mod10(part.slice(0, -1)) !== Number(part.slice(-1)))) return null
  const barcode = `${d.slice(0, 4)}${d[32]}${d.slice(33, 47)}${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]) ? barcode : null
}
