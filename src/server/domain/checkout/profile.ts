import { CNPJ_INVALID_MESSAGE, CPF_INVALID_MESSAGE, cnpjCharacters, digitsOnly, isMasked, isValidCnpj, isValidCpf, isValidPhone, phoneE164 } from '../../../contracts/documents'
import type { ClientProfileData, OrderForm } from '../../../contracts/checkout'
import { PROFILE_FIELD_MESSAGES } from '../../../contracts/profile-fields'
import type { CheckoutEnv, KnownProfile } from './env'
import { CheckoutRuleError } from './errors'

/** The shopper of a request, as far as the cart cares (null: a visitor). */
export interface CheckoutShopper {
  userProfileId: string
  email: string
}

export interface ProfileInput {
  email: string
  firstName?: string
  lastName?: string
  documentType?: string
  document?: string
  phone?: string
  corporateName?: string
  tradeName?: string
  corporateDocument?: string
  stateInscription?: string
  corporatePhone?: string
  isCorporate?: boolean
}

export const PROFILE_REQUIRES_LOGIN_TEXT = 'Este e-mail já tem cadastro. Faça login para alterar os dados, ou continue com os dados cadastrados.'

const NAME_MAX = 100

export function emptyProfile(): ClientProfileData {
  return {
    email: null,
    firstName: null,
    corporateName: null,
    tradeName: null,
    corporateDocument: null,
    stateInscription: null,
    corporatePhone: null,
    isCorporate: false,
    profileCompleteOnLoading: false,
    profileErrorOnLoading: null,
    customerClass: null,
  }
}

/** A member's stored profile as the cart carries it. */
export function profileFromKnown(known: KnownProfile): ClientProfileData {
  return {
    ...emptyProfile(),
    email: known.email,
    firstName: known.firstName,
    lastName: known.lastName,
    documentType: known.isCorporate && known.corporateDocument && !known.document ? 'cnpj' : 'cpf',
    document: known.document ?? known.corporateDocument ?? '',
    phone: known.phone ?? '',
    corporateName: known.corporateName,
    corporateDocument: known.corporateDocument,
    isCorporate: known.isCorporate,
    profileCompleteOnLoading: true,
  }
}

/** A value the shopper gave (a masked echo of stored data counts as not given). */
const given = (value: string | undefined): value is string => value !== undefined && !isMasked(value)

export const PROFILE_REQUIRES_LOGIN_CODE = 'profileRequiresLogin'

/** The guest check: an e-mail given alone, to learn whether it has an account (and attach it). */
export const isGuestCheck = (input: ProfileInput): boolean => !hasIdentification(input)

function hasIdentification(input: ProfileInput): boolean {
  return (
    input.firstName !== undefined ||
    input.lastName !== undefined ||
    input.document !== undefined ||
    input.phone !== undefined ||
    input.corporateName !== undefined ||
    input.corporateDocument !== undefined ||
    input.isCorporate === true
  )
}

function requireName(value: string | null | undefined, field: 'firstName' | 'lastName'): string {
  const trimmed = (value ?? '').trim()
  if (!trimmed) throw new CheckoutRuleError(400, 'invalidProfile', PROFILE_FIELD_MESSAGES[field])
  if (trimmed.length > NAME_MAX) throw new CheckoutRuleError(400, 'invalidProfile', `O campo ${field} aceita até ${NAME_MAX} caracteres.`)
  return trimmed
}

/**
 * The identification the shopper gives, over what is known of them (their
 * stored profile when they are that member): names are required, the
 * document is checked by its type (CPF check digits; CNPJ for a company), a
 * phone must be a Brazilian number with area code (kept as +55…), a company
 * (isCorporate) needs its corporate name and a valid CNPJ.
 */
