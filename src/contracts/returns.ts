/**
 * Exchanges and returns (/account/exchanges): what a member may still send
 * back from a delivered order, the request form, and the stored requests.
 * Money in cents.
 */
import { z } from 'zod'

import { CART_ITEM_MAX_QUANTITY } from '../config/constants'

export const RETURN_KINDS = ['exchange', 'refund'] as const
export type ReturnKind = (typeof RETURN_KINDS)[number]
export const RETURN_KIND_LABELS: Readonly<Record<ReturnKind, string>> = { exchange: 'Troca', refund: 'Devolução com reembolso' }

export const RETURN_REASONS = ['size', 'defect', 'different', 'damaged', 'regret'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  size: 'O tamanho ou a medida não serviu',
  defect: 'O produto apresentou defeito',
  different: 'Recebi um produto diferente do anunciado',
  damaged: 'O produto chegou danificado',
  regret: 'Desisti da compra',
}

export type ReturnStatus = 'requested' | 'approved' | 'received' | 'completed' | 'rejected'
export const RETURN_STATUS_DESCRIPTIONS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Solicitação recebida',
  approved: 'Aprovada: aguardando o envio do produto',
  received: 'Produto recebido',
  completed: 'Concluída',
  rejected: 'Não aprovada',
}

export const RETURN_COMMENT_MAX_LENGTH = 500

/** One order line as a request lists it. */
export interface ReturnRequestItem {
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
export interface ReturnRequest {
  id: string
  orderId: string
  kind: ReturnKind
  reason: ReturnReason
  reasonDescription: string
  comment: string | null
  status: ReturnStatus
  statusDescription: string
  createdAt: string
  items: ReturnRequestItem[]
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
export interface ReturnableOrder {
  orderId: string
  creationDate: string
  deliveredAt: string
  /** Last day (ISO instant) a request is accepted. */
  returnableUntil: string
  items: ReturnableItem[]
}

/** GET /api/account/returns: the member's requests (newest first) and the orders still open to one. */
export interface ReturnsOverview {
  requests: ReturnRequest[]
  returnableOrders: ReturnableOrder[]
  windowDays: number
}

export const returnRequestSchema = z.object({
  orderId: z.string({ required_error: 'Escolha o pedido.' }).regex(/^\d{13}-\d{2}$/, 'Escolha o pedido.'),
  kind: z.enum(RETURN_KINDS, { errorMap: () => ({ message: 'Escolha entre troca e devolução.' }) }),
  reason: z.enum(RETURN_REASONS, { errorMap: () => ({ message: 'Escolha o motivo.' }) }),
  comment: z
    .string()
    .trim()
    .max(RETURN_COMMENT_MAX_LENGTH, `Use no máximo ${RETURN_COMMENT_MAX_LENGTH} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  items: z
    .array(
      z.object({
        itemId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Produto inválido.'),
        quantity: z
          .number({ invalid_type_error: 'Informe a quantidade.' })
          .int('Informe a quantidade.')
          .min(1, 'Informe a quantidade.')
          .max(CART_ITEM_MAX_QUANTITY, 'Quantidade acima da comprada.'),
      }),
      { required_error: 'Escolha pelo menos um produto.' },
    )
    .min(1, 'Escolha pelo menos um produto.')
    .max(50, 'Produtos demais.')
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, 'Cada produto aparece uma vez.'),
})
export type ReturnRequestInput = z.output<typeof returnRequestSchema>
