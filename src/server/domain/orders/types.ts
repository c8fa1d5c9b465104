import type { AccountOrder } from '../../../contracts/orders'

export type { AccountOrder, AccountOrderList, AccountOrderSummary, OrderItem, OrderStatus } from '../../../contracts/orders'

/** An order with its owner (the owner's id stays on the server). */
export interface StoredOrder extends AccountOrder {
  memberId: string
}

/** Where orders are kept. */
export interface OrderStore {
  /** Runs `work` in one transaction: an error inside writes nothing. */
  transaction<T>(work: () => T): T
  /** Stores a new order; an order id already stored is refused. */
  create(order: StoredOrder): void
  get(orderId: string): StoredOrder | null
  /** The member's orders, newest first. */
  listByMember(memberId: string): StoredOrder[]
}
