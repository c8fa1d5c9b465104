/**
 * Marketplace seller sign-up (/marketplace/cadastro) and its screening status
 * by protocol (/marketplace/triagem).
 */
import { z } from 'zod'

import { cnpjField, companyNameField, emailField, nameField, phoneField } from './account-forms'

export const SELLER_CATEGORIES = ['calcados', 'roupas', 'equipamentos', 'acessorios', 'bicicletas', 'suplementos', 'eletronicos', 'camping'] as const
export type SellerCategory = (typeof SELLER_CATEGORIES)[number]
export const SELLER_CATEGORY_LABELS: Readonly<Record<SellerCategory, string>> = {
  calcados: 'Calçados esportivos',
  roupas: 'Roupas esportivas',
  equipamentos: 'Equipamentos de treino',
  acessorios: 'Acessórios',
  bicicletas: 'Bicicletas e peças',
  suplementos: 'Suplementos e nutrição',
  eletronicos: 'Relógios e eletrônicos esportivos',
  camping: 'Camping e aventura',
}

export type SellerApplicationStatus = 'received' | 'in-review' | 'approved' | 'rejected'
export const SELLER_STATUS_DESCRIPTIONS: Readonly<Record<SellerApplicationStatus, string>> = {
  received: 'Cadastro recebido: aguardando a triagem',
  'in-review': 'Em análise pela nossa equipe',
  approved: 'Aprovado: você receberá o contrato por e-mail',
  rejected: 'Não aprovado nesta triagem',
}

/** The screening's steps (the triagem page's list), in order. */
export const SCREENING_STEPS = [
  'Cadastro recebido',
  'Verificação do CNPJ e da situação fiscal',
  'Avaliação do catálogo e das marcas',
  'Validação da capacidade logística',
] as const

/** A protocol as the store issues it: MP-XXXX-XXXX (letters without I and O, digits without 0 and 1). */
export const SELLER_PROTOCOL_PATTERN = /^MP-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/

export const SELLER_MESSAGE_MAX_LENGTH = 1000

export const sellerApplicationSchema = z.object({
  companyName: companyNameField,
  tradeName: z
    .string()
    .trim()
    .max(120, 'Use no máximo 120 caracteres.')
    .nullish()
    .transform((value) => (value ? value : null)),
  cnpj: cnpjField,
  contactName: nameField('Informe o nome do responsável.'),
  email: emailField,
  phone: phoneField,
  website: z
    .string()
    .trim()
    .max(200, 'Use no máximo 200 caracteres.')
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

/** What the screening page shows of an application. */
export interface SellerApplicationStatusView {
  protocol: string
  companyName: string
  status: SellerApplicationStatus
  statusDescription: string
  createdAt: string
  updatedAt: string
  steps: Array<{ label: string; done: boolean }>
}

/** POST /api/marketplace/applications answers the protocol to keep. */
export interface SellerApplicationReceipt {
  protocol: string
  status: SellerApplicationStatusView
}
