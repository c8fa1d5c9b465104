/** Display helpers of the order pages (pt-BR). */
import type { AccountOrderSummary } from '../../commerce/orders'
import { accountHref } from './account-address'
import { ORDER_DETAIL_PATHS } from './order-paths'

/** "5bd" → "até 5 dias úteis"; "1bd" → "até 1 dia útil"; anything else unchanged. */
export function formatShippingEstimate(estimate: string): string {
  const match = /^(\d+)bd$/.exec(estimate)
  if (!match) return estimate
  const days = Number(match[1])
  return days === 1 ? 'até 1 dia útil' : `até ${days} dias úteis`
}

/** "1 item", "3 itens". */
export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`
}

/** "1x", "3x sem juros". */
export function installmentsText(installments: number): string {
  return installments <= 1 ? 'à vista' : `${installments}x sem juros`
}

/** An order's detail address (/account/order/{id}). */
export const orderDetailPath = (order: Pick<AccountOrderSummary, 'orderId'>): string => accountHref(`${ORDER_DETAIL_PATHS[0]}${encodeURIComponent(order.orderId)}`)

export type StatusTone = 'progress' | 'done' | 'canceled' | 'pending'

export function statusTone(status: AccountOrderSummary['status']): StatusTone {
  switch (status) {
    case 'invoiced':
      return 'done'
    case 'canceled':
      return 'canceled'
    case 'payment-pending':
      return 'pending'
    default:
      return 'progress'
  }
}
