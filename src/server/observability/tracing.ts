import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, defaultTextMapSetter, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base'

/** Tracing (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set): spans go to that OTLP/HTTP collector. */
export interface TracingConfig {
  /** Where spans are posted (OTLP over HTTP, JSON): the traces endpoint itself, e.g. http://collector:4318/v1/traces. */
  tracesUrl: string
  /** service.name of every span (OTEL_SERVICE_NAME, default arena-esportes). */
  serviceName: string
}

export const DEFAULT_SERVICE_NAME = 'arena-esportes'
/** Spans wait at most this long in memory before they are sent (the batch processor's delay). */
export const SPAN_EXPORT_DELAY_MS = 2_000

/** The tracing settings of the environment (the OpenTelemetry variable names), or null: no tracing, nothing sent. */
export function readTracingConfig(env: NodeJS.ProcessEnv): TracingConfig | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  const raw = traces || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : '')
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address (e.g. http://collector:4318), got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address, got "${raw}"`)
  return { tracesUrl: url.toString(), serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME }
}

/** The ids a log line carries to find its trace. */
export interface TraceIds {
  trace_id: string
  span_id: string
}

/**
 * The server's spans: one per HTTP request (continuing the caller's
 * `traceparent`), with the checkout placement and each VTEX call inside it.
 * The active span is kept in an AsyncLocalStorage of its own (no global
 * OpenTelemetry registration, so the error reporter's own instrumentation is
 * left alone). Without a config every method runs its work and records nothing.
 */
export class Tracing {
  private readonly active = new AsyncLocalStorage<Context>()
  private readonly provider: BasicTracerProvider | null
  private readonly tracer: Tracer | null
  private readonly propagator = new W3CTraceContextPropagator()

  constructor(config: TracingConfig | null) {
    if (!config) {
      this.provider = null
      this.tracer = null
      return
    }
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': config.serviceName }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }), { scheduledDelayMillis: SPAN_EXPORT_DELAY_MS })],
    })
    this.tracer = this.provider.getTracer('arena-esportes-server')
  }

  get enabled(): boolean {
    return this.tracer !== null
  }

  /** The current span's ids (for the log lines), or null outside a traced request. */
  currentIds(): TraceIds | null {
    const context = this.active.getStore()
    const span = context ? trace.getSpan(context) : undefined
    if (!span) return null
    const { traceId, spanId } = span.spanContext()
    return { trace_id: traceId, span_id: spanId }
  }

  /**
   * Runs a raw HTTP request inside its server span: the span continues the
   * request's `traceparent`, is named `METHOD route` once the route is known
   * (nameRequest) and ends when the answer is sent, with its status.
   */
  handleRequest(request: IncomingMessage, response: ServerResponse, handle: (request: IncomingMessage, response: ServerResponse) => void): void {
    if (!this.tracer) return handle(request, response)
    const parent = this.propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter)
    const method = request.method ?? 'GET'
    const span = this.tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': (request.url ?? '/').split('?')[0] } },
      parent,
    )
    response.once('close', () => {
      span.setAttribute('http.response.status_code', response.statusCode)
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    })
    this.active.run(trace.setSpan(parent, span), () => handle(request, response))
  }

  /** Names the current request's span after its route pattern (`GET /api/catalog_system/pub/products/search`). */
  nameRequest(method: string, route: string): void {
    const context = this.active.getStore()
    const span = context ? trace.getSpan(context) : undefined
    if (!span) return
    span.updateName(`${method} ${route}`)
    span.setAttribute('http.route', route)
  }

  /** Runs `work` (sync or async) in a span of its own, a child of the current one; a throw marks it failed. */
  inSpan<T>(name: string, attributes: Attributes, work: (span: Span | null) => T, kind: SpanKind = SpanKind.INTERNAL): T {
    if (!this.tracer) return work(null)
    const parent = this.active.getStore() ?? ROOT_CONTEXT
    const span = this.tracer.startSpan(name, { kind, attributes }, parent)
    const fail = (error: unknown) => {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      throw error
    }
    try {
      const result = this.active.run(trace.setSpan(parent, span), () => work(span))
      if (result instanceof Promise) {
        return result.then((value: unknown) => {
          span.end()
          return value
        }, fail) as T
      }
      span.end()
      return result
    } catch (error) {
      return fail(error)
    }
  }

  /** The `traceparent` header that continues the current span in an outgoing call (empty outside a trace). */
  outgoingHeaders(): Record<string, string> {
    const context = this.active.getStore()
    if (!context) return {}
    const headers: Record<string, string> = {}
    this.propagator.inject(context, headers, defaultTextMapSetter)
    return headers
  }

  /** Sends what is buffered (the server's close). */
  async close(): Promise<void> {
    await this.provider?.shutdown()
  }
}

/** Tracing that records nothing (tests, and a server without OTEL_EXPORTER_OTLP_ENDPOINT). */
export const NO_TRACING = new Tracing(null)
