import { isPayLater, paymentMethodOf, systemNameOf, type PaymentMethod } from '../../config/payment-methods'
import type { Totalizer } from '../../contracts/checkout'
import type { AccountOrder, OrderItem, OrderStatus, PaymentInstructions } from '../../contracts/orders'
import { describeOrderStatus, shopperMayCancel } from '../domain/orders/status'

/** The parts of a platform order (checkout `orders/order-group/{og}`, placement `orders[]`) the store reads. */
export interface VtexOrder {
  orderId?: string
  orderGroup?: string
  state?: string | null
  value?: number
  creationDate?: string
  items?: Array<{
    id?: string
    productId?: string
    name?: string
    skuName?: string
    ean?: string | null
    quantity?: number
    seller?: string
    price?: number
    listPrice?: number
    sellingPrice?: number
    imageUrl?: string
    detailUrl?: string
  }>
  totals?: Array<{ id?: string; name?: string; value?: number }>
  clientProfileData?: { email?: string | null; firstName?: string | null; lastName?: string | null; isCorporate?: boolean; corporateName?: string | null } | null
  shippingData?: {
    address?: {
      postalCode?: string
      city?: string
      state?: string
      street?: string
      number?: string
      neighborhood?: string
      complement?: string | null
      receiverName?: string | null
    } | null
    logisticsInfo?: Array<{
      selectedSla?: string | null
      selectedDeliveryChannel?: string | null
      slas?: Array<{ id?: string; name?: string; shippingEstimate?: string; pickupPointId?: string | null; pickupStoreInfo?: { friendlyName?: string | null } | null }>
    }>
  } | null
  paymentData?: {
    transactions?: Array<{
      payments?: Array<{
        paymentSystem?: number | string
        paymentSystemName?: string
        group?: string
        installments?: number
        value?: number
        referenceValue?: number
        lastDigits?: string | null
        url?: string | null
        dueDate?: string | null
      }>
    }>
  } | null
}

/** The platform's order states → the store's timeline (VTEX OMS states, grouped). */
export function statusOfState(state: string | null | undefined): OrderStatus {
  switch (state) {
    case 'payment-approved':
      return 'payment-approved'
    case 'ready-for-handling':
    case 'start-handling':
    case 'handling':
    case 'waiting-for-seller-decision':
      return 'handling'
    case 'invoiced':
    case 'invoice':
      return 'invoiced'
    case 'canceled':
    case 'cancel':
    case 'canceling':
      return 'canceled'
    default:
      return 'payment-pending'
  }
}

const TOTAL_IDS = new Set(['Items', 'Discounts', 'Shipping'])

type VtexPayment = NonNullable<NonNullable<NonNullable<VtexOrder['paymentData']>['transactions']>[number]['payments']>[number]

/**
 * The instructions a platform payment carries, by its registry method's kind:
 * a bank invoice's printable page and due date (the order has no digitable
 * line); a QR code is not in the order (the gateway callback's 428 had it).
 */
function instructionsOf(payment: VtexPayment | undefined, method: PaymentMethod | undefined): PaymentInstructions | null {
  if (!payment || !isPayLater(method)) return null
  switch (method.instructions) {
    case 'bankInvoice':
      return payment.url || payment.dueDate
        ? { kind: 'bankInvoice', digitableLine: '', barcode: '', dueDate: (payment.dueDate ?? '').slice(0, 10), printUrl: payment.url ?? '' }
        : null
    case 'qrCode':
      return null
  }
}

/** A platform order as the store's pages read it (what the platform does not say gets neutral values). */
export function toAccountOrder(order: VtexOrder): AccountOrder {
  const status = statusOfState(order.state)
  const orderId = order.orderId ?? ''
  const date = order.creationDate ?? new Date(0).toISOString()
  const address = order.shippingData?.address
  const info = order.shippingData?.logisticsInfo?.[0]
  const sla = info?.slas?.find((candidate) => candidate.id === info.selectedSla)
  const payment = order.paymentData?.transactions?.[0]?.payments?.[0]
  const value = order.value ?? 0
  const items: OrderItem[] = (order.items ?? []).map((item) => ({
    id: item.id ?? '',
    productId: item.productId ?? '',
    name: item.name ?? '',
    skuName: item.skuName ?? '',
    ean: item.ean ?? '',
    quantity: item.quantity ?? 0,
    seller: item.seller ?? '',
    price: item.price ?? 0,
    listPrice: item.listPrice ?? item.price ?? 0,
    sellingPrice: item.sellingPrice ?? item.price ?? 0,
    imageUrl: item.imageUrl ?? '',
    detailUrl: item.detailUrl ?? '',
  }))
  const installments = payment?.installments ?? 1
  const paid = payment?.value ?? value
  const paymentSystem = payment?.paymentSystem === undefined || !Number.isFinite(Number(payment.paymentSystem)) ? null : Number(payment.paymentSystem)
  const method = paymentMethodOf({ paymentSystem, group: payment?.group })
  return {
    orderId,
    orderGroup: order.orderGroup ?? orderId.split('-')[0],
    creationDate: date,
    status,
    statusDescription: describeOrderStatus(status),
    statusHistory: [{ status, date }],
    value,
    totals: (order.totals ?? [])
      .filter((total) => TOTAL_IDS.has(total.id ?? ''))
      .map((total) => ({ id: total.id as Totalizer['id'], name: total.name ?? '', value: total.value ?? 0 })),
    items,
    clientProfileData: order.clientProfileData?.email
      ? {
          email: order.clientProfileData.email,
          firstName: order.clientProfileData.firstName ?? '',
          lastName: order.clientProfileData.lastName ?? '',
          isCorporate: order.clientProfileData.isCorporate ?? false,
          corporateName: order.clientProfileData.corporateName ?? null,
        }
      : null,
    shippingData: {
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      neighborhood: address?.neighborhood ?? '',
      complement: address?.complement ?? null,
      receiverName: address?.receiverName ?? null,
      selectedSla: sla?.name ?? info?.selectedSla ?? '',
      deliveryChannel: info?.selectedDeliveryChannel === 'pickup-in-point' ? 'pickup-in-point' : 'delivery',
      shippingEstimate: sla?.shippingEstimate ?? '',
      pickupPoint:
        info?.selectedDeliveryChannel === 'pickup-in-point' && sla?.pickupPointId
          ? {
              id: sla.pickupPointId,
              friendlyName: sla.pickupStoreInfo?.friendlyName ?? sla.name ?? '',
              address: {
                postalCode: address?.postalCode ?? '',
                street: address?.street ?? '',
                number: address?.number ?? '',
                neighborhood: address?.neighborhood ?? '',
                city: address?.city ?? '',
                state: address?.state ?? '',
              },
            }
          : null,
    },
    paymentData: {
      paymentSystem,
      paymentSystemName: payment?.paymentSystemName ?? (paymentSystem === null ? undefined : systemNameOf(paymentSystem)) ?? '',
      group: payment?.group ?? method?.group ?? null,
      installments,
      installmentValue: Math.round(paid / Math.max(1, installments)),
      interestValue: Math.max(0, paid - (payment?.referenceValue ?? paid)),
      value: paid,
      lastDigits: payment?.lastDigits ?? null,
      instructions: instructionsOf(payment, method),
    },
    allowCancellation: shopperMayCancel(status),
    testPaymentActions: null,
    testWarehouseActions: null,
  }
}
