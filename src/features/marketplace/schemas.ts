/** The zod schemas of the seller sign-up and of the screening look-up; the shapes and labels are in ../marketplace. */
import { z } from 'zod'

import { SELLER_CATEGORIES, SELLER_MESSAGE_MAX_LENGTH, SELLER_PROTOCOL_PATTERN, SELLER_TRADE_NAME_MAX_LENGTH, SELLER_WEBSITE_MAX_LENGTH } from './contract'
import { cnpjField, companyNameField, emailField, nameField, phoneField } from '../../contracts/schemas/account-forms'

export const sellerApplicationSchema = z.object({
  companyName: companyNameField,
  tradeName: z
    .string()
    .trim()
    .max(SELLER_TRADE_NAME_MAX_LENGTH, `Use no máximo ${SELLER_TRADE_NAME_MAX_LENGTH} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  cnpj: cnpjField,
  contactName: nameField('Informe o nome do responsável.'),
  email: emailField,
  phone: phoneField,
  website: z
    .string()
    .trim()
    .max(SELLER_WEBSITE_MAX_LENGTH, `Use no máximo ${SELLER_WEBSITE_MAX_LENGTH} caracteres.`)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Informe o endereço completo, como https://www.sualoja.com.br.')
    .nullish()
    .transform((value) => (value ? value : null)),
  categories: z
    .array(z.enum(SELLER_CATEGORIES), { required_error: 'Escolha pelo menos uma categoria.' })
    .min(1, 'Escolha pelo menos uma categoria.')
    .transform((values) => [...new Set(values)]),
  message: z
    .string()
    .trim()
    .max(SELLER_MESSAGE_MAX_LENGTH, `Use no máximo ${SELLER_MESSAGE_MAX_LENGTH} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type SellerApplicationInput = z.output<typeof sellerApplicationSchema>

/** Looking up an application: its protocol and the company's CNPJ (both must match). */
export const sellerLookupSchema = z.object({
  protocol: z
    .string({ required_error: 'Informe o protocolo.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => SELLER_PROTOCOL_PATTERN.test(value), 'Protocolo inválido: use o formato MP-XXXX-XXXX.'),
  cnpj: cnpjField,
})
