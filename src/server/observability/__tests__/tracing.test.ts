import { Writable } from 'node:stream'
import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import { okPlacement, place, readyCart } from '../../api/__tests__/placement-helpers'
import { pickSkus } from '../../api/__tests__/checkout-helpers'
import { attributeOf, startFakeOtlpCollector, type ExportedSpan, type FakeOtlpCollector } from '../../test-support/fake-otlp-collector'
import { startTestServer } from '../../test-support/server'
import { readTracingConfig } from '../tracing'

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736'
const CALLER_SPAN = '00f067aa0ba902b7'

function logCollector(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('tracing configuration', () => {
  it('is off without an OTLP endpoint; the traces endpoint is the base plus /v1/traces unless given itself', () => {
    expect(readTracingConfig({})).toBeNull()
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: 'arena-esportes' })
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/traces', OTEL_SERVICE_NAME: 'loja-1' })).toEqual({ tracesUrl: 'https://otel.example/traces', serviceName: 'loja-1' })
    expect(() => readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/http\(s\) address/)
  })
})

describe('traces exported to an OTLP collector', () => {
  let collector: FakeOtlpCollector

  beforeEach(async () => {
    collector = await startFakeOtlpCollector()
  })
  afterEach(async () => {
    await collector.close()
  })

  it('a request continues the caller’s trace, its span is named after the route, and its log line carries the trace id; a placement has its own span', async () => {
    const log = logCollector()
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_SERVICE_NAME: 'loja-teste', LOG_LEVEL: 'info' }, logStream: log.stream })
    let placementTrace = ''
    try {
      const health = await server.client().request('GET', '/api/health', { headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` } })
      expect(health.status).toBe(200)

      const client = server.client()
      const cart = await readyCart(client, pickSkus(server).plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.pix })
      okPlacement(await place(client, cart))
    } finally {
      // Closing the server sends what the exporter holds.
      await server.close()
    }
    expect(collector.rejected).toEqual([])
    const named = (name: string): ExportedSpan[] => collector.spans.filter((span) => span.name === name)

    const [health] = named('GET /api/health')
    expect(health).toMatchObject({ traceId: TRACE_ID, parentSpanId: CALLER_SPAN, kind: 2, serviceName: 'loja-teste' })
    expect(attributeOf(health, 'http.route')).toBe('/api/health')
    expect(attributeOf(health, 'http.response.status_code')).toBe('200')

    const [placement] = named('checkout placement')
    const [transaction] = named('POST /api/checkout/pub/orderForm/:id/transaction')
    expect(transaction).toBeDefined()
    expect(placement).toMatchObject({ traceId: transaction.traceId, parentSpanId: transaction.spanId })
    expect(attributeOf(placement, 'checkout.placement')).toBe('orderForm')
    placementTrace = transaction.traceId

    const requestLines = log.lines().filter((line) => line.msg === 'request')
    expect(requestLines.find((line) => line.url === '/api/health')).toMatchObject({ trace_id: TRACE_ID, span_id: health.spanId })
    expect(requestLines.find((line) => String(line.url).endsWith('/transaction'))).toMatchObject({ trace_id: placementTrace })
  })

  it('a VTEX call is a client span inside the request’s, and carries the trace on (traceparent) to the platform', async () => {
    const seen: Array<{ url: string; traceparent: string | null }> = []
    const server = await startTestServer({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes', VTEX_APP_KEY: 'k', VTEX_APP_TOKEN: 't', VTEX_BASE_URL: 'http://vtex.invalid' },
      fetch: async (input, init) => {
        seen.push({ url: input, traceparent: new Headers(init.headers).get('traceparent') })
        return new Response(JSON.stringify({ orderFormId: 'from-vtex', items: [] }), { status: 200, headers: { 'content-type': 'application/json' } })
      },
    })
    try {
      expect((await server.client().get('/api/checkout/orderForm')).status).toBe(200)
    } finally {
      await server.close()
    }
    const vtex = collector.spans.find((span) => span.name === 'VTEX GET')
    expect(vtex).toBeDefined()
    const request = collector.spans.find((span) => span.spanId === vtex!.parentSpanId)
    expect(request?.name).toBe('GET /api/checkout/orderForm')
    expect(vtex).toMatchObject({ kind: 3, traceId: request!.traceId })
    expect(attributeOf(vtex!, 'url.path')).toBe('/api/checkout/pub/orderForm')
    expect(attributeOf(vtex!, 'http.response.status_code')).toBe('200')
    expect(seen[0].traceparent).toBe(`00-${vtex!.traceId}-${vtex!.spanId}-01`)
  })

  it('without an endpoint nothing is recorded and log lines carry no trace id', async () => {
    const log = logCollector()
    const server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: log.stream })
    try {
      expect(server.composition.services.tracing.enabled).toBe(false)
      await server.client().request('GET', '/api/health', { headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` } })
    } finally {
      await server.close()
    }
    const line = log.lines().find((entry) => entry.msg === 'request')
    expect(line).toBeDefined()
    expect(line).not.toHaveProperty('trace_id')
    expect(collector.spans).toEqual([])
  })
})
