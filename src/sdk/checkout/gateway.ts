import type { PaymentAppResponse, PlaceOrderResponse } from '../../contracts/orders'
import type { CardFields, ConnectorPayment, ConnectorPaymentResult } from '../../contracts/payment'

export type { CardFields }

/** Body of POST …/orderForm/{id}/transaction: what the shopper saw and agrees to pay (cents). */
export interface TransactionRequest {
  referenceId: string
  value: number
  referenceValue: number
  interestValue: number
  savePersonalData: boolean
  optinNewsLetter: boolean | null
}

/** The gateway callback's answer: the order is placed, or (Pix) placed with a payment app still to complete. */
export type GatewayCallbackResult = { kind: 'placed' } | { kind: 'payment-app'; payment: PaymentAppResponse }

/**
 * The calls that turn a cart into an order (VTEX checkout: transaction,
 * payment to the connector, gateway callback). The HTTP implementation lives
 * in src/commerce; tests use an in-memory one.
 */
export interface PlacementGateway {
  placeOrder(orderFormId: string, request: TransactionRequest): Promise<PlaceOrderResponse>
  /** POST {receiverUri}: the payment (card fields go only here). */
  sendPayments(receiverUri: string, payments: ConnectorPayment[]): Promise<ConnectorPaymentResult[]>
  gatewayCallback(orderGroup: string): Promise<GatewayCallbackResult>
}

/** A refusal the shopper can act on: the server's error code and its pt-BR message. */
export interface PlacementFailure {
  code: string
  message: string
}
