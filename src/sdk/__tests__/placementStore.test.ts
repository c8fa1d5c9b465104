import type { PlaceOrderResponse } from '../../contracts/orders'
import type { ConnectorPayment } from '../../contracts/payment'
import { orderForm } from '../../test-support/order-form'
import { failureOf, GENERIC_FAILURE, PlacementStore, transactionRequestOf, type PlaceOrderInput } from '../checkout/store'
import type { GatewayCallbackResult, PlacementGateway, TransactionRequest } from '../checkout/gateway'
import { INITIAL_PLACEMENT_STATE, placementReducer } from '../checkout/state'

const PAYMENT = { paymentSystem: 2, bin: null, accountId: null, tokenId: null, installments: 3, referenceValue: 10_000, value: 10_000, merchantSellerPayments: [] }

function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const base = orderForm({ orderFormId: 'of-1', value: 10_000 })
  return {
    orderForm: { ...base, paymentData: { ...base.paymentData, payments: [PAYMENT] } },
    card: { holderName: 'JOANA', cardNumber: '4111111111111111', validationCode: '123', dueDate: '12/30' },
    optinNewsLetter: true,
    ...overrides,
  }
}

const placed = (orderGroup = '1234567890') =>
  ({
    orderForm: null,
    transactionData: {
      merchantTransactions: [{ id: 'arena', transactionId: 'TX1', merchantName: 'ARENA', payments: [] }],
      receiverUri: '/api/payments/pub/transactions/TX1/payments',
      gatewayCallbackTemplatePath: `/checkout/gatewayCallback/${orderGroup}/{messageCode}`,
    },
    orders: [{ orderId: `${orderGroup}-01`, orderGroup }],
  }) as unknown as PlaceOrderResponse

/** A gateway recording its calls; each call can be made to fail. */
class FakeGateway implements PlacementGateway {
  calls: string[] = []
  payments: ConnectorPayment[][] = []
  requests: TransactionRequest[] = []
  fail: Partial<Record<'placeOrder' | 'sendPayments' | 'gatewayCallback', unknown>> = {}
  release: (() => void) | null = null
  hold = false

  async placeOrder(orderFormId: string, request: TransactionRequest): Promise<PlaceOrderResponse> {
    this.calls.push(`placeOrder:${orderFormId}`)
    this.requests.push(request)
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve))
    if (this.fail.placeOrder) throw this.fail.placeOrder
    return placed()
  }
  async sendPayments(receiverUri: string, payments: ConnectorPayment[]) {
    this.calls.push(`sendPayments:${receiverUri}`)
    this.payments.push(payments)
    if (this.fail.sendPayments) throw this.fail.sendPayments
    return []
  }
  async gatewayCallback(orderGroup: string): Promise<GatewayCallbackResult> {
    this.calls.push(`gatewayCallback:${orderGroup}`)
    if (this.fail.gatewayCallback) throw this.fail.gatewayCallback
    return { kind: 'placed' }
  }
}

const refusal = (code: string, message: string, status = 400) => Object.assign(new Error(message), { code, status })

describe('placementReducer', () => {
  it('goes idle → placing → placed or failed, and back to idle on reset', () => {
    const placing = placementReducer(INITIAL_PLACEMENT_STATE, { type: 'start' })
    expect(placing).toEqual({ status: 'placing' })
    expect(placementReducer(placing, { type: 'start' })).toBe(placing)
    expect(placementReducer(placing, { type: 'placed', orderGroup: 'og' })).toEqual({ status: 'placed', orderGroup: 'og' })
    const failed = placementReducer(placing, { type: 'failed', failure: { code: 'x', message: 'y' } })
    expect(failed).toEqual({ status: 'failed', failure: { code: 'x', message: 'y' } })
    expect(placementReducer(failed, { type: 'reset' })).toBe(INITIAL_PLACEMENT_STATE)
  })
})

