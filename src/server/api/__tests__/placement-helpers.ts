import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { PlaceOrderResponse } from '../../../contracts/orders'
import type { OrderForm } from '../../domain/checkout'
import { checkoutContract } from '../../test-support/openapi'
import type { TestClient, TestResponse } from '../../test-support/server'
import { addItem, newCart, okOrderForm, type PickedSku } from './checkout-helpers'

export const base = '/api/checkout/pub/orderForm'
export const APPROVED_CARD = '4111 1111 1111 1111'
export const DECLINED_CARD = '4000 0000 0000 0002'

export const GUEST = {
  email: 'comprador.teste@example.com',
  firstName: 'Carlos',
  lastName: 'Pereira',
  documentType: 'cpf',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
}

export const ADDRESS = {
  addressType: 'residential',
  receiverName: 'Carlos Pereira',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BRA',
}

export interface ReadyCartOptions {
  quantity?: number
  profile?: Record<string, unknown>
  sla?: string
  channel?: 'delivery' | 'pickup-in-point'
  address?: Record<string, unknown>
  paymentSystem?: number
  installments?: number
}

/** A cart ready to be placed: an item, the guest's identification, a full address with an option chosen, a payment. */
export async function readyCart(client: TestClient, picked: PickedSku | PickedSku[], options: ReadyCartOptions = {}): Promise<OrderForm> {
  const cart = await newCart(client)
  for (const sku of Array.isArray(picked) ? picked : [picked]) okOrderForm(await addItem(client, cart.orderFormId, sku, options.quantity ?? 1))
  okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, options.profile ?? GUEST))
  const withAddress = okOrderForm(
    await client.post(`${base}/${cart.orderFormId}/attachments/shippingData`, {
      selectedAddresses: [options.address ?? ADDRESS],
      logisticsInfo: [],
    }),
  )
  const sla = options.sla ?? 'Normal'
  okOrderForm(
    await client.post(`${base}/${cart.orderFormId}/attachments/shippingData`, {
      selectedAddresses: [options.address ?? ADDRESS],
      logisticsInfo: withAddress.items.map((_, itemIndex) => ({ itemIndex, selectedSla: sla, selectedDeliveryChannel: options.channel ?? 'delivery' })),
    }),
  )
  return okOrderForm(
    await client.post(`${base}/${cart.orderFormId}/attachments/paymentData`, {
      payments: [{ paymentSystem: options.paymentSystem ?? PAYMENT_SYSTEM_IDS.pix, installments: options.installments ?? 1 }],
    }),
  )
}

/** The transaction body for what the cart shows (what the payment step sends). */
export function transactionBodyOf(orderForm: OrderForm) {
  const payment = orderForm.paymentData.payments[0]
  return {
    referenceId: orderForm.orderFormId,
    value: payment.value,
    referenceValue: payment.referenceValue,
    interestValue: payment.value - payment.referenceValue,
    savePersonalData: false,
    optinNewsLetter: false,
  }
}

/** Expects a 200 placement answer valid against both the transaction's and PUT /orders' published schemas. */
export function okPlacement(response: TestResponse): PlaceOrderResponse {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${response.text}`)
  const contract = checkoutContract()
  for (const [path, method] of [
    ['/api/checkout/pub/orderForm/{orderFormId}/transaction', 'post'],
    ['/api/checkout/pub/orders', 'put'],
  ] as const) {
    const result = contract.validateResponse(path, method, response.body)
    if (!result.valid) throw new Error(`${method} ${path}:\n${result.errors.join('\n')}`)
  }
  return response.body as PlaceOrderResponse
}

export const place = (client: TestClient, orderForm: OrderForm, overrides: Record<string, unknown> = {}) =>
  client.post(`${base}/${orderForm.orderFormId}/transaction`, { ...transactionBodyOf(orderForm), ...overrides })

/** Sends the placement's payment to the connector (card fields for cards). */
export function pay(client: TestClient, placement: PlaceOrderResponse, installments: number, card?: { number: string; cvv?: string; dueDate?: string }) {
  const transaction = placement.transactionData.merchantTransactions[0]
  const payment = transaction.payments[0]
  return client.post(placement.transactionData.receiverUri, [
    {
      paymentSystem: payment.paymentSystem,
      installments,
      value: payment.value,
      referenceValue: payment.referenceValue,
      currencyCode: 'BRL',
      transaction: { id: transaction.transactionId, merchantName: transaction.merchantName },
      ...(card
        ? { fields: { holderName: 'CARLOS PEREIRA', cardNumber: card.number, validationCode: card.cvv ?? '123', dueDate: card.dueDate ?? '12/35' } }
        : {}),
    },
  ])
}

export const callback = (client: TestClient, orderGroup: string) => client.post(`/api/checkout/pub/gatewayCallback/${orderGroup}`, {})

/** Places a ready cart, pays it and calls the gateway back. */
export async function purchase(client: TestClient, orderForm: OrderForm, card?: { number: string }) {
  const placement = okPlacement(await place(client, orderForm))
  const paid = await pay(client, placement, orderForm.paymentData.payments[0].installments, card)
  const finished = await callback(client, placement.orders[0].orderGroup)
  return { placement, paid, finished, orderGroup: placement.orders[0].orderGroup }
}
