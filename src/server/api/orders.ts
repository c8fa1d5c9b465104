import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { RequestAuth } from '../auth/session'
import { ORDER_ID_PATTERN, type AccountOrders } from '../domain/orders'
import { notFound } from '../http/errors'
import { answerNoStore } from '../http/no-store'
import type { AccountOrder, AccountOrderList } from '../../contracts/orders'

export type { AccountOrder, AccountOrderList, AccountOrderSummary } from '../../contracts/orders'

const orderParams = z.object({
  id: z.string().regex(ORDER_ID_PATTERN, 'id must be an order number like 1000001234567-01'),
})

export interface OrderRoutesOptions {
  auth: RequestAuth
  orders: AccountOrders
}

/**
 * The logged-in member's order history (Meus pedidos) and one order's detail.
 * Visitors get 401; an unknown order or another member's order is a 404.
 */
export async function orderRoutes(app: FastifyInstance, { auth, orders }: OrderRoutesOptions): Promise<void> {
  answerNoStore(app)
  app.get('/account/orders', async (request): Promise<AccountOrderList> => {
    const member = auth.requireMember(request)
    return { list: orders.historyOf(member.id) }
  })

  app.get('/account/orders/:id', async (request): Promise<AccountOrder> => {
    const member = auth.requireMember(request)
    const { id } = orderParams.parse(request.params)
    const order = orders.orderOf(member.id, id)
    if (!order) throw notFound('Pedido não encontrado.', 'ORDER_NOT_FOUND')
    return order
  })
}
