import { createHash } from 'node:crypto'
import { isDelivered } from '../../../contracts/checkout-rules'
import { PAYMENT_REQUIRED_MESSAGE } from '../../../contracts/payment-fields'
import type { OrderForm, Sla } from '../../../contracts/checkout'
import type { SelectedPayment } from '../../../contracts/payment'
import type { OrderItem, PlacedOrder, PlacedOrderAddress, PlaceOrderResponse, TransactionPayment } from '../../../contracts/orders'
import { formatCents } from '../../../config/money'
import { assertReadyForPayment, CheckoutRuleError, type CheckoutEnv } from '../checkout'
import { MERCHANT_NAME, paymentSystemById } from '../payment'
import { orderIdOf } from './account-orders'
import { describeOrderStatus } from './status'
import type { StoredOrder } from './types'

/** Body of POST …/orderForm/{id}/transaction (what the shopper saw and agrees to pay). */
export interface PlacementRequest {
  referenceId: string
  /** What is charged (with interest), cents. */
  value: number
  /** The order's value, cents. */
  referenceValue: number
  interestValue: number
  optinNewsLetter?: boolean | null
  savePersonalData?: boolean
}

/** Units of a SKU from a seller an order takes from stock. */
export interface StockLine {
  skuId: string
  sellerId: string
  quantity: number
  /** The item's name, for the message when the stock ran out. */
  name: string
}

export const ITEM_UNAVAILABLE_CODE = 'itemUnavailable'
export const VALUE_MISMATCH_CODE = 'valueMismatch'

/** The cart's units per SKU and seller (lines of the same SKU and seller add up). */
export function stockLinesOf(orderForm: Pick<OrderForm, 'items'>): StockLine[] {
  const lines = new Map<string, StockLine>()
  for (const item of orderForm.items) {
    const key = `${item.id}\u0000${item.seller}`
    const line = lines.get(key)
    if (line) line.quantity += item.quantity
    else lines.set(key, { skuId: item.id, sellerId: item.seller, quantity: item.quantity, name: item.name })
  }
  return [...lines.values()]
}

export function itemUnavailableError(line: Pick<StockLine, 'name'>, available: number): CheckoutRuleError {
  const left = available > 0 ? ` Restam ${available} unidade${available === 1 ? '' : 's'}.` : ''
  return new CheckoutRuleError(
    409,
    ITEM_UNAVAILABLE_CODE,
    `O produto ${line.name} acabou de esgotar na quantidade escolhida.${left} Seu carrinho não foi alterado: ajuste-o e finalize de novo.`,
  )
}

/**
 * Checks a cart the server has just re-priced (recalculate) before it becomes
 * an order: ready for payment (identification, delivery, address), a payment
 * chosen, every item in stock, and the values of the request equal to the
 * server's (a changed price, freight or interest is refused, not charged).
 * Returns the payment. Throws CheckoutRuleError; nothing is written.
 */
export function assertPlaceable(fresh: OrderForm, request: PlacementRequest, env: CheckoutEnv): SelectedPayment {
  if (request.referenceId !== fresh.orderFormId) {
    throw new CheckoutRuleError(400, 'referenceIdMismatch', 'referenceId deve ser o id do carrinho.')
  }
  assertReadyForPayment(fresh)
  const payment = fresh.paymentData.payments[0]
  if (!payment) throw new CheckoutRuleError(400, 'paymentRequired', PAYMENT_REQUIRED_MESSAGE)
  for (const line of stockLinesOf(fresh)) {
    const offer = env.catalogue.sku(line.skuId)?.sku.offers.find((candidate) => candidate.sellerId === line.sellerId)
    const available = offer?.stock ?? 0
    if (available < line.quantity) throw itemUnavailableError(line, available)
  }
  const interest = payment.value - payment.referenceValue
  if (request.referenceValue !== fresh.value || request.value !== payment.value || request.interestValue !== interest) {
    throw new CheckoutRuleError(
      409,
      VALUE_MISMATCH_CODE,
      `O valor do pedido mudou para ${formatCents(payment.value)}. Confira o resumo e finalize de novo.`,
    )
  }
  return payment
}

