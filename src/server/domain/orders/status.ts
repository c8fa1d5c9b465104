import type { OrderStatus } from './types'

/** What the shopper reads for each status (pt-BR). */
export const ORDER_STATUS_DESCRIPTIONS: Readonly<Record<OrderStatus, string>> = {
  'payment-pending': 'Pagamento pendente',
  handling: 'Preparando entrega',
  invoiced: 'Faturado',
  canceled: 'Cancelado',
}

export function describeOrderStatus(status: OrderStatus): string {
  return ORDER_STATUS_DESCRIPTIONS[status]
}
