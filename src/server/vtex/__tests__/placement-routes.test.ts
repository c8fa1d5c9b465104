import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AccountOrder } from '../../../contracts/orders'
import { registerErrorHandling } from '../../http/errors'
import { loadOpenApiDocument } from '../../test-support/openapi'
import { readVtexConfig, vtexPaymentsOrigin } from '../config'
import { createVtexForwarder } from '../forwarder'
import { statusOfState, toAccountOrder, type VtexOrder } from '../order-mapper'
import { vtexPlacementRoutes } from '../routes'

type JsonObject = Record<string, unknown>
const document = loadOpenApiDocument('checkout-api.json')
const example = (path: string, method: string, status = '200'): unknown => {
  const responses = (document.paths[path][method] as JsonObject).responses as Record<string, { content?: Record<string, { example?: unknown }> }>
  return responses[status]?.content?.['application/json']?.example
}

interface Seen {
  method: string
  url: string
  cookie: string | undefined
  appKey: string | undefined
  body: unknown
}

describe('placing orders on the platform (COMMERCE_BACKEND=vtex)', () => {
  let upstream: FastifyInstance
  let app: FastifyInstance
  const seen: Seen[] = []
  const transaction = example('/api/checkout/pub/orderForm/{orderFormId}/transaction', 'post') as { orders: VtexOrder[] }

  beforeAll(async () => {
    upstream = Fastify()
    upstream.all('/*', async (request, reply) => {
      seen.push({
        method: request.method,
        url: request.url,
        cookie: request.headers.cookie,
        appKey: request.headers['x-vtex-api-appkey'] as string | undefined,
        body: request.body ?? null,
      })
      const url = request.url.split('?')[0]
      if (url.endsWith('/transaction')) {
        reply.header('set-cookie', 'Vtex_CHKO_Auth=token; Domain=.vtexcommercestable.com.br; Path=/; HttpOnly')
        return transaction
      }
      if (url.includes('/gatewayCallback/declined')) return reply.status(500).send(example('/api/checkout/pub/gatewayCallback/{orderGroup}', 'post', '500'))
      if (url.includes('/gatewayCallback/')) return reply.status(428).send(example('/api/checkout/pub/gatewayCallback/{orderGroup}', 'post', '428'))
      if (url.includes('/orders/order-group/')) return transaction.orders
      if (url.includes('/postal-code/')) return example('/api/checkout/pub/postal-code/{countryCode}/{postalCode}', 'get')
      if (url.endsWith('/pickup-points')) return example('/api/checkout/pub/pickup-points', 'get')
      if (url.endsWith('/installments')) return example('/api/checkout/pub/orderForm/{orderFormId}/installments', 'get')
      return { orderFormId: 'of1' }
    })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const vtex = readVtexConfig({ VTEX_ACCOUNT: 'arenaesportes', VTEX_APP_KEY: 'app-key', VTEX_APP_TOKEN: 'app-token', VTEX_BASE_URL: `http://127.0.0.1:${port}` })
    app = Fastify()
    registerErrorHandling(app)
    await app.register(fastifyCookie)
    await app.register(async (api) => api.register(vtexPlacementRoutes, { forwarder: createVtexForwarder(vtex) }), { prefix: '/api' })
  })
  afterAll(async () => {
    await app.close()
    await upstream.close()
  })
  beforeEach(() => {
    seen.length = 0
  })

  const cookie = 'checkout.vtex.com=__ofid=of1; Vtex_CHKO_Auth=token; arena_session=secret; XSRF-TOKEN=t'

  it('forwards each placement call to the platform path, with the app key and the platform cookies only', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/checkout/orderForm/of1/attachments/paymentData', { payments: [{ paymentSystem: 125, installments: 1 }] }],
      ['GET', '/api/checkout/pub/orderForm/of1/installments?paymentSystem=2&other=1'],
      ['POST', '/api/checkout/pub/orderForm/of1/transaction', { referenceId: 'of1', value: 100, referenceValue: 100, interestValue: 0 }],
      ['PUT', '/api/checkout/pub/orders', { items: [] }],
      ['POST', '/api/checkout/pub/orders/v976778amgh-01/user-cancel-request', { reason: 'x' }],
      ['GET', '/api/checkout/pub/postal-code/BRA/01310-100'],
      ['GET', '/api/checkout/pub/pickup-points?postalCode=01310100&countryCode=BRA'],
    ]
    for (const [method, url, payload] of calls) {
      const response = await app.inject({ method: method as 'GET', url, payload: payload as object | undefined, headers: { cookie } })
      expect(response.statusCode).toBe(200)
    }
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/checkout/pub/orderForm/of1/attachments/paymentData',
      'GET /api/checkout/pub/orderForm/of1/installments?paymentSystem=2',
      'POST /api/checkout/pub/orderForm/of1/transaction',
      'PUT /api/checkout/pub/orders?sc=3',
      'POST /api/checkout/pub/orders/v976778amgh-01/user-cancel-request',
      'GET /api/checkout/pub/postal-code/BRA/01310100',
      'GET /api/checkout/pub/pickup-points?postalCode=01310100&countryCode=BRA',
    ])
    for (const call of seen) {
      expect(call.appKey).toBe('app-key')
      expect(call.cookie).toBe('checkout.vtex.com=__ofid=of1; Vtex_CHKO_Auth=token')
    }
    expect(seen[0].body).toEqual({ payments: [{ paymentSystem: 125, installments: 1 }] })
  })

  it('relays the placement answer and the platform cookie rebound to this host', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/checkout/orderForm/of1/transaction', payload: { referenceId: 'of1' }, headers: { cookie } })
    expect(response.json()).toEqual(transaction)
    expect(response.headers['set-cookie']).toBe('Vtex_CHKO_Auth=token; Path=/; HttpOnly')
  })

  it('passes the 428 Pix answer of the gateway callback as it is; a declined payment becomes a JSON error', async () => {
    const pix = await app.inject({ method: 'POST', url: '/api/checkout/pub/gatewayCallback/v976778amgh', headers: { cookie } })
    expect(pix.statusCode).toBe(428)
    expect(pix.json()).toEqual(example('/api/checkout/pub/gatewayCallback/{orderGroup}', 'post', '428'))
    const declined = await app.inject({ method: 'POST', url: '/api/checkout/pub/gatewayCallback/declined', headers: { cookie } })
    expect(declined.statusCode).toBe(502)
    expect((await app.inject({ method: 'POST', url: '/api/checkout/pub/gatewayCallback/..%2F..%2Fx' })).statusCode).toBe(400)
  })

  it('maps the order group to the store’s order shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/checkout/pub/orders/order-group/v976778amgh', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    const [order] = response.json() as AccountOrder[]
    expect(order).toMatchObject({
      orderId: 'v976778amgh-01',
      orderGroup: 'v976778amgh',
      status: 'payment-pending',
      value: 15650,
      allowCancellation: true,
      clientProfileData: { email: 'clark.kent@examplemail.com', firstName: 'Clark' },
      shippingData: { city: 'Rio de Janeiro', street: 'Rua da minha casa' },
      paymentData: { paymentSystem: 6, value: 34390 },
    })
    expect(order.items[0]).toMatchObject({ id: '2000016', quantity: 1, sellingPrice: 15000 })
  })

  it('reads the platform’s order states into the timeline; finds the payment gateway origin', () => {
    expect(['payment-pending', 'payment-approved', 'ready-for-handling', 'invoiced', 'canceled', 'weird'].map(statusOfState)).toEqual([
      'payment-pending',
      'payment-approved',
      'handling',
      'invoiced',
      'canceled',
      'payment-pending',
    ])
    expect(toAccountOrder({}).orderId).toBe('')
    expect(vtexPaymentsOrigin(readVtexConfig({ VTEX_ACCOUNT: 'loja' }))).toBe('https://loja.vtexpayments.com.br')
    expect(vtexPaymentsOrigin(readVtexConfig({ VTEX_ACCOUNT: 'loja', VTEX_BASE_URL: 'http://127.0.0.1:9' }))).toBe('http://127.0.0.1:9')
  })
})
