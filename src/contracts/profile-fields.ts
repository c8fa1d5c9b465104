/**
 * The fields of a shopper's identification the rules check (./checkout-rules
 * `profileProblems`) and what each says when it is missing or wrong (pt-BR):
 * the checkout's form and the server's refusals. A module of its own: the
 * pages that only read the rules do not bundle these texts.
 */
import { CNPJ_INVALID_MESSAGE, CPF_INVALID_MESSAGE } from './documents'
import { EMAIL_INVALID_MESSAGE } from './forms'

export type ProfileField = 'email' | 'firstName' | 'lastName' | 'document' | 'phone' | 'corporateName' | 'corporateDocument'

export const PROFILE_FIELD_MESSAGES: Readonly<Record<ProfileField, string>> = {
  email: EMAIL_INVALID_MESSAGE,
  firstName: 'Informe seu nome.',
  lastName: 'Informe seu sobrenome.',
  document: CPF_INVALID_MESSAGE,
  phone: 'Telefone inválido: informe o DDD e o número.',
  corporateName: 'Informe a razão social da empresa.',
  corporateDocument: CNPJ_INVALID_MESSAGE,
}