/** What makes two placements of a cart the same order: items, prices, delivery and payment. */
export function cartFingerprint(orderForm: OrderForm): string {
  const address = orderForm.shippingData.address
  const canonical = {
    id: orderForm.orderFormId,
    items: orderForm.items.map((item) => [item.id, item.seller, item.quantity, item.sellingPrice]),
    totals: orderForm.totalizers.map((totalizer) => [totalizer.id, totalizer.value]),
    address: address ? [address.postalCode, address.street, address.number, address.complement, address.neighborhood] : null,
    slas: orderForm.shippingData.logisticsInfo.map((info) => [info.itemIndex, info.selectedSla]),
    payment: orderForm.paymentData.payments.map((payment) => [payment.paymentSystem, payment.installments, payment.value]),
    profile: orderForm.clientProfileData?.email ?? null,
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

function selectedSlaOf(orderForm: OrderForm, itemIndex: number): Sla | undefined {
  const info = orderForm.shippingData.logisticsInfo.find((candidate) => candidate.itemIndex === itemIndex)
  return info?.slas.find((sla) => sla.id === info.selectedSla)
}

/** Business days of an estimate ('3bd' → 3). */
const estimateDays = (estimate: string): number => Number(/^(\d+)/.exec(estimate)?.[1] ?? 0)

/** The order's delivery: the address, the option(s) chosen, the longest estimate and the pickup store. */
function shippingOf(orderForm: OrderForm): StoredOrder['shippingData'] {
  const slas = orderForm.items.map((_, index) => selectedSlaOf(orderForm, index)).filter((sla): sla is Sla => sla !== undefined)
  const names = [...new Set(slas.map((sla) => sla.name))]
  const pickup = slas.find((sla) => sla.deliveryChannel === 'pickup-in-point' && sla.pickupStoreInfo.address)
  const allPickup = slas.length > 0 && slas.every((sla) => sla.deliveryChannel === 'pickup-in-point')
  const longest = slas.reduce<string>((best, sla) => (estimateDays(sla.shippingEstimate) > estimateDays(best) ? sla.shippingEstimate : best), '0bd')
  const address = orderForm.shippingData.address
  const pickupAddress = pickup?.pickupStoreInfo.address
  return {
    postalCode: allPickup && pickupAddress ? pickupAddress.postalCode : (address?.postalCode ?? ''),
    city: allPickup && pickupAddress ? pickupAddress.city : (address?.city ?? ''),
    state: allPickup && pickupAddress ? pickupAddress.state : (address?.state ?? ''),
    street: allPickup ? '' : (address?.street ?? ''),
    number: allPickup ? '' : (address?.number ?? ''),
    neighborhood: allPickup ? '' : (address?.neighborhood ?? ''),
    complement: allPickup ? null : (address?.complement ?? null),
    receiverName: address?.receiverName ?? null,
    selectedSla: names.join(' + '),
    deliveryChannel: allPickup ? 'pickup-in-point' : 'delivery',
    shippingEstimate: longest,
    pickupPoint:
      pickup && pickupAddress && pickup.pickupPointId
        ? {
            id: pickup.pickupPointId,
            friendlyName: pickup.pickupStoreInfo.friendlyName ?? pickup.name,
            address: {
              postalCode: pickupAddress.postalCode,
              street: pickupAddress.street,
              number: pickupAddress.number,
              neighborhood: pickupAddress.neighborhood,
              city: pickupAddress.city,
              state: pickupAddress.state,
            },
          }
        : null,
  }
}

function orderItemsOf(orderForm: OrderForm): OrderItem[] {
  return orderForm.items.map((item) => ({
    id: item.id,
    productId: item.productId,
    name: item.name,
    skuName: item.skuName,
    ean: item.ean ?? '',
    quantity: item.quantity,
    seller: item.seller,
    price: item.price,
    listPrice: item.listPrice,
    sellingPrice: item.sellingPrice,
    imageUrl: item.imageUrl,
    detailUrl: item.detailUrl,
    // The embedded cart always has the tracking block (VTEX's document does not: it is optional in the contract).
    ...(item.additionalInformation ? { analytics: { ...item.additionalInformation.analytics.amplitude, quantity: item.quantity } } : {}),
  }))
}

export interface NewOrderIds {
  orderGroup: string
  memberId: string | null
}

/** The order a cart becomes (state `created`, payment pending), from the server's re-priced cart. */
export function orderFromCart(fresh: OrderForm, payment: SelectedPayment, ids: NewOrderIds, now: Date): StoredOrder {
  const profile = fresh.clientProfileData
  const system = paymentSystemById(payment.paymentSystem)
  const at = now.toISOString()
  return {
    orderId: orderIdOf(ids.orderGroup),
    orderGroup: ids.orderGroup,
    memberId: ids.memberId,
    email: profile?.email ?? null,
    state: 'created',
    creationDate: at,
    status: 'payment-pending',
    statusDescription: describeOrderStatus('payment-pending'),
    statusHistory: [{ status: 'payment-pending', date: at }],
    value: fresh.value,
    totals: fresh.totalizers,
    items: orderItemsOf(fresh),
    clientProfileData: profile?.email
      ? {
          email: profile.email,
          firstName: profile.firstName ?? '',
          lastName: profile.lastName ?? '',
          isCorporate: profile.isCorporate,
          corporateName: profile.corporateName,
        }
      : null,
    shippingData: shippingOf(fresh),
    paymentData: {
      paymentSystem: payment.paymentSystem,
      paymentSystemName: system?.name ?? String(payment.paymentSystem),
      group: system?.group ?? null,
      installments: payment.installments,
      installmentValue: payment.merchantSellerPayments[0]?.installmentValue ?? payment.value,
      interestValue: payment.value - payment.referenceValue,
      value: payment.value,
      lastDigits: null,
      instructions: null,
    },
  }
}

/** The payment account of the embedded test connector. */
export const TEST_CONNECTOR_ACCOUNT = 'test-connector'

/** Where the browser sends a transaction's payment (the embedded test connector). */
export const receiverUriOf = (transactionId: string): string => `/api/payments/pub/transactions/${transactionId}/payments`
export const gatewayCallbackTemplateOf = (orderGroup: string): string => `/checkout/gatewayCallback/${orderGroup}/{messageCode}`

function placedAddress(address: NonNullable<OrderForm['shippingData']['address']>): PlacedOrderAddress {
  return { ...address, receiverName: address.receiverName ?? '', addressId: address.addressId }
}

/** The placement's answer (VTEX's /transaction shape) for an order and the cart it came from. */
export function placementResponseOf(order: StoredOrder, fresh: OrderForm, transactionId: string, hostName: string): PlaceOrderResponse {
  const payment: TransactionPayment = {
    paymentSystem: order.paymentData.paymentSystem ?? 0,
    bin: null,
    accountId: TEST_CONNECTOR_ACCOUNT,
    tokenId: null,
    value: order.paymentData.value,
    referenceValue: order.value,
    giftCardRedemptionCode: null,
    giftCardProvider: null,
    giftCardId: null,
  }
  const profile = fresh.clientProfileData
  const address = fresh.shippingData.address
  const placed: PlacedOrder = {
    orderId: order.orderId,
    orderGroup: order.orderGroup,
    state: 'order-created',
    isCheckedIn: false,
    sellerOrderId: `00-${order.orderId}`,
    storeId: null,
    checkedInPickupPointId: null,
    value: order.value,
    items: fresh.items.map((item) => ({ ...item, refId: item.refId ?? '' })),
    sellers: fresh.sellers,
    totals: fresh.totalizers,
    clientProfileData: {
      email: profile?.email ?? '',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      documentType: profile?.documentType ?? 'cpf',
      document: profile?.document ?? '',
      phone: profile?.phone ?? '',
      corporateName: profile?.corporateName ?? null,
      tradeName: profile?.tradeName ?? null,
      corporateDocument: profile?.corporateDocument ?? null,
      stateInscription: profile?.stateInscription ?? null,
      corporatePhone: profile?.corporatePhone ?? null,
      isCorporate: profile?.isCorporate ?? false,
      profileCompleteOnLoading: profile?.profileCompleteOnLoading ?? false,
      profileErrorOnLoading: profile?.profileErrorOnLoading ?? null,
      customerClass: null,
    },
    ratesAndBenefitsData: fresh.ratesAndBenefitsData,
    shippingData: {
      address: address ? placedAddress(address) : null,
      // The published schema types pickupDistance as an integer (km).
      logisticsInfo: fresh.shippingData.logisticsInfo.map((info) => ({ ...info, slas: info.slas.map((sla) => ({ ...sla, pickupDistance: Math.round(sla.pickupDistance) })) })),
      selectedAddresses: fresh.shippingData.selectedAddresses.map(placedAddress),
      availableAddresses: fresh.shippingData.availableAddresses.map(placedAddress),
    },
    paymentData: {
      giftCards: [],
      transactions: [{ isActive: true, transactionId, merchantName: MERCHANT_NAME, payments: [payment], sharedTransaction: false }],
    },
    salesChannel: fresh.salesChannel,
    followUpEmail: '',
    creationDate: order.creationDate,
    lastChange: order.creationDate,
    timeZoneCreationDate: order.creationDate,
    timeZoneLastChange: order.creationDate,
    isCompleted: false,
    hostName,
    merchantName: null,
    userType: '',
    roundingError: 0,
    allowEdition: false,
    allowCancelation: true,
    isUserDataVisible: true,
    orderFormCreationDate: order.creationDate,
  }
  return {
    orderForm: null,
    transactionData: {
      merchantTransactions: [{ id: MERCHANT_NAME, transactionId, merchantName: MERCHANT_NAME, payments: [payment] }],
      receiverUri: receiverUriOf(transactionId),
      gatewayCallbackTemplatePath: gatewayCallbackTemplateOf(order.orderGroup),
    },
    orders: [placed],
  }
}

/** The placed order's delivery lines are all collected (pickup). */
export const isPickupOnly = (orderForm: OrderForm): boolean =>
  orderForm.items.length > 0 && orderForm.shippingData.logisticsInfo.every((info) => !isDelivered(info))
