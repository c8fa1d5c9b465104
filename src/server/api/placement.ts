import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CHECKOUT_ACCESS_COOKIE_SECONDS } from '../../config/constants'
import { SALES_CHANNEL } from '../../config/store'
import { CEP_INVALID_MESSAGE, CEP_NOT_FOUND_MESSAGE } from '../../contracts/address'
import type { RequestAuth } from '../auth/session'
import {
  addItems,
  CheckoutRuleError,
  createOrderForm,
  OrderFormNotFoundError,
  pickupPointsNear,
  postalCodeLookup,
  setClientProfile,
  setPaymentData,
  setShippingData,
  type CheckoutEnv,
} from '../domain/checkout'
import type { CheckoutOrders, OrderAccess } from '../domain/orders'
import { ORDER_LOOKUP_LIMIT_MESSAGE } from '../domain/orders/limits'
import type { OrderLookupAttempts } from '../domain/orders/lookup-attempts'
import { PaymentRuleError } from '../domain/payment'
import { normalizeCep } from '../domain/address/cep'
import { badRequest, HttpError, notFound } from '../http/errors'
import {
  cancelBody,
  connectorPaymentsBody,
  orderFormParams,
  orderGroupParams,
  orderIdParams,
  orderLookupBody,
  pickupPointsQuery,
  placeOrderBody,
  postalCodeParams,
  transactionBody,
  transactionParams,
} from './checkout-schemas'
import { cartViewers } from './cart-viewer'

/** The checkout access cookie: which browser placed an order (it may finish and read it). HttpOnly, API paths only. */
export const CHECKOUT_ACCESS_COOKIE = 'arena_checkout_access'

export interface PlacementRoutesOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  orders: CheckoutOrders
  env: CheckoutEnv
  secureCookies: boolean
  /** The limits on finding orders by number and e-mail (per client address and per order number). */
  lookupAttempts: OrderLookupAttempts
}

function toHttpError(error: unknown): unknown {
  if (error instanceof CheckoutRuleError || error instanceof PaymentRuleError) return new HttpError(error.status, error.code, error.message)
  if (error instanceof OrderFormNotFoundError) return notFound(`O carrinho ${error.orderFormId} não foi encontrado.`, 'ORDER_FORM_NOT_FOUND')
  return error
}

/** Runs a domain call, answering its rule errors as VTEX-style 4xx. */
function attempt<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    throw toHttpError(error)
  }
}

/**
 * Placing orders over VTEX's contract (embedded backend): the transaction
 * from a cart (or PUT /orders with the cart in the body), the payment sent to
 * the test connector, the gateway callback that finishes the order; then the
 * order group for the confirmation page, the guest look-up and the shopper's
 * cancellation. Also the postal-code and pickup-point look-ups of the
 * delivery step.
 */
