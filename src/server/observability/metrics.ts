import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { cacheLookups } from '../domain/bounded-cache'

/** Upper bounds of the request latency histogram, in seconds (a static file ~1 ms … a cold render or a VTEX call ~seconds). */
export const REQUEST_SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Upper bounds of the publish duration histogram, in seconds (an incremental build ~1 min, a full one ~10). */
export const PUBLISH_SECONDS_BUCKETS = [5, 15, 30, 60, 120, 300, 600, 1200, 1800]
/** How finely the event loop's delay is sampled (prom-client's nodejs_eventloop_lag_* and percentiles), in ms. */
export const EVENT_LOOP_MONITORING_MS = 20

/** A successful change of a cart: a write to an orderForm route, but its placement (…/transaction, counted as a placement). */
function isCartWrite(method: string, route: string, status: number): boolean {
  return status >= 200 && status < 300 && method !== 'GET' && method !== 'HEAD' && route.includes('/orderForm') && !route.endsWith('/transaction')
}

/** What one answered request was, for the metrics. */
export interface RequestSample {
  method: string
  /** The route's pattern (`/api/checkout/pub/orderForm/:id/items`), never the address itself; `static` for site files, `unmatched` when no route matched. */
  route: string
  status: number
  seconds: number
}

/**
 * The server's Prometheus metrics, in a registry of its own (one per
 * composition, so tests run several servers in one process): requests by
 * route and status with their latency, 5xx answers, cart writes, placements by
 * payment method, publish durations, the search index's generation, the hit
 * rate of the kept answers and carts, and Node's own (event-loop lag, heap,
 * GC) under `nodejs_`/`process_`.
 */
export class StoreMetrics {
  readonly registry = new Registry()
  private readonly requests: Histogram<'method' | 'route' | 'status'>
  private readonly serverErrors: Counter<'method' | 'route'>
  private readonly cartWrites: Counter<'route'>
  private readonly placements: Counter<'payment_system' | 'payment_group'>
  private readonly publishes: Histogram<'kind' | 'status'>

  constructor(sources: { searchGeneration?: () => number | null } = {}) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: EVENT_LOOP_MONITORING_MS })
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Answered requests by method, route pattern and status, with their latency in seconds (rate: the _count series).',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers,
    })
    this.serverErrors = new Counter({ name: 'http_server_errors_total', help: 'Answers with a 5xx status, by method and route pattern.', labelNames: ['method', 'route'], registers })
    this.cartWrites = new Counter({
      name: 'cart_writes_total',
      help: 'Successful (2xx) changes of a cart (orderForm POST/PUT/PATCH/DELETE), by route pattern.',
      labelNames: ['route'],
      registers,
    })
    this.placements = new Counter({
      name: 'checkout_placements_total',
      help: 'Orders placed (embedded checkout), by payment system and its group.',
      labelNames: ['payment_system', 'payment_group'],
      registers,
    })
    this.publishes = new Histogram({
      name: 'publish_duration_seconds',
      help: 'Publishing builds, adoptions and rollbacks by kind and result, with their duration in seconds.',
      labelNames: ['kind', 'status'],
      buckets: PUBLISH_SECONDS_BUCKETS,
      registers,
    })
    const { searchGeneration } = sources
    new Gauge({
      name: 'search_index_generation',
      help: "The embedded search index's generation (moves on when stock changes what search answers, or the catalogue is rebuilt); absent with VTEX's search.",
      registers,
      collect() {
        const generation = searchGeneration?.()
        if (generation !== undefined && generation !== null) this.set(generation)
      },
    })
    const lookups = (kind: 'hits' | 'misses') =>
      function (this: Counter<'cache'>) {
        this.reset()
        for (const [cache, counts] of cacheLookups) this.inc({ cache }, counts[kind])
      }
    new Counter({ name: 'cache_hits_total', help: 'Look-ups that found their value, by cache (search_answers, search_pages, carts), since the process started.', labelNames: ['cache'], registers, collect: lookups('hits') })
    new Counter({ name: 'cache_misses_total', help: 'Look-ups that did not, by cache.', labelNames: ['cache'], registers, collect: lookups('misses') })
  }

  request({ method, route, status, seconds }: RequestSample): void {
    this.requests.observe({ method, route, status: String(status) }, seconds)
    if (status >= 500) this.serverErrors.inc({ method, route })
    if (isCartWrite(method, route, status)) this.cartWrites.inc({ route })
  }

  placed(paymentSystem: string, paymentGroup: string): void {
    this.placements.inc({ payment_system: paymentSystem, payment_group: paymentGroup })
  }

  published(kind: string, status: string, seconds: number): void {
    this.publishes.observe({ kind, status }, seconds)
  }

  /** The exposition text (Prometheus' text format) and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() }
  }

  /** Stops the event-loop monitor and forgets the metrics (the server's close). */
  close(): void {
    this.registry.clear()
  }
}
