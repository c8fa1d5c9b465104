import Fastify, { type FastifyInstance } from 'fastify'
import { startTestServer, type TestServer } from '../test-support/server'

/** With COMMERCE_BACKEND=vtex the store's checkout calls reach the platform, not the embedded engine. */
describe('commerce backend switch', () => {
  let upstream: FastifyInstance
  let server: TestServer
  const seen: Array<{ url: string; appKey: unknown }> = []
  const saved = { ...process.env }

  beforeAll(async () => {
    upstream = Fastify()
    upstream.get('/api/checkout/pub/orderForm', async (request) => {
      seen.push({ url: request.url, appKey: request.headers['x-vtex-api-appkey'] })
      return { orderFormId: 'from-vtex', items: [] }
    })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    Object.assign(process.env, {
      COMMERCE_BACKEND: 'vtex',
      VTEX_ACCOUNT: 'arenaesportes',
      VTEX_APP_KEY: 'key-123',
      VTEX_APP_TOKEN: 'token-456',
      VTEX_BASE_URL: `http://127.0.0.1:${port}`,
    })
    server = await startTestServer({ catalogSize: 30 })
  })

  afterAll(async () => {
    await server.close()
    await upstream.close()
    process.env = saved
  })

  it('forwards the orderForm call to the platform with the app key', async () => {
    const response = await server.client().get<{ orderFormId: string }>('/api/checkout/orderForm')
    expect(response.status).toBe(200)
    expect(response.body.orderFormId).toBe('from-vtex')
    expect(seen).toEqual([{ url: '/api/checkout/pub/orderForm', appKey: 'key-123' }])
  })
})
