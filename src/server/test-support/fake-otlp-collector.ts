import http from 'node:http'

/** One span as the OTLP/HTTP JSON export carries it (the fields the tests read). */
export interface ExportedSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>
  status?: { code?: number }
  serviceName: string | null
}

export interface FakeOtlpCollector {
  /** The collector's base address, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  endpoint: string
  spans: ExportedSpan[]
  /** Requests to any other path than /v1/traces, or not JSON. */
  rejected: string[]
  close(): Promise<void>
}

interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> }
    scopeSpans?: Array<{ spans?: Array<Omit<ExportedSpan, 'serviceName'>> }>
  }>
}

/** A local OpenTelemetry collector for tests: accepts OTLP/HTTP JSON trace exports on /v1/traces and keeps their spans. */
export async function startFakeOtlpCollector(): Promise<FakeOtlpCollector> {
  const spans: ExportedSpan[] = []
  const rejected: string[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).includes('application/json')) {
        rejected.push(`${request.method} ${request.url} ${request.headers['content-type']}`)
        response.writeHead(404).end()
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? null
        for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, serviceName })
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    rejected,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // The exporter keeps its connection alive.
        server.closeAllConnections()
      }),
  }
}

/** A span attribute's value as text. */
export function attributeOf(span: ExportedSpan, key: string): string | undefined {
  const value = span.attributes.find((attribute) => attribute.key === key)?.value
  if (!value) return undefined
  return value.stringValue ?? (value.intValue === undefined ? undefined : String(value.intValue))
}
