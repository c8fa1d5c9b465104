import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { FREIGHT_COUNTRY, CART_ITEM_MAX_QUANTITY, CART_ITEM_MIN_QUANTITY } from '../../config/constants'
import { storeConfig } from '../../config/store'
import { normalizeCep, formatCep } from '../domain/address/cep'
import { badRequest, errorBody } from '../http/errors'
import { answerNoStore } from '../http/no-store'
import { UpstreamError, type UpstreamRequest, type VtexForwarder } from './forwarder'
import { toAccountSession, toFreightSimulation, VTEX_SESSION_ITEMS, type VtexSessionResponse, type VtexSimulationResponse } from './mappers'
import { toAccountOrder, type VtexOrder } from './order-mapper'

export interface VtexRoutesOptions {
  /** The one forwarder to the account (built by the composition root from the server config). */
  forwarder: VtexForwarder
}

const PUB = '/api/checkout/pub'
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'invalid orderFormId') })
const orderGroupParams = z.object({ orderGroup: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid orderGroup') })
const orderIdParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid orderId') })
const postalCodeParams = z.object({ countryCode: z.literal(FREIGHT_COUNTRY), postalCode: z.string().regex(/^\d{5}-?\d{3}$/, 'invalid postal code') })
const objectBody = z.record(z.unknown())
const stringQuery = z.record(z.union([z.string(), z.array(z.string())]))

const appId = z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/)
const fieldName = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/)
const addCustomDataBody = z.union([
  z.object({ appId, fields: z.record(fieldName, z.union([z.string(), z.number(), z.boolean(), z.null()])) }),
  z.object({ appId, appFieldName: fieldName, value: z.union([z.string(), z.number(), z.boolean(), z.null()]) }),
])

const simulationItem = z.object({
  id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative()]).transform(String),
  seller: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative()]).transform(String),
  quantity: z.number().int().min(CART_ITEM_MIN_QUANTITY).max(CART_ITEM_MAX_QUANTITY),
})
const pdpBody = z.object({
  items: z.array(simulationItem).min(1).max(100),
  postalCode: z.string().max(16),
  country: z.literal(FREIGHT_COUNTRY).default(FREIGHT_COUNTRY),
})

/** Address fields the checkout document lets be null in a shippingData attachment (the others are strings). */
const NULLABLE_ADDRESS_FIELDS: ReadonlySet<string> = new Set(['addressId', 'complement'])

/** An address as the document takes it: a field the store leaves empty (null) is left out unless the document allows null there. */
export function documentedAddress(address: unknown): unknown {
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return address
  return Object.fromEntries(Object.entries(address).filter(([key, value]) => value !== null || NULLABLE_ADDRESS_FIELDS.has(key)))
}

/** Picks the query parameters the platform understands for a call. */
function pickQuery(query: unknown, names: readonly string[]): Record<string, string | string[]> {
  const parsed = stringQuery.parse(query ?? {})
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => names.includes(key)))
}

/** Sends upstream and relays status, body and the platform's cookies. */
async function relay(forwarder: VtexForwarder, request: FastifyRequest, reply: FastifyReply, upstream: Omit<UpstreamRequest, 'cookie'>) {
  try {
    const answer = await forwarder.send({ ...upstream, cookie: request.headers.cookie })
    for (const line of answer.setCookies) reply.header('set-cookie', line)
    reply.header('cache-control', 'no-store')
    if (answer.status >= 400) {
      const body = answer.body as { error?: { code?: unknown; message?: unknown } } | null
      const code = typeof body?.error?.code === 'string' ? body.error.code : `VTEX_${answer.status}`
      const message = typeof body?.error?.message === 'string' ? body.error.message : `The platform answered ${answer.status}`
      return reply.status(answer.status).send(errorBody(code, message))
    }
    return reply.status(answer.status).send(answer.body)
  } catch (error) {
    if (error instanceof UpstreamError) {
      request.log.error({ err: error }, 'vtex upstream failure')
      return upstreamUnavailable(reply)
    }
    throw error
  }
}

/** The answer when the platform cannot be reached or fails (5xx). */
export function upstreamUnavailable(reply: FastifyReply) {
  return reply.status(502).send(errorBody('UPSTREAM_UNAVAILABLE', 'A plataforma de comércio não respondeu. Tente novamente.'))
}

