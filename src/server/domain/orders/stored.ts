import type { AccountOrder, OrderShippingData, PaymentInstructions } from '../../../contracts/orders'
import { storedInstructionsOf, type IssuedInstructions } from '../payment'
import { qrCodeDataUrl } from './qr-code'
import { describeOrderStatus, invoicingSteps, shopperMayCancel } from './status'
import type { OrderStatus, StoredOrder, StoredPaymentData } from './types'

/** The printable page of an order group's bank invoice (boleto). */
export const boletoPrintPath = (orderGroup: string): string => `/checkout/boleto?og=${encodeURIComponent(orderGroup)}`
/** The development action approving an order group's pending payment (DEV_TOOLS only). */
export const testApprovePath = (orderGroup: string): string => `/api/dev/payments/${encodeURIComponent(orderGroup)}/approve`
/** The development action invoicing an approved order, as the warehouse would (DEV_TOOLS only). */
export const testInvoicePath = (orderId: string): string => `/api/dev/orders/${encodeURIComponent(orderId)}/invoice`

type Json = Record<string, unknown>

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback)
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/**
 * A stored order JSON in today's shape: orders stored before checkout existed
 * (the demo history) lack the order group, timeline, buyer and payment
 * details, which get their neutral values here; those stored before the
 * payment methods registry carry `pix` / `boleto`, which become `instructions`.
 */
export function upgradeStoredOrder(raw: Json): StoredOrder {
  const orderId = text(raw.orderId)
  const status = text(raw.status, 'handling') as OrderStatus
  const creationDate = text(raw.creationDate)
  const shipping = (raw.shippingData ?? {}) as Partial<OrderShippingData>
  const payment = (raw.paymentData ?? {}) as Partial<StoredPaymentData>
  const value = numberOr(raw.value, 0)
  const installments = numberOr(payment.installments, 1)
  return {
    ...(raw as unknown as StoredOrder),
    orderGroup: text(raw.orderGroup, orderId.split('-')[0]),
    memberId: (raw.memberId as string | null | undefined) ?? null,
    email: (raw.email as string | null | undefined) ?? null,
    state: (raw.state as StoredOrder['state'] | undefined) ?? 'placed',
    statusDescription: describeOrderStatus(status),
    statusHistory: Array.isArray(raw.statusHistory) ? (raw.statusHistory as StoredOrder['statusHistory']) : [{ status, date: creationDate }],
    clientProfileData: (raw.clientProfileData as StoredOrder['clientProfileData'] | undefined) ?? null,
    shippingData: {
      postalCode: text(shipping.postalCode),
      city: text(shipping.city),
      state: text(shipping.state),
      street: text(shipping.street),
      number: text(shipping.number),
      neighborhood: text(shipping.neighborhood),
      complement: shipping.complement ?? null,
      receiverName: shipping.receiverName ?? null,
      selectedSla: text(shipping.selectedSla),
      deliveryChannel: shipping.deliveryChannel ?? 'delivery',
      shippingEstimate: text(shipping.shippingEstimate),
      pickupPoint: shipping.pickupPoint ?? null,
    },
    paymentData: {
      paymentSystem: payment.paymentSystem ?? null,
      paymentSystemName: text(payment.paymentSystemName),
      group: payment.group ?? null,
      installments,
      installmentValue: numberOr(payment.installmentValue, Math.round(numberOr(payment.value, value) / installments)),
      interestValue: numberOr(payment.interestValue, 0),
      value: numberOr(payment.value, value),
      lastDigits: payment.lastDigits ?? null,
      instructions: storedInstructionsOf(payment as Json),
    },
  }
}

/** Issued instructions as the shopper reads them: a QR code's image, a bank invoice's printable page. */
function drawn(instructions: IssuedInstructions, orderGroup: string): PaymentInstructions {
  switch (instructions.kind) {
    case 'qrCode':
      return { ...instructions, qrCodeImage: qrCodeDataUrl(instructions.code) }
    case 'bankInvoice':
      return { ...instructions, printUrl: boletoPrintPath(orderGroup) }
  }
}

/** How an order is shown: with the development actions (test connector, warehouse) or not. */
export interface OrderView {
  devTools: boolean
}

/** The order as its owner sees it: without the owner's id and e-mail, with the payment instructions drawn. */
export function accountOrderOf(order: StoredOrder, view: OrderView = { devTools: false }): AccountOrder {
  const { memberId: _memberId, email: _email, state: _state, paymentData, ...visible } = order
  const pending = order.status === 'payment-pending'
  return {
    ...visible,
    statusDescription: describeOrderStatus(order.status),
    paymentData: {
      ...paymentData,
      instructions: paymentData.instructions ? drawn(paymentData.instructions, order.orderGroup) : null,
    },
    allowCancellation: shopperMayCancel(order.status),
    testPaymentActions: view.devTools && pending && paymentData.instructions ? { approve: testApprovePath(order.orderGroup) } : null,
    testWarehouseActions: view.devTools && order.state === 'placed' && invoicingSteps(order.status) ? { invoice: testInvoicePath(order.orderId) } : null,
  }
}