describe('transactionRequestOf', () => {
  it('sends the chosen payment values with the interest and the newsletter choice', () => {
    const request = transactionRequestOf(input({ orderForm: { ...input().orderForm, paymentData: { ...input().orderForm.paymentData, payments: [{ ...PAYMENT, value: 10_398 }] } } }))
    expect(request).toEqual({ referenceId: 'of-1', value: 10_398, referenceValue: 10_000, interestValue: 398, savePersonalData: false, optinNewsLetter: true })
  })
})

describe('failureOf', () => {
  it('keeps a 4xx refusal of the server and hides anything else behind the generic message', () => {
    expect(failureOf(refusal('cardDeclined', 'Pagamento recusado'))).toEqual({ code: 'cardDeclined', message: 'Pagamento recusado' })
    expect(failureOf(refusal('boom', 'internal', 500))).toBe(GENERIC_FAILURE)
    expect(failureOf(new TypeError('Failed to fetch'))).toBe(GENERIC_FAILURE)
    expect(failureOf(null)).toBe(GENERIC_FAILURE)
  })
})

describe('PlacementStore', () => {
  it('places: transaction, payment with the card fields to the receiver, gateway callback', async () => {
    const gateway = new FakeGateway()
    const store = new PlacementStore(gateway)
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getState().status))
    const state = await store.place(input())
    expect(state).toEqual({ status: 'placed', orderGroup: '1234567890' })
    expect(seen).toEqual(['placing', 'placed'])
    expect(gateway.calls).toEqual(['placeOrder:of-1', 'sendPayments:/api/payments/pub/transactions/TX1/payments', 'gatewayCallback:1234567890'])
    expect(gateway.payments[0]).toEqual([
      expect.objectContaining({ paymentSystem: 2, installments: 3, value: 10_000, currencyCode: 'BRL', transaction: { id: 'TX1', merchantName: 'ARENA' }, fields: input().card }),
    ])
  })

  it('never keeps the card in its state', async () => {
    const store = new PlacementStore(new FakeGateway())
    await store.place(input())
    expect(JSON.stringify(store.getState())).not.toContain('4111')
  })

  it('a double click while placing gives one placement', async () => {
    const gateway = new FakeGateway()
    gateway.hold = true
    const store = new PlacementStore(gateway)
    const first = store.place(input())
    const second = store.place(input())
    expect(second).toBe(first)
    await Promise.resolve()
    gateway.release?.()
    await first
    expect(gateway.calls.filter((call) => call.startsWith('placeOrder'))).toHaveLength(1)
  })

  it('a declined payment fails with the server message, and the store can place again', async () => {
    const gateway = new FakeGateway()
    gateway.fail.sendPayments = refusal('cardDeclined', 'Pagamento recusado pelo emissor do cartão.')
    const store = new PlacementStore(gateway)
    expect(await store.place(input())).toEqual({ status: 'failed', failure: { code: 'cardDeclined', message: 'Pagamento recusado pelo emissor do cartão.' } })
    expect(gateway.calls).not.toContain('gatewayCallback:1234567890')
    gateway.fail = {}
    expect(await store.place(input())).toEqual({ status: 'placed', orderGroup: '1234567890' })
  })

  it('refuses without sending anything when no payment is chosen', async () => {
    const gateway = new FakeGateway()
    const store = new PlacementStore(gateway)
    const base = input().orderForm
    const state = await store.place(input({ orderForm: { ...base, paymentData: { ...base.paymentData, payments: [] } } }))
    expect(state).toEqual({ status: 'failed', failure: { code: 'paymentRequired', message: 'Escolha a forma de pagamento.' } })
    expect(gateway.calls).toEqual([])
  })

  it('a network failure shows the generic message; reset goes back to idle', async () => {
    const gateway = new FakeGateway()
    gateway.fail.placeOrder = new TypeError('Failed to fetch')
    const store = new PlacementStore(gateway)
    expect(await store.place(input())).toEqual({ status: 'failed', failure: GENERIC_FAILURE })
    store.reset()
    expect(store.getState()).toBe(INITIAL_PLACEMENT_STATE)
  })
})
