import type { AccountOrder, AccountOrderList, AccountOrderSummary } from '../contracts/orders'
import { http as defaultHttp, type HttpClient } from './http'

export type { AccountOrder, AccountOrderList, AccountOrderSummary } from '../contracts/orders'

export const ORDERS_PATHS = {
  list: '/api/account/orders',
  detail: (orderId: string) => `/api/account/orders/${encodeURIComponent(orderId)}`,
} as const

/**
 * The logged-in member's orders (Meus pedidos). The reads throw
 * CommerceHttpError: 401 for visitors, 404 (ORDER_NOT_FOUND) for an unknown
 * order or another member's.
 */
export function createOrdersApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    /** Newest first; money in cents. */
    async listOrders(): Promise<AccountOrderSummary[]> {
      const { list } = await http.get<AccountOrderList>(ORDERS_PATHS.list)
      return list
    },
    getOrder: (orderId: string) => http.get<AccountOrder>(ORDERS_PATHS.detail(orderId)),
    /** The warehouse's development action (DEV_TOOLS): the order's `testWarehouseActions.invoice` address handles and invoices it. */
    invoiceTestOrder: (invoiceUrl: string) => http.post<AccountOrder>(invoiceUrl, {}),
  }
}

export const { listOrders, getOrder } = createOrdersApi()
