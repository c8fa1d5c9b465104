import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requireMember } from '../auth/session'
import { notFound } from '../http/errors'
import { getOrderFor, listOrdersFor, type StoredOrder } from '../storage/orders-repository'
import type { ApiOptions } from './index'
import type { AccountOrder, AccountOrderList, AccountOrderSummary } from '../../contracts/orders'

export type { AccountOrder, AccountOrderList, AccountOrderSummary } from '../../contracts/orders'

/** An order id as the store issues them: 13 digits, a hyphen and a 2-digit sequence (e.g. 1000001234567-01). */
export const ORDER_ID_PATTERN = /^\d{13}-\d{2}$/

const orderParams = z.object({
  id: z.string().regex(ORDER_ID_PATTERN, 'id must be an order number like 1000001234567-01'),
})

export function orderSummaryOf(order: StoredOrder): AccountOrderSummary {
  return {
    orderId: order.orderId,
    creationDate: order.creationDate,
    status: order.status,
    statusDescription: order.statusDescription,
    value: order.value,
    totalItems: order.items.reduce((sum, item) => sum + item.quantity, 0),
    items: order.items.map(({ id, name, quantity, imageUrl }) => ({ id, name, quantity, imageUrl })),
  }
}

export function accountOrderOf(order: StoredOrder): AccountOrder {
  const { memberId: _memberId, ...visible } = order
  return visible
}

/**
 * The logged-in member's order history (Meus pedidos) and one order's detail.
 * Visitors get 401; an unknown order or another member's order is a 404.
 */
export async function orderRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  app.get('/account/orders', async (request, reply): Promise<AccountOrderList> => {
    const member = requireMember(request, ctx)
    reply.header('cache-control', 'no-store')
    return { list: listOrdersFor(ctx.db, member.id).map(orderSummaryOf) }
  })

  app.get('/account/orders/:id', async (request, reply): Promise<AccountOrder> => {
    const member = requireMember(request, ctx)
    const { id } = orderParams.parse(request.params)
    reply.header('cache-control', 'no-store')
    const order = getOrderFor(ctx.db, member.id, id)
    if (!order) throw notFound('Pedido não encontrado.', 'ORDER_NOT_FOUND')
    return accountOrderOf(order)
  })
}