/**
 * The storefront's orderForm calls, forwarded to the platform's checkout
 * API (`/api/checkout/pub/orderForm/...`). Register it instead of the embedded
 * checkout routes when COMMERCE_BACKEND=vtex.
 */
export async function vtexCheckoutRoutes(app: FastifyInstance, { forwarder }: VtexRoutesOptions): Promise<void> {
  answerNoStore(app)
  const orderForm = (request: FastifyRequest, suffix = '') => `${PUB}/orderForm/${idParams.parse(request.params).id}${suffix}`
  const bodyOf = (request: FastifyRequest) => objectBody.parse(request.body ?? {})

  app.get('/checkout/orderForm', (request, reply) =>
    relay(forwarder, request, reply, { method: 'GET', path: `${PUB}/orderForm`, query: pickQuery(request.query, ['forceNewCart', 'sc']) }),
  )
  app.get('/checkout/orderForm/:id', (request, reply) =>
    relay(forwarder, request, reply, { method: 'GET', path: orderForm(request), query: pickQuery(request.query, ['sc']) }),
  )
  app.post('/checkout/orderForm/:id/items', (request, reply) =>
    relay(forwarder, request, reply, {
      method: 'POST',
      path: orderForm(request, '/items'),
      query: { sc: storeConfig.salesChannel, ...pickQuery(request.query, ['sc', 'allowedOutdatedData']) },
      body: bodyOf(request),
    }),
  )
  app.post('/checkout/orderForm/:id/items/update', (request, reply) =>
    relay(forwarder, request, reply, {
      method: 'POST',
      path: orderForm(request, '/items/update'),
      query: pickQuery(request.query, ['allowedOutdatedData', 'sc']),
      body: bodyOf(request),
    }),
  )
  app.post('/checkout/orderForm/:id/coupons', (request, reply) =>
    relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/coupons'), body: bodyOf(request) }),
  )
  app.post('/checkout/orderForm/:id/clearMessages', (request, reply) =>
    relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/messages/clear'), body: {} }),
  )
  app.post('/checkout/orderForm/:id/marketingData', (request, reply) =>
    relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/attachments/marketingData'), body: bodyOf(request) }),
  )
  app.post('/checkout/orderForm/:id/shippingData', (request, reply) => {
    const body = bodyOf(request)
    // `{ cep }` is the store's shortcut for "this postal code, nothing else".
    const mapped =
      typeof body.cep === 'string' && body.selectedAddresses === undefined
        ? {
            selectedAddresses: [{ addressType: 'search', postalCode: body.cep, country: FREIGHT_COUNTRY }],
            clearAddressIfPostalCodeNotFound: body.clearAddressIfPostalCodeNotFound ?? false,
          }
        : { ...body, ...(Array.isArray(body.selectedAddresses) ? { selectedAddresses: body.selectedAddresses.map(documentedAddress) } : {}) }
    return relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/attachments/shippingData'), body: mapped })
  })
  app.post('/checkout/orderForm/:id/attachments/clientProfileData', (request, reply) =>
    relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/attachments/clientProfileData'), body: bodyOf(request) }),
  )
  app.post('/checkout/orderForm/:id/attachments/preferenceData', (request, reply) => {
    const body = bodyOf(request)
    const optin = body.optinNewsletter ?? body.optinNewsLetter
    return relay(forwarder, request, reply, {
      method: 'POST',
      path: orderForm(request, '/attachments/clientPreferencesData'),
      body: { locale: storeConfig.locale, ...(typeof optin === 'boolean' ? { optinNewsLetter: optin } : {}) },
    })
  })
  app.post('/checkout/orderForm/:id/customdata/addCustomdata', (request, reply) => {
    const body = addCustomDataBody.parse(request.body ?? {})
    if ('fields' in body) {
      const fields = Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, v === null ? null : String(v)]))
      return relay(forwarder, request, reply, { method: 'PUT', path: orderForm(request, `/customData/${body.appId}`), body: fields })
    }
    return relay(forwarder, request, reply, {
      method: 'PUT',
      path: orderForm(request, `/customData/${body.appId}/${body.appFieldName}`),
      body: { value: body.value === null ? null : String(body.value) },
    })
  })
  app.get('/checkout/changeToAnonymousUser/:id', (request, reply) =>
    relay(forwarder, request, reply, { method: 'GET', path: `/checkout/changeToAnonymousUser/${idParams.parse(request.params).id}` }),
  )
  /** The cart's own simulation: the order form's items to its (or a given) postal code. */
  app.get('/checkout/orderForm/:id/simulation', async (request, reply) => {
    const query = z.object({ postalCode: z.string().max(16).optional(), cep: z.string().max(16).optional() }).parse(request.query ?? {})
    try {
      const current = await forwarder.send({ method: 'GET', path: orderForm(request), cookie: request.headers.cookie })
      if (current.status >= 400) return relay(forwarder, request, reply, { method: 'GET', path: orderForm(request) })
      const form = current.body as { items?: Array<{ id: string; seller: string; quantity: number }>; shippingData?: { address?: { postalCode?: string } | null } | null }
      const postalCode = query.postalCode ?? query.cep ?? form.shippingData?.address?.postalCode ?? undefined
      return relay(forwarder, request, reply, {
        method: 'POST',
        path: `${PUB}/orderForms/simulation`,
        query: { sc: storeConfig.salesChannel },
        body: {
          items: (form.items ?? []).map((item) => ({ id: item.id, seller: item.seller, quantity: item.quantity })),
          postalCode,
          country: FREIGHT_COUNTRY,
        },
      })
    } catch (error) {
      if (error instanceof UpstreamError) {
        request.log.error({ err: error }, 'vtex upstream failure')
        return upstreamUnavailable(reply)
      }
      throw error
    }
  })
}

