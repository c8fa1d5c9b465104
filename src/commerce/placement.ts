import type { PostalCodeLookup } from '../contracts/address'
import type { AccountOrder, PaymentAppResponse, PickupPointsResponse, PlaceOrderResponse } from '../contracts/orders'
import type { ConnectorPayment, ConnectorPaymentResult, InstallmentOption } from '../contracts/payment'
import type { GatewayCallbackResult, PlacementGateway, TransactionRequest } from '../sdk/checkout/gateway'
import { CommerceHttpError, createHttpClient, http as defaultHttp, type HttpClient } from './http'

export type { PostalCodeLookup }

const PUB = '/api/checkout/pub'

/** An absolute address on another origin (the platform's payment gateway with VTEX). */
function isOtherOrigin(uri: string): boolean {
  if (!/^https?:\/\//i.test(uri)) return false
  return typeof window === 'undefined' || new URL(uri).origin !== window.location.origin
}

/**
 * The checkout's order calls (VTEX shapes, cents): placing the order (the
 * cart store's gateway for the payment step), the order group of the
 * confirmation page, the guest look-up, cancellation, the development
 * approval of a pending payment, and the delivery step's look-ups.
 */
export function createPlacementApi({ http = defaultHttp, crossOrigin = createHttpClient({ readCookie: () => null, credentials: 'include' }) }: { http?: HttpClient; crossOrigin?: HttpClient } = {}) {
  const gateway: PlacementGateway = {
    placeOrder: (orderFormId, request: TransactionRequest) =>
      http.post<PlaceOrderResponse>(`${PUB}/orderForm/${encodeURIComponent(orderFormId)}/transaction`, request),

    // The card goes straight to the connector: the platform's gateway (another origin, no anti-forgery header) with VTEX.
    sendPayments: (receiverUri, payments: ConnectorPayment[]) =>
      (isOtherOrigin(receiverUri) ? crossOrigin : http).post<ConnectorPaymentResult[]>(receiverUri, payments),

    async gatewayCallback(orderGroup): Promise<GatewayCallbackResult> {
      try {
        await http.post<unknown>(`${PUB}/gatewayCallback/${encodeURIComponent(orderGroup)}`, {})
        return { kind: 'placed' }
      } catch (error) {
        // 428: placed, with a payment app (Pix) still to complete — the platform's answer, not a failure.
        if (error instanceof CommerceHttpError && error.status === 428) return { kind: 'payment-app', payment: error.body as PaymentAppResponse }
        throw error
      }
    },
  }
  return {
    gateway,
    /** The orders of a group (the browser that placed them, or their owner). */
    orderGroup: (orderGroup: string) => http.get<AccountOrder[]>(`${PUB}/orders/order-group/${encodeURIComponent(orderGroup)}`),
    /** A guest's order by its number and the buyer's e-mail. */
    lookupOrder: (orderId: string, email: string) => http.post<AccountOrder>(`${PUB}/orders/lookup`, { orderId, email }),
    /** Cancels an order while its payment is pending (a guest proves it with the buyer's e-mail). */
    cancelOrder: (orderId: string, email?: string) =>
      http.post<AccountOrder>(`${PUB}/orders/${encodeURIComponent(orderId)}/user-cancel-request`, email ? { email } : {}),
    /** The test connector's development action: the bank confirms the pending payment. */
    approveTestPayment: (approveUrl: string) => http.post<AccountOrder[]>(approveUrl, {}),
    installments: (orderFormId: string, paymentSystem: number) =>
      http.get<InstallmentOption>(`${PUB}/orderForm/${encodeURIComponent(orderFormId)}/installments`, { query: { paymentSystem } }),
    /** The address of a CEP, or null when unknown. */
    async postalCode(cep: string): Promise<PostalCodeLookup | null> {
      try {
        return await http.get<PostalCodeLookup>(`${PUB}/postal-code/BRA/${encodeURIComponent(cep.replace(/\D/g, ''))}`)
      } catch (error) {
        if (error instanceof CommerceHttpError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
    pickupPoints: (cep: string) => http.get<PickupPointsResponse>(`${PUB}/pickup-points`, { query: { postalCode: cep, countryCode: 'BRA' } }),
  }
}

export type PlacementApi = ReturnType<typeof createPlacementApi>

export const placementApi: PlacementApi = createPlacementApi()
