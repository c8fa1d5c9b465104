/**
 * The zod schemas of the account's forms (sign-up, password, profile, address
 * book), with pt-BR messages: the server validates every write with them. The
 * rules and texts the pages show, and the pure helpers, are in ../account-forms.
 */
import { z } from 'zod'

import { CEP_DIGITS, PASSWORD_MAX_LENGTH } from '../../config/constants'
import {
  ACCOUNT_FIELD_MESSAGES as MESSAGES,
  ageOn,
  BIRTHDATE_MAX_AGE_YEARS,
  BIRTHDATE_MIN_AGE_YEARS,
  brokenPasswordRules,
  COMPANY_NAME_MAX_LENGTH,
  GENDERS,
  isCalendarDate,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  normalizePhone,
  PASSWORD_RULES_MESSAGE,
} from '../account-forms'
import { CEP_INVALID_MESSAGE, CEP_PATTERN } from '../address'
import { ADDRESS_FIELD_MESSAGES } from '../address-fields'
import { CNPJ_INVALID_MESSAGE, cnpjCharacters, digitsOnly, isValidCnpj, isValidCpf } from '../documents'
import { tooLongMessage } from '../forms'

// ── Fields ──────────────────────────────────────────────────────────────────

export const emailField = z
  .string({ required_error: MESSAGES.emailMissing })
  .trim()
  .min(1, MESSAGES.emailMissing)
  .max(254, 'E-mail longo demais.')
  .email(MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase())

export const passwordField = z
  .string({ required_error: 'Informe a senha.' })
  .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH))
  .refine((value) => brokenPasswordRules(value).length === 0, PASSWORD_RULES_MESSAGE)

export function nameField(missing: string) {
  return z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH))
    .regex(NAME_PATTERN, MESSAGES.nameCharacters)
}

/** An optional name: blank becomes null. */
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH))
  .refine((value) => value === '' || NAME_PATTERN.test(value), MESSAGES.nameCharacters)
  .transform((value) => (value === '' ? null : value))
  .nullish()
  .transform((value) => value ?? null)

export const cpfField = z
  .string({ required_error: MESSAGES.cpfMissing })
  .trim()
  .min(1, MESSAGES.cpfMissing)
  .max(20, MESSAGES.cpfInvalid)
  .refine((value) => isValidCpf(value), MESSAGES.cpfInvalid)
  .transform(digitsOnly)

export const cnpjField = z
  .string({ required_error: MESSAGES.cnpjMissing })
  .trim()
  .min(1, MESSAGES.cnpjMissing)
  .max(24, CNPJ_INVALID_MESSAGE)
  .refine((value) => isValidCnpj(value), CNPJ_INVALID_MESSAGE)
  .transform(cnpjCharacters)

export const companyNameField = z
  .string({ required_error: MESSAGES.companyNameMissing })
  .trim()
  .min(2, MESSAGES.companyNameMissing)
  .max(COMPANY_NAME_MAX_LENGTH, tooLongMessage(COMPANY_NAME_MAX_LENGTH))

export const phoneField = z
  .string({ required_error: 'Informe o telefone.' })
  .trim()
  .max(20, MESSAGES.phoneInvalid)
  .refine((value) => normalizePhone(value) !== null, MESSAGES.phoneInvalid)
  .transform((value) => normalizePhone(value) as string)

const optionalPhone = z
  .string()
  .trim()
  .max(20, MESSAGES.phoneInvalid)
  .refine((value) => value === '' || normalizePhone(value) !== null, MESSAGES.phoneInvalid)
  .transform((value) => (value === '' ? null : normalizePhone(value)))
  .nullish()
  .transform((value) => value ?? null)

/** Marketing e-mail consent (the stored profile's consent purpose `marketing_email`). */
const consentField = z.boolean({ invalid_type_error: MESSAGES.consentUnanswered }).default(false)

/** A birthdate (yyyy-mm-dd) of someone aged 16 to 120 on `today()`. */
export function birthdateField(today: () => string = () => new Date().toISOString().slice(0, 10)) {
  return z
    .string({ required_error: MESSAGES.birthdateMissing })
    .trim()
    .min(1, MESSAGES.birthdateMissing)
    .refine(isCalendarDate, 'Informe uma data válida (dd/mm/aaaa).')
    .refine((value) => {
      if (!isCalendarDate(value)) return true
      const age = ageOn(value, today())
      return age >= BIRTHDATE_MIN_AGE_YEARS && age <= BIRTHDATE_MAX_AGE_YEARS
    }, `É preciso ter pelo menos ${BIRTHDATE_MIN_AGE_YEARS} anos.`)
}

