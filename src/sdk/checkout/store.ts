import type { OrderForm } from '../../contracts/checkout'
import { PAYMENT_REQUIRED_MESSAGE } from '../../contracts/payment-fields'
import type { CardFields, PlacementFailure, PlacementGateway, TransactionRequest } from './gateway'
import { INITIAL_PLACEMENT_STATE, placementReducer, type PlacementAction, type PlacementState } from './state'

/** What the shopper confirms: the cart as shown, the card when paying by card, the newsletter choice. */
export interface PlaceOrderInput {
  orderForm: Pick<OrderForm, 'orderFormId' | 'paymentData' | 'value'>
  card?: CardFields
  optinNewsLetter?: boolean | null
}

export const GENERIC_FAILURE: PlacementFailure = {
  code: 'placementFailed',
  message: 'Não foi possível finalizar o pedido agora. Seu carrinho continua salvo: tente de novo em instantes.',
}

/** The failure of an error thrown by a gateway call (the server's `{ error: { code, message } }` when it sent one). */
export function failureOf(error: unknown): PlacementFailure {
  const candidate = error as { code?: unknown; message?: unknown; status?: unknown } | null
  if (candidate && typeof candidate.code === 'string' && typeof candidate.message === 'string' && typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
    return { code: candidate.code, message: candidate.message }
  }
  return GENERIC_FAILURE
}

/** The transaction request for a cart: its chosen payment's values (the server refuses any other). */
export function transactionRequestOf(input: PlaceOrderInput): TransactionRequest {
  const payment = input.orderForm.paymentData.payments[0]
  return {
    referenceId: input.orderForm.orderFormId,
    value: payment?.value ?? input.orderForm.value,
    referenceValue: payment?.referenceValue ?? input.orderForm.value,
    interestValue: payment ? payment.value - payment.referenceValue : 0,
    savePersonalData: false,
    optinNewsLetter: input.optinNewsLetter ?? null,
  }
}

type Listener = () => void

/** A refusal decided in the browser (nothing was sent), shaped like the server's. */
class PlacementRefusal extends Error {
  readonly status = 400
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Places the order: transaction → payment to the connector → gateway
 * callback. One placement at a time: a second call while one runs (a double
 * click) gets the same promise. The card fields are passed through, never
 * kept in the state. Framework-agnostic; React binds with useSyncExternalStore.
 */
export class PlacementStore {
  private state: PlacementState = INITIAL_PLACEMENT_STATE
  private readonly listeners = new Set<Listener>()
  private running: Promise<PlacementState> | null = null

  constructor(private readonly gateway: PlacementGateway) {}

  getState = (): PlacementState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private dispatch(action: PlacementAction): void {
    this.state = placementReducer(this.state, action)
    for (const listener of this.listeners) listener()
  }

  reset(): void {
    if (!this.running) this.dispatch({ type: 'reset' })
  }

  place(input: PlaceOrderInput): Promise<PlacementState> {
    this.running ??= this.run(input).finally(() => {
      this.running = null
    })
    return this.running
  }

  private async run(input: PlaceOrderInput): Promise<PlacementState> {
    this.dispatch({ type: 'start' })
    try {
      const payment = input.orderForm.paymentData.payments[0]
      if (!payment) throw new PlacementRefusal('paymentRequired', PAYMENT_REQUIRED_MESSAGE)
      const placed = await this.gateway.placeOrder(input.orderForm.orderFormId, transactionRequestOf(input))
      const orderGroup = placed.orders[0]?.orderGroup
      const transaction = placed.transactionData.merchantTransactions[0]
      if (!orderGroup || !transaction) throw new Error('placement answered without an order group')
      await this.gateway.sendPayments(placed.transactionData.receiverUri, [
        {
          paymentSystem: payment.paymentSystem,
          installments: payment.installments,
          value: payment.value,
          referenceValue: payment.referenceValue,
          currencyCode: 'BRL',
          ...(input.card ? { fields: input.card } : {}),
          transaction: { id: transaction.transactionId, merchantName: transaction.merchantName },
        },
      ])
      await this.gateway.gatewayCallback(orderGroup)
      this.dispatch({ type: 'placed', orderGroup })
    } catch (error) {
      this.dispatch({ type: 'failed', failure: failureOf(error) })
    }
    return this.state
  }
}
