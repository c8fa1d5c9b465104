import type { AddressInfo } from 'node:net'
import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import { okPlacement, place, readyCart } from '../../api/__tests__/placement-helpers'
import { pickSkus } from '../../api/__tests__/checkout-helpers'
import { readMetricsConfig } from '../../config'
import { metricsListener } from '../../http/metrics'
import { startTestServer, type TestServer } from '../../test-support/server'
import { StoreMetrics } from '../metrics'

const TOKEN = 'metrics-token-0123456789abcdef'

/** The value of one series in an exposition text, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('metrics configuration', () => {
  it('protects /metrics by a token or a listener of its own on an internal address', () => {
    expect(readMetricsConfig({})).toEqual({ token: null, listener: null })
    expect(readMetricsConfig({ METRICS_TOKEN: TOKEN })).toEqual({ token: TOKEN, listener: null })
    expect(readMetricsConfig({ METRICS_PORT: '9464' })).toEqual({ token: null, listener: { host: '127.0.0.1', port: 9464 } })
    expect(readMetricsConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({ token: null, listener: { host: '10.0.0.5', port: 9464 } })
    expect(() => readMetricsConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters')
    expect(() => readMetricsConfig({ METRICS_HOST: '10.0.0.5' })).toThrow(/METRICS_HOST needs METRICS_PORT/)
  })
})

describe('GET /metrics', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({
      env: { METRICS_TOKEN: TOKEN },
      routes: (app) => app.get('/api/__fails', async () => {
        throw new Error('boom')
      }),
    })
  })
  afterAll(async () => {
    await server.close()
  })

  const scrape = async () => {
    const answer = await server.client().request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    return answer.text
  }

  it('answers 401 without the bearer token, or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcd' }, { authorization: TOKEN }] as Array<Record<string, string>>) {
      const answer = await server.client().request('GET', '/metrics', { headers })
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
      expect(answer.text).not.toContain('http_request_duration_seconds')
    }
  })

  it('counts requests by route pattern and status with their latency, 5xx answers, cart writes, placements by payment method, the search generation, cache look-ups and event-loop lag', async () => {
    const client = server.client()
    const cart = await readyCart(client, pickSkus(server).plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.pix })
    okPlacement(await place(client, cart))
    expect((await client.get('/api/__fails')).status).toBe(500)
    // The same search twice: the second is answered from the kept answers.
    for (let i = 0; i < 2; i += 1) expect((await client.get('/api/io/_v/api/intelligent-search/product_search/?query=bola')).status).toBe(200)

    const text = await scrape()
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBeUndefined()
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/__fails",status="500"}')).toBe(1)
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/__fails",status="500"}')).toBe(1)
    expect(valueOf(text, 'http_server_errors_total{method="GET",route="/api/__fails"}')).toBe(1)
    // Every route is its pattern, never an address with a cart id.
    expect(text).toContain('route="/api/checkout/orderForm/:id/items"')
    expect(text).not.toContain(cart.orderFormId)
    expect(valueOf(text, 'cart_writes_total{route="/api/checkout/orderForm/:id/items"}')).toBeGreaterThanOrEqual(1)
    // The placement is counted as one, not as a cart write.
    expect(valueOf(text, 'cart_writes_total{route="/api/checkout/pub/orderForm/:id/transaction"}')).toBeUndefined()
    expect(valueOf(text, 'cart_writes_total{route="/api/checkout/pub/orderForm/:id/attachments/shippingData"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'checkout_placements_total{payment_system="Pix",payment_group="instantPaymentPaymentGroup"}')).toBe(1)
    expect(valueOf(text, 'search_index_generation')).toBe(server.composition.services.search!.generation)
    expect(valueOf(text, 'cache_hits_total{cache="search_answers"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'cache_misses_total{cache="search_answers"}')).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
  })
})

describe('metrics', () => {
  it('without METRICS_TOKEN the store’s port does not serve them', async () => {
    const server = await startTestServer()
    try {
      expect((await server.client().get('/metrics')).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('publish durations by kind and result', async () => {
    const metrics = new StoreMetrics()
    metrics.published('build', 'succeeded', 42)
    metrics.published('rollback', 'succeeded', 0.2)
    const { text } = await metrics.exposition()
    expect(valueOf(text, 'publish_duration_seconds_sum{kind="build",status="succeeded"}')).toBe(42)
    expect(valueOf(text, 'publish_duration_seconds_bucket{le="60",kind="build",status="succeeded"}')).toBe(1)
    expect(valueOf(text, 'publish_duration_seconds_bucket{le="30",kind="build",status="succeeded"}')).toBe(0)
    expect(valueOf(text, 'publish_duration_seconds_count{kind="rollback",status="succeeded"}')).toBe(1)
    metrics.close()
  })

  it('the metrics listener (METRICS_PORT) answers GET /metrics only, and asks for the token when one is set', async () => {
    const metrics = new StoreMetrics()
    const open = metricsListener(metrics, { token: null, listener: { host: '127.0.0.1', port: 1 } })
    const guarded = metricsListener(metrics, { token: TOKEN, listener: { host: '127.0.0.1', port: 1 } })
    const listen = (server: typeof open) =>
      new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
    try {
      const openUrl = await listen(open)
      const guardedUrl = await listen(guarded)
      const answer = await fetch(`${openUrl}/metrics`)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('nodejs_eventloop_lag_seconds')
      expect((await fetch(`${openUrl}/`)).status).toBe(404)
      expect((await fetch(`${openUrl}/metrics`, { method: 'POST' })).status).toBe(404)
      expect((await fetch(`${guardedUrl}/metrics`)).status).toBe(401)
      expect((await fetch(`${guardedUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200)
    } finally {
      open.closeAllConnections()
      guarded.closeAllConnections()
      await new Promise((resolve) => open.close(resolve))
      await new Promise((resolve) => guarded.close(resolve))
      metrics.close()
    }
  })
})
