/**
 * Orders as the account pages read them (GET /api/account/orders[/{id}]):
 * VTEX OMS user-orders shapes, reduced. Money is integer cents.
 */
import type { Totalizer } from './checkout'

export type OrderStatus = 'payment-pending' | 'handling' | 'invoiced' | 'canceled'

export interface OrderItem {
  id: string
  productId: string
  name: string
  skuName: string
  ean: string
  quantity: number
  seller: string
  price: number
  listPrice: number
  sellingPrice: number
  imageUrl: string
  detailUrl: string
}

/** An order as its owner sees it (VTEX OMS user-orders shape, reduced). Money in cents. */
export interface AccountOrder {
  orderId: string
  creationDate: string
  status: OrderStatus
  statusDescription: string
  value: number
  totals: Totalizer[]
  items: OrderItem[]
  shippingData: {
    postalCode: string
    city: string
    state: string
    selectedSla: string
    shippingEstimate: string
  }
  paymentData: { paymentSystemName: string; installments: number; value: number }
}

/** One line of the order history: enough for the list, without the totals and addresses. */
export interface AccountOrderSummary {
  orderId: string
  creationDate: string
  status: OrderStatus
  statusDescription: string
  value: number
  totalItems: number
  items: Array<Pick<OrderItem, 'id' | 'name' | 'quantity' | 'imageUrl'>>
}

export interface AccountOrderList {
  list: AccountOrderSummary[]
}

