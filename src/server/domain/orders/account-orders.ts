import type { AccountOrder, AccountOrderSummary, OrderRepository, StoredOrder } from './types'
import { accountOrderOf, type OrderView } from './stored'

/** An order id as the store issues them: 13 digits, a hyphen and a 2-digit sequence (e.g. 1000001234567-01). */
export const ORDER_ID_PATTERN = /^\d{13}-\d{2}$/
/** An order group: the order id before the hyphen. */
export const ORDER_GROUP_PATTERN = /^\d{13}$/

/** An order id from an order number and its sequence (1000001234567, 1 → 1000001234567-01). */
export function orderIdOf(orderNumber: string, sequence = 1): string {
  return `${orderNumber}-${String(sequence).padStart(2, '0')}`
}

/** One line of the order history. */
export function orderSummaryOf(order: Pick<AccountOrder, 'orderId' | 'creationDate' | 'status' | 'statusDescription' | 'value' | 'items'>): AccountOrderSummary {
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

export { accountOrderOf } from './stored'

/** A member's own orders (Meus pedidos): another member's order is as good as unknown. */
export class AccountOrders {
  constructor(
    private readonly orders: Pick<OrderRepository, 'get' | 'listByMember'>,
    private readonly view: OrderView = { devTools: false },
  ) {}

  /** The member's order history, newest first. */
  historyOf(memberId: string): AccountOrderSummary[] {
    return this.orders.listByMember(memberId).map(orderSummaryOf)
  }

  /** One of the member's placed orders, or null when unknown, not placed or someone else's. */
  orderOf(memberId: string, orderId: string): AccountOrder | null {
    const order: StoredOrder | null = this.orders.get(orderId)
    return order && order.state === 'placed' && order.memberId === memberId ? accountOrderOf(order, this.view) : null
  }
}
