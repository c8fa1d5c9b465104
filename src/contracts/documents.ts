/**
 * Brazilian identity rules shared by the browser (the checkout forms) and the
 * server (which re-checks every write): CPF for people, CNPJ for companies
 * (numeric or, since Receita Federal's IN 2.229/2024, alphanumeric), phone
 * numbers with area code, state codes. The check digits, masks and phone
 * numbering rules are @brazilian-utils/brazilian-utils' (one maintained
 * library, imported by function so that a page bundles only what it uses);
 * this module only says which of its options the store uses and keeps the
 * store's own forms of storage (digits; a CNPJ's 14 upper-case characters).
 */
import { formatCnpj as formatCnpjMask } from '@brazilian-utils/brazilian-utils/format-cnpj'
import { formatCpf as formatCpfMask } from '@brazilian-utils/brazilian-utils/format-cpf'
import { formatPhone as formatPhoneMask } from '@brazilian-utils/brazilian-utils/format-phone'
import { isValidCnpj as isValidCnpjOfLibrary } from '@brazilian-utils/brazilian-utils/is-valid-cnpj'
import { isValidCpf as isValidCpfOfLibrary } from '@brazilian-utils/brazilian-utils/is-valid-cpf'
import { isValidPhone as isValidPhoneOfLibrary } from '@brazilian-utils/brazilian-utils/is-valid-phone'
import { parsePhone } from '@brazilian-utils/brazilian-utils/parse-phone'

/** A CNPJ has 14 characters: 12 letters or digits, then 2 check digits. */
export const CNPJ_LENGTH = 14
/** The CNPJ format the store accepts: the library's version 2 reads both the numeric and the alphanumeric CNPJ. */
const CNPJ_VERSION = 2

export const CPF_INVALID_MESSAGE = 'CPF inválido: confira os 11 dígitos.'
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido: confira os 14 caracteres (letras e números).'
/** What the CNPJ fields say under the label. */
export const CNPJ_HINT = 'Letras e números: 12.ABC.345/01DE-35 ou só os 14 caracteres.'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

export function isValidCpf(value: string): boolean {
  return isValidCpfOfLibrary(value)
}

/** A numeric (11.222.333/0001-81) or alphanumeric (12.ABC.345/01DE-35) CNPJ with valid check digits; case does not matter. */
export function isValidCnpj(value: string): boolean {
  return isValidCnpjOfLibrary(value, { version: CNPJ_VERSION })
}

/** A CNPJ as the store keeps it: its letters and digits, upper-case ('12.abc.345/01de-35' → '12ABC34501DE35'). */
export function cnpjCharacters(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
}

/** 39053344705 → 390.533.447-05 (as typed: partial input is formatted as far as it goes). */
export function formatCpf(value: string): string {
  return formatCpfMask(digitsOnly(value).slice(0, 11))
}

/** 12ABC34501DE35 → 12.ABC.345/01DE-35, 11222333000181 → 11.222.333/0001-81 (partial input formatted as far as it goes; letters upper-case). */
export function formatCnpj(value: string): string {
  return formatCnpjMask(cnpjCharacters(value).slice(0, CNPJ_LENGTH), { version: CNPJ_VERSION })
}

/**
 * The national digits of a Brazilian phone (area code + number: 10 digits for
 * a landline, 11 for a mobile), from any common writing (+55 (11) 98765-4321,
 * 011987654321…); null when it is not one (unknown area code, a landline that
 * does not start with 2 to 5, a mobile that does not start with 9…).
 */
export function nationalPhoneDigits(value: string): string | null {
  let digits = digitsOnly(value)
  // The trunk prefix 0 of a long-distance call (0 11 98765-4321).
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1)
  const national = parsePhone(digits)
  // parsePhone drops a country code (55 or 0055) and keeps at most 11 digits: anything else it dropped was not a phone.
  if (digits !== national && digits !== `55${national}` && digits !== `0055${national}`) return null
  if (national.length === 11 && national[2] !== '9') return null
  return isValidPhoneOfLibrary(national) ? national : null
}

export const isValidPhone = (value: string): boolean => nationalPhoneDigits(value) !== null

/** The phone in the platform's E.164 form (+5511987654321), or null. */
export function phoneE164(value: string): string | null {
  const national = nationalPhoneDigits(value)
  return national ? `+55${national}` : null
}

/** (11) 98765-4321 as typed (partial input formatted as far as it goes). */
export function formatPhone(value: string): string {
  return formatPhoneMask(parsePhone(value), { mask: 'nanp' })
}

/** The 27 federative units (UF) of an address's `state`. */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS',
  'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const

export type BrazilianState = (typeof BRAZILIAN_STATES)[number]

export const isBrazilianState = (value: string): boolean => (BRAZILIAN_STATES as readonly string[]).includes(value.trim().toUpperCase())

/** True when a value carries the platform's masking (`j***@gmail.com`, `***.***.***-12`). */
export const isMasked = (value: string | null | undefined): boolean => typeof value === 'string' && value.includes('*')
