/**
 * The account's forms (sign-up, password, profile, address book): one zod
 * schema each, with pt-BR messages, shared by the server (which validates
 * every write) and the browser (which shows the same rules).
 */
import { z } from 'zod'

import { CEP_DIGITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/constants'
import { digitsOnly, isValidCnpj, isValidCpf } from './documents'

// ── Fields ──────────────────────────────────────────────────────────────────

export const emailField = z
  .string({ required_error: 'Informe o e-mail.' })
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail longo demais.')
  .email('Informe um e-mail válido, como nome@exemplo.com.')
  .transform((value) => value.toLowerCase())

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

export const passwordField = z
  .string({ required_error: 'Informe a senha.' })
  .max(PASSWORD_MAX_LENGTH, `Use no máximo ${PASSWORD_MAX_LENGTH} caracteres.`)
  .refine((value) => brokenPasswordRules(value).length === 0, PASSWORD_RULES_MESSAGE)

/** A person's name: letters, spaces, apostrophes, hyphens and dots. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '.-]*$/u
export const NAME_MAX_LENGTH = 60

export function nameField(missing: string) {
  return z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(NAME_MAX_LENGTH, `Use no máximo ${NAME_MAX_LENGTH} caracteres.`)
    .regex(NAME_PATTERN, 'Use apenas letras, espaços, apóstrofo ou hífen.')
}

/** An optional name: blank becomes null. */
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Use no máximo ${NAME_MAX_LENGTH} caracteres.`)
  .refine((value) => value === '' || NAME_PATTERN.test(value), 'Use apenas letras, espaços, apóstrofo ou hífen.')
  .transform((value) => (value === '' ? null : value))
  .nullish()
  .transform((value) => value ?? null)

export const cpfField = z
  .string({ required_error: 'Informe o CPF.' })
  .trim()
  .min(1, 'Informe o CPF.')
  .max(20, 'CPF inválido: confira os números.')
  .refine((value) => isValidCpf(value), 'CPF inválido: confira os números.')
  .transform(digitsOnly)

export const cnpjField = z
  .string({ required_error: 'Informe o CNPJ.' })
  .trim()
  .min(1, 'Informe o CNPJ.')
  .max(24, 'CNPJ inválido: confira os números.')
  .refine((value) => isValidCnpj(value), 'CNPJ inválido: confira os números.')
  .transform(digitsOnly)

export const COMPANY_NAME_MAX_LENGTH = 120
export const companyNameField = z
  .string({ required_error: 'Informe a razão social.' })
  .trim()
  .min(2, 'Informe a razão social.')
  .max(COMPANY_NAME_MAX_LENGTH, `Use no máximo ${COMPANY_NAME_MAX_LENGTH} caracteres.`)

/** A Brazilian phone with its area code (10 or 11 digits, optionally +55) → E.164 (+5511987654321). */
export function normalizePhone(value: string): string | null {
  const digits = digitsOnly(value).replace(/^55(?=\d{10,11}$)/, '')
  if (!/^[1-9]{2}9?\d{8}$/.test(digits)) return null
  return `+55${digits}`
}

export const phoneField = z
  .string({ required_error: 'Informe o telefone.' })
  .trim()
  .max(20, 'Informe o telefone com DDD, como (11) 98765-4321.')
  .refine((value) => normalizePhone(value) !== null, 'Informe o telefone com DDD, como (11) 98765-4321.')
  .transform((value) => normalizePhone(value) as string)

const optionalPhone = z
  .string()
  .trim()
  .max(20, 'Informe o telefone com DDD, como (11) 98765-4321.')
  .refine((value) => value === '' || normalizePhone(value) !== null, 'Informe o telefone com DDD, como (11) 98765-4321.')
  .transform((value) => (value === '' ? null : normalizePhone(value)))
  .nullish()
  .transform((value) => value ?? null)

/** Marketing e-mail consent (the consent purpose `marketing_email`, commerce §3). */
const consentField = z.boolean({ invalid_type_error: 'Marque ou desmarque a opção.' }).default(false)

/** The age range of a birthdate (our choice: the store sells to adults and teenagers). */
export const BIRTHDATE_MIN_AGE_YEARS = 16
export const BIRTHDATE_MAX_AGE_YEARS = 120

/** Whether yyyy-mm-dd is a real calendar date. */
function isCalendarDate(value: string): boolean {
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

/** A birthdate (yyyy-mm-dd) of someone aged 16 to 120 on `today()`. */
export function birthdateField(today: () => string = () => new Date().toISOString().slice(0, 10)) {
  return z
    .string({ required_error: 'Informe a data de nascimento.' })
    .trim()
    .min(1, 'Informe a data de nascimento.')
    .refine(isCalendarDate, 'Informe uma data válida (dd/mm/aaaa).')
    .refine((value) => {
      if (!isCalendarDate(value)) return true
      const age = ageOn(value, today())
      return age >= BIRTHDATE_MIN_AGE_YEARS && age <= BIRTHDATE_MAX_AGE_YEARS
    }, `É preciso ter pelo menos ${BIRTHDATE_MIN_AGE_YEARS} anos.`)
}

export const GENDERS = ['female', 'male', 'other'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { female: 'Feminino', male: 'Masculino', other: 'Outro' }

/** A same-site path to return to (checked again by the server's safeReturnPath). */
const returnUrlField = z.string().max(2048).optional()

// ── Sign-up, activation, password reset ─────────────────────────────────────

/** Consumer store: a person with a CPF. */
export const consumerSignUpSchema = z.object({
  email: emailField,
  password: passwordField,
  givenName: nameField('Informe o nome.'),
  familyName: nameField('Informe o sobrenome.'),
  cpf: cpfField,
  marketingConsent: consentField,
  returnUrl: returnUrlField,
})

/** Business store: a buyer of a company, with the company's CNPJ and corporate name. */
export const businessSignUpSchema = z.object({
  email: emailField,
  password: passwordField,
  givenName: nameField('Informe o nome.'),
  familyName: nameField('Informe o sobrenome.'),
  cnpj: cnpjField,
  companyName: companyNameField,
  marketingConsent: consentField,
  returnUrl: returnUrlField,
})

export type ConsumerSignUp = z.output<typeof consumerSignUpSchema>
export type BusinessSignUp = z.output<typeof businessSignUpSchema>

/** A one-time token of an e-mailed link (43 base64url characters). */
export const tokenField = z
  .string({ required_error: 'Link inválido ou expirado.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido ou expirado.')

export const activationSchema = z.object({ token: tokenField })

export const passwordResetRequestSchema = z.object({ email: emailField })

export const passwordResetSchema = z.object({ token: tokenField, password: passwordField })

/** What every sign-up answers, whether or not the e-mail has an account (no account enumeration). */
export interface SignUpAnswer {
  status: 'pending'
  message: string
}

export const SIGN_UP_SENT_MESSAGE =
  'Enviamos um e-mail para o endereço informado. Abra o link da mensagem para ativar a sua conta (ele vale por 24 horas).'
export const PASSWORD_RESET_SENT_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.'

// ── Profile ─────────────────────────────────────────────────────────────────

/** Gerenciar perfil: names, birthdate, phone, gender and the marketing consent (e-mail and documents are fixed). */
export function profileSchema(today?: () => string) {
  return z.object({
    givenName: nameField('Informe o nome.'),
    middleName: optionalName,
    familyName: nameField('Informe o sobrenome.'),
    birthdate: birthdateField(today).nullish().transform((value) => value ?? null),
    phone: optionalPhone,
    gender: z.enum(GENDERS).nullish().transform((value) => value ?? null),
    marketingConsent: z.boolean({ required_error: 'Marque ou desmarque a opção.', invalid_type_error: 'Marque ou desmarque a opção.' }),
  })
}
export type ProfileInput = z.output<ReturnType<typeof profileSchema>>

// ── Address book ────────────────────────────────────────────────────────────

/** A CEP typed as 00000-000 or 00000000 → its 8 digits. */
export const postalCodeField = z
  .string({ required_error: 'Informe o CEP.' })
  .trim()
  .min(1, 'Informe o CEP.')
  .regex(/^\d{5}-?\d{3}$/, 'CEP inválido: use 8 dígitos (00000-000).')
  .transform((value) => digitsOnly(value))
  .refine((value) => value.length === CEP_DIGITS, 'CEP inválido: use 8 dígitos (00000-000).')

const text = (missing: string, max: number) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Use no máximo ${max} caracteres.`)
    .refine((value) => !/[<>\u0000-\u001f]/.test(value), 'Use apenas letras, números e pontuação comum.')

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .refine((value) => !/[<>\u0000-\u001f]/.test(value), 'Use apenas letras, números e pontuação comum.')
    .nullish()
    .transform((value) => (value ? value : null))

/**
 * An address of the book. City and state are not typed: the server takes
 * them from the CEP (an unknown CEP is refused).
 */
export const addressSchema = z.object({
  title: text('Dê um nome ao endereço, como Casa ou Trabalho.', 30),
  postalCode: postalCodeField,
  street: text('Informe a rua.', 100),
  number: text('Informe o número (ou s/n).', 10),
  complement: optionalText(60),
  neighborhood: text('Informe o bairro.', 60),
  firstname: nameField('Informe o nome de quem recebe.'),
  lastname: nameField('Informe o sobrenome de quem recebe.'),
  phone: optionalPhone,
  favorite: z.boolean().optional(),
})
export type AddressInput = z.output<typeof addressSchema>

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