/** Runs a call to the platform, answering 502 when it cannot be reached. */
async function orUnavailable(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof UpstreamError) {
      request.log.error({ err: error }, 'vtex upstream failure')
      return upstreamUnavailable(reply)
    }
    throw error
  }
}

/**
 * Placing orders on the platform (COMMERCE_BACKEND=vtex): the payment choice,
 * installments, the transaction and PUT /orders, the gateway callback (its
 * 428 Pix answer passes as it is), the order group (mapped to the store's
 * order shape), the shopper's cancellation, postal codes and pickup points.
 * The browser sends the card itself to the platform's payment gateway
 * (`transactionData.receiverUri`); it never passes through this server.
 */
export async function vtexPlacementRoutes(app: FastifyInstance, { forwarder }: VtexRoutesOptions): Promise<void> {
  const orderForm = (request: FastifyRequest, suffix = '') => `${PUB}/orderForm/${idParams.parse(request.params).id}${suffix}`
  const bodyOf = (request: FastifyRequest) => objectBody.parse(request.body ?? {})

  for (const base of ['/checkout', '/checkout/pub']) {
    app.post(`${base}/orderForm/:id/attachments/paymentData`, (request, reply) =>
      relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/attachments/paymentData'), body: bodyOf(request) }),
    )
    app.get(`${base}/orderForm/:id/installments`, (request, reply) =>
      relay(forwarder, request, reply, { method: 'GET', path: orderForm(request, '/installments'), query: pickQuery(request.query, ['paymentSystem']) }),
    )
    app.post(`${base}/orderForm/:id/transaction`, (request, reply) =>
      relay(forwarder, request, reply, { method: 'POST', path: orderForm(request, '/transaction'), body: bodyOf(request) }),
    )
  }
  app.put('/checkout/pub/orders', (request, reply) =>
    relay(forwarder, request, reply, { method: 'PUT', path: `${PUB}/orders`, query: { sc: storeConfig.salesChannel }, body: bodyOf(request) }),
  )
  app.post('/checkout/pub/gatewayCallback/:orderGroup', async (request, reply) => {
    const { orderGroup } = orderGroupParams.parse(request.params)
    return orUnavailable(request, reply, async () => {
      const answer = await forwarder.send({ method: 'POST', path: `${PUB}/gatewayCallback/${orderGroup}`, cookie: request.headers.cookie })
      for (const line of answer.setCookies) reply.header('set-cookie', line)
      reply.header('cache-control', 'no-store')
      // 428 (a payment app such as Pix must still be completed) is an answer, not a failure.
      if (answer.status === 428 || answer.status < 400) return reply.status(answer.status).send(answer.body ?? undefined)
      const body = answer.body as { error?: { code?: unknown; message?: unknown } } | null
      const message = typeof body?.error?.message === 'string' ? body.error.message : 'Seu pagamento não foi autorizado.'
      return reply.status(answer.status).send(errorBody(typeof body?.error?.code === 'string' ? body.error.code : `VTEX_${answer.status}`, message))
    })
  })
  app.get('/checkout/pub/orders/order-group/:orderGroup', async (request, reply) => {
    const { orderGroup } = orderGroupParams.parse(request.params)
    return orUnavailable(request, reply, async () => {
      const answer = await forwarder.send({ method: 'GET', path: `${PUB}/orders/order-group/${orderGroup}`, cookie: request.headers.cookie })
      reply.header('cache-control', 'no-store')
      if (answer.status >= 400 || !Array.isArray(answer.body)) return reply.status(404).send(errorBody('ORDER_NOT_FOUND', 'Pedido não encontrado.'))
      return (answer.body as VtexOrder[]).map(toAccountOrder)
    })
  })
  app.post('/checkout/pub/orders/:orderId/user-cancel-request', (request, reply) =>
    relay(forwarder, request, reply, {
      method: 'POST',
      path: `${PUB}/orders/${orderIdParams.parse(request.params).orderId}/user-cancel-request`,
      body: bodyOf(request),
    }),
  )
  app.get('/checkout/pub/postal-code/:countryCode/:postalCode', (request, reply) => {
    const { countryCode, postalCode } = postalCodeParams.parse(request.params)
    return relay(forwarder, request, reply, { method: 'GET', path: `${PUB}/postal-code/${countryCode}/${postalCode.replace('-', '')}` })
  })
  app.get('/checkout/pub/pickup-points', (request, reply) =>
    relay(forwarder, request, reply, { method: 'GET', path: `${PUB}/pickup-points`, query: pickQuery(request.query, ['postalCode', 'countryCode', 'geoCoordinates']) }),
  )
}

