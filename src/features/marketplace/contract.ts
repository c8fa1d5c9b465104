/**
 * Marketplace seller sign-up (/marketplace/cadastro) and its screening status
 * by protocol (/marketplace/triagem). The forms' schemas are in ./schemas/marketplace.
 */

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
/** Longest trade name (nome fantasia) and website address a seller application may carry. */
export const SELLER_TRADE_NAME_MAX_LENGTH = 120
export const SELLER_WEBSITE_MAX_LENGTH = 200

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
