import { PAYMENT_SYSTEM_IDS } from '../../config/constants'
import { TOTALIZER_NAMES } from '../domain/checkout/order-form'
import { describeOrderStatus, historyUpTo } from '../domain/orders/status'
import type { OrderItem, OrderStatus, StoredOrder } from '../domain/orders/types'

/** The creation date of a built order unless one is given. */
export const BUILT_ORDER_DATE = '2025-01-01T00:00:00.000Z'

/** An order line: what a test names, the rest neutral (one unit, no list-price discount). */
export function orderItem(line: Pick<OrderItem, 'id' | 'productId' | 'name'> & Partial<OrderItem>): OrderItem {
  const sellingPrice = line.sellingPrice ?? line.price ?? 1000
  return {
    skuName: 'Único',
    ean: line.id,
    quantity: 1,
    seller: '1',
    price: sellingPrice,
    listPrice: sellingPrice,
    sellingPrice,
    imageUrl: '',
    detailUrl: `/${line.productId}/p`,
    ...line,
  }
}

export interface StoredOrderSpec {
  /** 13 digits, a hyphen and a 2-digit sequence; the order group is the part before the hyphen. */
  orderId: string
  memberId?: string | null
  email?: string | null
  status?: OrderStatus
  /** ISO instant; every step of the status history is dated then. */
  creationDate?: string
  items?: OrderItem[]
  /** Freight in cents (a Shipping totalizer when above zero). */
  shippingFee?: number
}

const DEFAULT_ITEMS: readonly OrderItem[] = [
  orderItem({ id: 'sku1', productId: 'p1', name: 'Tênis', skuName: '42', quantity: 2, price: 10000, sellingPrice: 9000 }),
  orderItem({ id: 'sku2', productId: 'p2', name: 'Meia', quantity: 1, sellingPrice: 2000 }),
]

/**
 * A placed order as the store keeps it, for tests: the lines given (two by
 * default), delivered to Avenida Paulista, paid by card in one installment;
 * value, totals, status description and history follow from the spec.
 */
export function storedOrder(spec: StoredOrderSpec): StoredOrder {
  const status = spec.status ?? 'invoiced'
  const creationDate = spec.creationDate ?? BUILT_ORDER_DATE
  const items = spec.items ?? [...DEFAULT_ITEMS]
  const shippingFee = spec.shippingFee ?? 0
  const itemsTotal = items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0)
  const value = itemsTotal + shippingFee
  return {
    orderId: spec.orderId,
    orderGroup: spec.orderId.split('-')[0],
    memberId: spec.memberId === undefined ? 'member-1' : spec.memberId,
    email: spec.email ?? null,
    state: 'placed',
    creationDate,
    status,
    statusDescription: describeOrderStatus(status),
    statusHistory: historyUpTo(status, () => new Date(creationDate)),
    clientProfileData: null,
    value,
    totals: [
      { id: 'Items', name: TOTALIZER_NAMES.Items, value: itemsTotal },
      ...(shippingFee > 0 ? [{ id: 'Shipping' as const, name: TOTALIZER_NAMES.Shipping, value: shippingFee }] : []),
    ],
    items,
    shippingData: {
      postalCode: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      complement: null,
      receiverName: null,
      selectedSla: 'Normal',
      deliveryChannel: 'delivery',
      shippingEstimate: '5bd',
      pickupPoint: null,
    },
    paymentData: {
      paymentSystem: PAYMENT_SYSTEM_IDS.visa,
      paymentSystemName: 'Visa',
      group: 'creditCardPaymentGroup',
      installments: 1,
      installmentValue: value,
      interestValue: 0,
      value,
      lastDigits: null,
      instructions: null,
    },
  }
}
