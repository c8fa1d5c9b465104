import { ORDER_STATUS_DESCRIPTIONS, ORDER_TIMELINE } from '../../../contracts/orders'
import type { OrderStatus, OrderStatusChange } from './types'

export { ORDER_STATUS_DESCRIPTIONS, ORDER_TIMELINE }

export function describeOrderStatus(status: OrderStatus): string {
  return ORDER_STATUS_DESCRIPTIONS[status]
}

/** The statuses an order may move to from each status. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'payment-pending': ['payment-approved', 'canceled'],
  'payment-approved': ['handling', 'canceled'],
  handling: ['invoiced', 'canceled'],
  invoiced: [],
  canceled: [],
}

export const canMoveTo = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)

/**
 * The steps that take an order to 'invoiced' (the warehouse starts handling
 * it, then invoices it): from an approved order both, from one in handling
 * the invoice; null when it cannot be invoiced (payment pending, canceled,
 * already invoiced).
 */
export function invoicingSteps(status: OrderStatus): OrderStatus[] | null {
  if (canMoveTo(status, 'invoiced')) return ['invoiced']
  if (canMoveTo(status, 'handling')) return ['handling', 'invoiced']
  return null
}

/** The shopper may cancel an order only while its payment is pending. */
export const shopperMayCancel = (status: OrderStatus): boolean => status === 'payment-pending'

/** The status history from the first status up to `status`, at the given dates (the timeline's steps). */
export function historyUpTo(status: OrderStatus, dates: (step: number) => Date): OrderStatusChange[] {
  const path: OrderStatus[] =
    status === 'canceled' ? ['payment-pending', 'canceled'] : ORDER_TIMELINE.slice(0, ORDER_TIMELINE.indexOf(status) + 1)
  return path.map((step, index) => ({ status: step, date: dates(index).toISOString() }))
}