/** POST /pdp/simulation over the platform's simulation (register instead of the embedded pdp routes). */
export async function vtexPdpRoutes(app: FastifyInstance, { forwarder }: VtexRoutesOptions): Promise<void> {
  app.post('/pdp/simulation', async (request, reply) => {
    const body = pdpBody.parse(request.body ?? {})
    const digits = normalizeCep(body.postalCode)
    if (!digits) throw badRequest('CEP inválido: use 8 dígitos (00000-000).', 'INVALID_POSTAL_CODE')
    try {
      const answer = await forwarder.send({
        method: 'POST',
        path: `${PUB}/orderForms/simulation`,
        query: { sc: storeConfig.salesChannel },
        body: { items: body.items, postalCode: digits, country: FREIGHT_COUNTRY },
        cookie: request.headers.cookie,
      })
      if (answer.status >= 400) return reply.status(answer.status).send(errorBody(`VTEX_${answer.status}`, 'Simulação de frete recusada pela plataforma.'))
      return toFreightSimulation(formatCep(digits), body.items, (answer.body ?? {}) as VtexSimulationResponse)
    } catch (error) {
      if (error instanceof UpstreamError) {
        request.log.error({ err: error }, 'vtex upstream failure')
        return upstreamUnavailable(reply)
      }
      throw error
    }
  })
}

/** GET /account/session from the platform's session (register instead of the embedded one). */
export async function vtexSessionRoutes(app: FastifyInstance, { forwarder }: VtexRoutesOptions): Promise<void> {
  answerNoStore(app)
  app.get('/account/session', async (request, reply) => {
    try {
      const answer = await forwarder.send({ method: 'GET', path: '/api/sessions', query: { items: VTEX_SESSION_ITEMS }, cookie: request.headers.cookie })
      for (const line of answer.setCookies) reply.header('set-cookie', line)
      reply.header('cache-control', 'no-store')
      return answer.status >= 400 ? { isLoggedIn: false, user: null } : toAccountSession((answer.body ?? {}) as VtexSessionResponse)
    } catch (error) {
      if (error instanceof UpstreamError) {
        request.log.error({ err: error }, 'vtex upstream failure')
        return upstreamUnavailable(reply)
      }
      throw error
    }
  })
}

/** Checkout and freight simulation over the platform, in one plugin. */
export async function vtexCommerceRoutes(app: FastifyInstance, options: VtexRoutesOptions): Promise<void> {
  await app.register(vtexCheckoutRoutes, options)
  await app.register(vtexPlacementRoutes, options)
  await app.register(vtexPdpRoutes, options)
}