function identify(base: ClientProfileData, input: ProfileInput, email: string): ClientProfileData {
  const firstName = requireName(given(input.firstName) ? input.firstName : base.firstName, 'firstName')
  const lastName = requireName(given(input.lastName) ? input.lastName : base.lastName, 'lastName')
  const documentType = (given(input.documentType) ? input.documentType : (base.documentType ?? 'cpf')).toLowerCase()
  const documentInput = given(input.document) ? input.document : (base.document ?? '')
  // A CNPJ keeps its letters (alphanumeric CNPJ, IN RFB 2.229/2024), upper-case; a CPF is digits.
  const document = documentType === 'cnpj' ? cnpjCharacters(documentInput) : digitsOnly(documentInput)
  if (documentType === 'cpf' && !isValidCpf(document)) {
    throw new CheckoutRuleError(400, 'invalidDocument', CPF_INVALID_MESSAGE)
  }
  if (documentType === 'cnpj' && !isValidCnpj(document)) {
    throw new CheckoutRuleError(400, 'invalidDocument', CNPJ_INVALID_MESSAGE)
  }
  if (documentType !== 'cpf' && documentType !== 'cnpj') {
    throw new CheckoutRuleError(400, 'invalidDocument', `Tipo de documento (${documentType.slice(0, 10)}) inválido: use cpf ou cnpj.`)
  }
  const phoneInput = given(input.phone) ? input.phone : (base.phone ?? '')
  let phone = phoneInput
  if (phoneInput.trim() !== '') {
    if (!isValidPhone(phoneInput)) throw new CheckoutRuleError(400, 'invalidPhone', PROFILE_FIELD_MESSAGES.phone)
    phone = phoneE164(phoneInput) ?? phoneInput
  }
  const isCorporate = input.isCorporate ?? base.isCorporate
  const corporateDocument = given(input.corporateDocument) ? cnpjCharacters(input.corporateDocument) : base.corporateDocument
  const corporateName = given(input.corporateName) ? input.corporateName.trim() : base.corporateName
  if (isCorporate) {
    if (!corporateName) throw new CheckoutRuleError(400, 'invalidProfile', PROFILE_FIELD_MESSAGES.corporateName)
    if (!corporateDocument || !isValidCnpj(corporateDocument)) {
      throw new CheckoutRuleError(400, 'invalidDocument', CNPJ_INVALID_MESSAGE)
    }
  } else if (corporateDocument && !isValidCnpj(corporateDocument)) {
    throw new CheckoutRuleError(400, 'invalidDocument', CNPJ_INVALID_MESSAGE)
  }
  return {
    ...emptyProfile(),
    email,
    firstName,
    lastName,
    documentType,
    document,
    phone,
    corporateName: corporateName ?? null,
    tradeName: given(input.tradeName) ? input.tradeName.trim() : base.tradeName,
    corporateDocument: corporateDocument ?? null,
    stateInscription: given(input.stateInscription) ? input.stateInscription.trim() : base.stateInscription,
    corporatePhone: given(input.corporatePhone) ? input.corporatePhone.trim() : base.corporatePhone,
    isCorporate,
    profileCompleteOnLoading: true,
  }
}

/**
 * Attaches the client profile (POST …/attachments/clientProfileData).
 * - E-mail only (the guest check): a member's e-mail attaches their stored
 *   profile (as the platform does; who did not prove to own it sees it masked
 *   and cannot edit it: canEditData false); another e-mail keeps the profile
 *   it already had, or starts an empty one.
 * - With identification: the shopper's data, checked (see identify). A
 *   member's e-mail can only be changed by that member, logged in.
 */
export function setClientProfile(orderForm: OrderForm, input: ProfileInput, env: CheckoutEnv, shopper: CheckoutShopper | null): OrderForm {
  const email = input.email.trim().toLowerCase()
  const known = env.profileOf(email)
  const owner = Boolean(known && shopper && shopper.userProfileId === known.userProfileId)
  if (!hasIdentification(input)) {
    if (known) {
      return { ...orderForm, clientProfileData: profileFromKnown(known), userProfileId: known.userProfileId, canEditData: owner }
    }
    const current = orderForm.clientProfileData
    const keep = current && current.email === email && orderForm.userProfileId === null
    return keep ? orderForm : { ...orderForm, clientProfileData: { ...emptyProfile(), email }, userProfileId: null, canEditData: true }
  }
  if (known && !owner) throw new CheckoutRuleError(409, PROFILE_REQUIRES_LOGIN_CODE, PROFILE_REQUIRES_LOGIN_TEXT)
  const current = orderForm.clientProfileData?.email === email ? orderForm.clientProfileData : null
  const base = known ? profileFromKnown(known) : (current ?? { ...emptyProfile(), email })
  return { ...orderForm, clientProfileData: identify(base, input, email), userProfileId: known?.userProfileId ?? null, canEditData: true }
}