export async function placementRoutes(app: FastifyInstance, { auth, orders, env, secureCookies, lookupAttempts }: PlacementRoutesOptions): Promise<void> {
  const viewers = cartViewers({ auth, secureCookies })
  const cookieOptions = { path: '/api', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const

  const accessOf = (request: FastifyRequest): OrderAccess => ({
    memberId: auth.currentMember(request)?.id ?? null,
    accessToken: request.cookies[CHECKOUT_ACCESS_COOKIE] ?? null,
  })

  const grantAccess = (reply: FastifyReply, token: string) =>
    reply.setCookie(CHECKOUT_ACCESS_COOKIE, token, { ...cookieOptions, maxAge: CHECKOUT_ACCESS_COOKIE_SECONDS })

  for (const base of ['/checkout', '/checkout/pub']) {
    app.post(`${base}/orderForm/:id/transaction`, async (request, reply) => {
      const { id } = orderFormParams.parse(request.params)
      const body = transactionBody.parse(request.body)
      const placed = attempt(() =>
        orders.placeFromOrderForm(
          id,
          { ...body, optinNewsLetter: body.optinNewsLetter ?? undefined, savePersonalData: body.savePersonalData ?? undefined },
          accessOf(request),
          viewers.viewerOf(request),
        ),
      )
      grantAccess(reply, placed.accessToken)
      reply.header('cache-control', 'no-store')
      return placed.response
    })
  }

  app.put('/checkout/pub/orders', async (request, reply) => {
    const body = placeOrderBody.parse(request.body)
    const writer = viewers.writerOf(request, reply)
    const shopper = writer.viewer.member
    const placed = attempt(() =>
      orders.placeNewCart(() => {
        let cart = createOrderForm(env.newId(), { salesChannel: SALES_CHANNEL.consumer })
        cart = addItems(cart, body.items, env)
        cart = setClientProfile(cart, body.clientProfileData, env, shopper)
        const address = body.shippingData.selectedAddresses?.[0] ?? body.shippingData.address
        if (!address) throw new CheckoutRuleError(400, 'incompleteShippingData', 'Informe o endereço de entrega.')
        cart = setShippingData(
          cart,
          {
            selectedAddresses: [{ ...address, addressType: address.addressType ?? undefined, country: undefined, geoCoordinates: address.geoCoordinates ?? undefined }],
            logisticsInfo: body.shippingData.logisticsInfo.map((info) => ({ itemIndex: info.itemIndex, selectedSla: info.selectedSla ?? null, selectedDeliveryChannel: info.selectedDeliveryChannel ?? null })),
          },
          env,
        )
        return setPaymentData(cart, body.paymentData, env)
      }, { memberId: shopper?.userProfileId ?? null, accessToken: null }, writer),
    )
    grantAccess(reply, placed.accessToken)
    reply.header('cache-control', 'no-store')
    return placed.response
  })

  app.post('/payments/pub/transactions/:transactionId/payments', async (request, reply) => {
    const { transactionId } = transactionParams.parse(request.params)
    const payments = connectorPaymentsBody.parse(request.body)
    reply.header('cache-control', 'no-store')
    return attempt(() => orders.receivePayments(transactionId.toUpperCase(), payments, accessOf(request)))
  })

  app.post('/checkout/pub/gatewayCallback/:orderGroup', async (request, reply) => {
    const { orderGroup } = orderGroupParams.parse(request.params)
    const outcome = attempt(() => orders.gatewayCallback(orderGroup, accessOf(request)))
    reply.header('cache-control', 'no-store')
    if (outcome.kind === 'payment-app') return reply.status(428).send(outcome.payment)
    return reply.status(200).send()
  })

  app.get('/checkout/pub/orders/order-group/:orderGroup', async (request, reply) => {
    const { orderGroup } = orderGroupParams.parse(request.params)
    reply.header('cache-control', 'no-store')
    return attempt(() => orders.orderGroup(orderGroup, accessOf(request)))
  })

  /**
   * A call that finds an order by its number and an e-mail: refused with 429 (and Retry-After) while the
   * client address or the order number is past its attempts; one that finds nothing counts against both.
   */
  const byNumberAndEmail = <T>(orderId: string, request: FastifyRequest, reply: FastifyReply, work: () => T): T => {
    const verdict = lookupAttempts.check(orderId, request.ip)
    if (!verdict.allowed) {
      reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)))
      throw new HttpError(429, 'tooManyOrderLookups', ORDER_LOOKUP_LIMIT_MESSAGE)
    }
    try {
      return work()
    } catch (error) {
      if (error instanceof CheckoutRuleError && error.status === 404) lookupAttempts.failed(orderId, request.ip)
      throw toHttpError(error)
    }
  }

  app.post('/checkout/pub/orders/lookup', async (request, reply) => {
    const { orderId, email } = orderLookupBody.parse(request.body)
    reply.header('cache-control', 'no-store')
    return byNumberAndEmail(orderId, request, reply, () => orders.lookup(orderId, email, accessOf(request)))
  })

  app.post('/checkout/pub/orders/:orderId/user-cancel-request', async (request, reply) => {
    const { orderId } = orderIdParams.parse(request.params)
    const body = cancelBody.parse(request.body)
    reply.header('cache-control', 'no-store')
    const cancel = () => orders.cancelByShopper(orderId, { ...accessOf(request), email: body.email ?? null })
    // With an e-mail this is the guest look-up's door too: the same limits.
    return body.email ? byNumberAndEmail(orderId, request, reply, cancel) : attempt(cancel)
  })

  app.get('/checkout/pub/postal-code/:countryCode/:postalCode', async (request, reply) => {
    const { postalCode } = postalCodeParams.parse(request.params)
    if (!normalizeCep(postalCode)) throw badRequest(CEP_INVALID_MESSAGE, 'INVALID_POSTAL_CODE')
    const address = postalCodeLookup(postalCode, env)
    if (!address) throw new HttpError(404, 'postalCodeNotFound', CEP_NOT_FOUND_MESSAGE)
    reply.header('cache-control', 'public, max-age=86400')
    return address
  })

  app.get('/checkout/pub/pickup-points', async (request, reply) => {
    const query = pickupPointsQuery.parse(request.query)
    if (!query.postalCode) throw new HttpError(400, 'postalCodeRequired', 'Informe o CEP (postalCode) e o país (countryCode=BRA).')
    if (!normalizeCep(query.postalCode)) throw badRequest(CEP_INVALID_MESSAGE, 'INVALID_POSTAL_CODE')
    const points = pickupPointsNear(query.postalCode)
    if (!points) throw new HttpError(404, 'postalCodeNotFound', CEP_NOT_FOUND_MESSAGE)
    reply.header('cache-control', 'public, max-age=3600')
    return points
  })
}

/** Development actions of the test connector (DEV_TOOLS): the bank confirms a pending pay-later payment (Pix, boleto). */
export async function testPaymentRoutes(app: FastifyInstance, { orders }: Pick<PlacementRoutesOptions, 'orders'>): Promise<void> {
  app.post('/dev/payments/:orderGroup/approve', async (request, reply) => {
    const { orderGroup } = orderGroupParams.parse(request.params)
    reply.header('cache-control', 'no-store')
    return attempt(() => orders.approvePendingPayment(orderGroup))
  })
}

/** Development action of the embedded warehouse (DEV_TOOLS): an approved order is handled and invoiced. */
export async function testWarehouseRoutes(app: FastifyInstance, { orders }: Pick<PlacementRoutesOptions, 'orders'>): Promise<void> {
  app.post('/dev/orders/:orderId/invoice', async (request, reply) => {
    const { orderId } = orderIdParams.parse(request.params)
    reply.header('cache-control', 'no-store')
    return attempt(() => orders.invoiceOrder(orderId))
  })
}
