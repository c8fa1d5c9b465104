import type { AccountOrder, OrderPaymentData } from '../../../contracts/orders'
import type { IssuedInstructions } from '../payment/types'

export type {
  AccountOrder,
  AccountOrderList,
  AccountOrderSummary,
  OrderItem,
  OrderStatus,
  OrderStatusChange,
} from '../../../contracts/orders'

/**
 * Where an order is in its placement: `created` (placed from a cart, waiting
 * for its payment and the gateway callback: not shown to anyone), `placed`
 * (the shopper's order), `discarded` (the payment was declined or never came:
 * its stock went back).
 */
export type OrderState = 'created' | 'placed' | 'discarded'

/** The payment of an order as stored: the instructions' images and addresses are made when read. */
export interface StoredPaymentData extends Omit<OrderPaymentData, 'instructions'> {
  instructions: IssuedInstructions | null
}

/** An order with its owner (the owner's id stays on the server). */
export interface StoredOrder extends Omit<AccountOrder, 'paymentData' | 'allowCancellation' | 'testPaymentActions' | 'testWarehouseActions'> {
  /** The member who bought it (logged in, or by the e-mail of their profile); null for a guest. */
  memberId: string | null
  /** The buyer's e-mail (the guest look-up compares it); null on demo orders. */
  email: string | null
  state: OrderState
  paymentData: StoredPaymentData
}

/** Where orders are kept. */
export interface OrderRepository {
  /** Runs `work` in one transaction: an error inside writes nothing. */
  transaction<T>(work: () => T): T
  /** Stores a new order; an order id already stored is refused. */
  create(order: StoredOrder): void
  /** Replaces a stored order (same id). */
  update(order: StoredOrder): void
  get(orderId: string): StoredOrder | null
  /** The orders of an order group (every state). */
  byGroup(orderGroup: string): StoredOrder[]
  /** The member's placed orders, newest first. */
  listByMember(memberId: string): StoredOrder[]
}
