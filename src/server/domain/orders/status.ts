import type { OrderStatus, OrderStatusChange } from './types'

/** What the shopper reads for each status (pt-BR). */
export const ORDER_STATUS_DESCRIPTIONS: Readonly<Record<OrderStatus, string>> = {
  'payment-pending': 'Pagamento pendente',
  'payment-approved': 'Pagamento aprovado',
  handling: 'Preparando entrega',
  invoiced: 'Faturado',
  canceled: 'Cancelado',
}

export function describeOrderStatus(status: OrderStatus): string {
  return ORDER_STATUS_DESCRIPTIONS[status]
}

/** The way an order goes when nothing goes wrong. */
export const ORDER_TIMELINE: readonly OrderStatus[] = ['payment-pending', 'payment-approved', 'handling', 'invoiced']

/** The statuses an order may move to from each status. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'payment-pending': ['payment-approved', 'canceled'],
  'payment-approved': ['handling', 'canceled'],
  handling: ['invoiced', 'canceled'],
  invoiced: [],
  canceled: [],
}

export const canMoveTo = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)

/** The shopper may cancel an order only while its payment is pending. */
export const shopperMayCancel = (status: OrderStatus): boolean => status === 'payment-pending'

/** The status history from the first status up to `status`, at the given dates (the timeline's steps). */
export function historyUpTo(status: OrderStatus, dates: (step: number) => Date): OrderStatusChange[] {
  const path: OrderStatus[] =
    status === 'canceled' ? ['payment-pending', 'canceled'] : ORDER_TIMELINE.slice(0, ORDER_TIMELINE.indexOf(status) + 1)
  return path.map((step, index) => ({ status: step, date: dates(index).toISOString() }))
}
