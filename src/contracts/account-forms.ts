/**
 * The account's forms (sign-up, password, profile, address book): the rules
 * and pt-BR texts the pages show, and the pure helpers the server and the
 * browser share. The zod schema of each form is in ./schemas/account-forms
 * (server only: zod stays out of the browser).
 */
import { ACTIVATION_TOKEN_SECONDS, HOUR_SECONDS, PASSWORD_MIN_LENGTH, PASSWORD_RESET_TOKEN_SECONDS } from '../config/constants'
import { phoneE164 } from './documents'

/** A rule of the password, shown on the sign-up and new-password pages and checked on the server. */
export interface PasswordRule {
  id: string
  label: string
  /** A JavaScript regular expression the password must match (the login pages' script tests it live). */
  pattern: string
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, pattern: `^[\\s\\S]{${PASSWORD_MIN_LENGTH},}$` },
  { id: 'letter', label: 'Pelo menos uma letra', pattern: '[A-Za-zÀ-ÖØ-öø-ÿ]' },
  { id: 'digit', label: 'Pelo menos um número', pattern: '[0-9]' },
]

/** The rules a password breaks (empty when it is acceptable). */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !new RegExp(rule.pattern, 'u').test(password))
}

export const PASSWORD_RULES_MESSAGE = `A senha precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números.`

/**
 * What the account's fields say when missing or wrong (pt-BR), once: the zod
 * schemas of ./schemas/account-forms and the server's own checks (the club's)
 * answer with these, and the forms show them under their fields.
 */
export const ACCOUNT_FIELD_MESSAGES = {
  emailMissing: 'Informe o e-mail.',
  emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
  givenNameMissing: 'Informe o nome.',
  familyNameMissing: 'Informe o sobrenome.',
  nameCharacters: 'Use apenas letras, espaços, apóstrofo ou hífen.',
  cpfMissing: 'Informe o CPF.',
  cpfInvalid: 'CPF inválido: confira os números.',
  cnpjMissing: 'Informe o CNPJ.',
  companyNameMissing: 'Informe a razão social.',
  phoneInvalid: 'Informe o telefone com DDD, como (11) 98765-4321.',
  birthdateMissing: 'Informe a data de nascimento.',
  consentUnanswered: 'Marque ou desmarque a opção.',
  postalCodeMissing: 'Informe o CEP.',
  textCharacters: 'Use apenas letras, números e pontuação comum.',
  linkInvalid: 'Link inválido ou expirado.',
} as const

/** A person's name: letters, spaces, apostrophes, hyphens and dots. */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '.-]*$/u
export const NAME_MAX_LENGTH = 60

export const COMPANY_NAME_MAX_LENGTH = 120

/** A Brazilian phone with its area code (10 or 11 digits, optionally +55) → E.164 (+5511987654321); the rule is documents.ts'. */
export function normalizePhone(value: string): string | null {
  return phoneE164(value)
}

/** The age range of a birthdate (our choice: the store sells to adults and teenagers). */
export const BIRTHDATE_MIN_AGE_YEARS = 16
export const BIRTHDATE_MAX_AGE_YEARS = 120

/** Whether yyyy-mm-dd is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** Years between a birthdate and `today` (both yyyy-mm-dd). */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const GENDERS = ['female', 'male', 'other'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { female: 'Feminino', male: 'Masculino', other: 'Outro' }

/** What every sign-up answers, whether or not the e-mail has an account (no account enumeration). */
export interface SignUpAnswer {
  status: 'pending'
  message: string
}

/** How long a link of an account e-mail stays valid, in words: "24 horas", "1 hora". */
export function linkValidityText(seconds: number): string {
  const hours = Math.round(seconds / HOUR_SECONDS)
  return hours === 1 ? '1 hora' : `${hours} horas`
}

/** The activation link's validity (ACTIVATION_TOKEN_SECONDS) and the password-reset link's (PASSWORD_RESET_TOKEN_SECONDS), in words. */
export const ACTIVATION_LINK_VALIDITY = linkValidityText(ACTIVATION_TOKEN_SECONDS)
export const PASSWORD_RESET_LINK_VALIDITY = linkValidityText(PASSWORD_RESET_TOKEN_SECONDS)

export const SIGN_UP_SENT_MESSAGE =
  `Enviamos um e-mail para o endereço informado. Abra o link da mensagem para ativar a sua conta (ele vale por ${ACTIVATION_LINK_VALIDITY}).`
export const PASSWORD_RESET_SENT_MESSAGE =
  `Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por ${PASSWORD_RESET_LINK_VALIDITY}.`

/** The street line of the book ('Avenida Paulista, 1578') from a street and a number. */
export function streetLine(street: string, number: string): string {
  return `${street.trim()}, ${number.trim()}`
}

/** A street line split back into street and number ('Avenida Paulista, 1578' → ['Avenida Paulista', '1578']). */
export function splitStreetLine(line: string): { street: string; number: string } {
  const comma = line.lastIndexOf(',')
  if (comma < 0) return { street: line.trim(), number: '' }
  return { street: line.slice(0, comma).trim(), number: line.slice(comma + 1).trim() }
}