/** A same-site path to return to (checked again by the server's safeReturnPath). */
const returnUrlField = z.string().max(2048).optional()

// ── Sign-up, activation, password reset ─────────────────────────────────────

/** Consumer store: a person with a CPF. */
export const consumerSignUpSchema = z.object({
  email: emailField,
  password: passwordField,
  givenName: nameField(MESSAGES.givenNameMissing),
  familyName: nameField(MESSAGES.familyNameMissing),
  cpf: cpfField,
  marketingConsent: consentField,
  returnUrl: returnUrlField,
})

/** Business store: a buyer of a company, with the company's CNPJ and corporate name. */
export const businessSignUpSchema = z.object({
  email: emailField,
  password: passwordField,
  givenName: nameField(MESSAGES.givenNameMissing),
  familyName: nameField(MESSAGES.familyNameMissing),
  cnpj: cnpjField,
  companyName: companyNameField,
  marketingConsent: consentField,
  returnUrl: returnUrlField,
})

export type ConsumerSignUp = z.output<typeof consumerSignUpSchema>
export type BusinessSignUp = z.output<typeof businessSignUpSchema>

/** A one-time token of an e-mailed link (43 base64url characters). */
export const tokenField = z
  .string({ required_error: MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.linkInvalid)

export const activationSchema = z.object({ token: tokenField })

export const passwordResetRequestSchema = z.object({ email: emailField })

export const passwordResetSchema = z.object({ token: tokenField, password: passwordField })

// ── Profile ─────────────────────────────────────────────────────────────────

/** Gerenciar perfil: names, birthdate, phone, gender and the marketing consent (e-mail and documents are fixed). */
export function profileSchema(today?: () => string) {
  return z.object({
    givenName: nameField(MESSAGES.givenNameMissing),
    middleName: optionalName,
    familyName: nameField(MESSAGES.familyNameMissing),
    birthdate: birthdateField(today).nullish().transform((value) => value ?? null),
    phone: optionalPhone,
    gender: z.enum(GENDERS).nullish().transform((value) => value ?? null),
    marketingConsent: z.boolean({ required_error: MESSAGES.consentUnanswered, invalid_type_error: MESSAGES.consentUnanswered }),
  })
}
export type ProfileInput = z.output<ReturnType<typeof profileSchema>>

// ── Address book ────────────────────────────────────────────────────────────

/** A CEP typed as 00000-000 or 00000000 → its 8 digits. */
export const postalCodeField = z
  .string({ required_error: MESSAGES.postalCodeMissing })
  .trim()
  .min(1, MESSAGES.postalCodeMissing)
  .regex(CEP_PATTERN, CEP_INVALID_MESSAGE)
  .transform((value) => digitsOnly(value))
  .refine((value) => value.length === CEP_DIGITS, CEP_INVALID_MESSAGE)

const text = (missing: string, max: number) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLongMessage(max))
    .refine((value) => !/[<>\u0000-\u001f]/.test(value), MESSAGES.textCharacters)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine((value) => !/[<>\u0000-\u001f]/.test(value), MESSAGES.textCharacters)
    .nullish()
    .transform((value) => (value ? value : null))

/**
 * An address of the book. The state is not typed: the server takes it from
 * the CEP (a CEP that does not exist is refused), and the city too where it
 * knows it; `city` is what the member typed for a CEP whose city it does not.
 */
export const addressSchema = z.object({
  title: text('Dê um nome ao endereço, como Casa ou Trabalho.', 30),
  postalCode: postalCodeField,
  street: text(ADDRESS_FIELD_MESSAGES.street, 100),
  number: text(ADDRESS_FIELD_MESSAGES.number, 10),
  complement: optionalText(60),
  neighborhood: text(ADDRESS_FIELD_MESSAGES.neighborhood, 60),
  city: optionalText(60),
  firstname: nameField('Informe o nome de quem recebe.'),
  lastname: nameField('Informe o sobrenome de quem recebe.'),
  phone: optionalPhone,
  favorite: z.boolean().optional(),
})
export type AddressInput = z.output<typeof addressSchema>
