/**
 * Exchanges and returns (/account/exchanges): what a member may still send
 * back from a delivered order, the request form, and the stored requests.
 * Money in cents. The request form's schema is in ./schemas/returns.
 */

export const EXCHANGE_KINDS = ['exchange', 'refund'] as const
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number]
export const EXCHANGE_KIND_LABELS: Readonly<Record<ExchangeKind, string>> = { exchange: 'Troca', refund: 'Devolução com reembolso' }

export const EXCHANGE_REASONS = ['size', 'defect', 'different', 'damaged', 'regret'] as const
export type ExchangeReason = (typeof EXCHANGE_REASONS)[number]
export const EXCHANGE_REASON_LABELS: Readonly<Record<ExchangeReason, string>> = {
  size: 'O tamanho ou a medida não serviu',
  defect: 'O produto apresentou defeito',
  different: 'Recebi um produto diferente do anunciado',
  damaged: 'O produto chegou danificado',
  regret: 'Desisti da compra',
}

export type ExchangeStatus = 'requested' | 'approved' | 'received' | 'completed' | 'rejected'
export const EXCHANGE_STATUS_DESCRIPTIONS: Readonly<Record<ExchangeStatus, string>> = {
  requested: 'Solicitação recebida',
  approved: 'Aprovada: aguardando o envio do produto',
  received: 'Produto recebido',
  completed: 'Concluída',
  rejected: 'Não aprovada',
}

export const EXCHANGE_COMMENT_MAX_LENGTH = 500

/** One order line as a request lists it. */
export interface ExchangeRequestItem {
  itemId: string
  productId: string
  name: string
  skuName: string
  imageUrl: string
  quantity: number
  /** Price paid per unit. */
  unitPrice: number
}

/** A stored request as its member sees it. */
export interface ExchangeRequest {
  id: string
  orderId: string
  kind: ExchangeKind
  reason: ExchangeReason
  reasonDescription: string
  comment: string | null
  status: ExchangeStatus
  statusDescription: string
  createdAt: string
  items: ExchangeRequestItem[]
  /** What the items cost (the refund of a refund request). */
  value: number
}

/** An order line with what may still be requested of it. */
export interface ReturnableItem {
  itemId: string
  productId: string
  name: string
  skuName: string
  imageUrl: string
  unitPrice: number
  bought: number
  /** Bought minus what open or finished requests already cover. */
  returnable: number
}

/** A delivered order still inside the return window. */
export interface ExchangeableOrder {
  orderId: string
  creationDate: string
  deliveredAt: string
  /** Last day (ISO instant) a request is accepted. */
  returnableUntil: string
  items: ReturnableItem[]
}

/** GET /api/account/exchanges: the member's requests (newest first) and the orders still open to one. */
export interface ExchangesOverview {
  requests: ExchangeRequest[]
  returnableOrders: ExchangeableOrder[]
  windowDays: number
}
