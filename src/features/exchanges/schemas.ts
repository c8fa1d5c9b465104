/** The zod schema of an exchange or return request (POST /api/account/exchanges); the shapes and labels are in ../returns. */
import { z } from 'zod'

import { CART_ITEM_MAX_QUANTITY } from '../../config/constants'
import { EXCHANGE_COMMENT_MAX_LENGTH, EXCHANGE_KINDS, EXCHANGE_REASONS } from './contract'

export const exchangeRequestSchema = z.object({
  orderId: z.string({ required_error: 'Escolha o pedido.' }).regex(/^\d{13}-\d{2}$/, 'Escolha o pedido.'),
  kind: z.enum(EXCHANGE_KINDS, { errorMap: () => ({ message: 'Escolha entre troca e devolução.' }) }),
  reason: z.enum(EXCHANGE_REASONS, { errorMap: () => ({ message: 'Escolha o motivo.' }) }),
  comment: z
    .string()
    .trim()
    .max(EXCHANGE_COMMENT_MAX_LENGTH, `Use no máximo ${EXCHANGE_COMMENT_MAX_LENGTH} caracteres.`)
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
export type ExchangeRequestInput = z.output<typeof exchangeRequestSchema>
