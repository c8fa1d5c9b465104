/**
 * Load runner for the HTTP benchmarks: autocannon (loaded untyped, with the
 * shape used here), response-time percentiles and one JSON row per measured call.
 */
import { createRequire } from 'node:module'
import type { Check } from './budgets'

export interface AutocannonRequest {
  method?: string
  path: string
  body?: string
  headers?: Record<string, string>
  /** Called before each sending of this request (by every connection): the request to send instead. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}

/**
 * One request that is each of `requests` in turn across all connections
 * (autocannon's connections each walk a list from its start, in step: the
 * same request at once on every connection).
 */
export function eachInTurn(requests: readonly AutocannonRequest[]): AutocannonRequest[] {
  let next = 0
  return [{ ...requests[0], setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }]
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void
}

export interface AutocannonResult {
  requests: { average: number; total: number }
  non2xx: number
  errors: number
  timeouts: number
}

export interface AutocannonOptions {
  url: string
  connections: number
  /** Seconds. */
  duration: number
  requests: AutocannonRequest[]
  headers?: Record<string, string>
}

type Autocannon = (options: AutocannonOptions, callback: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance

// autocannon ships no types; load it through createRequire with the shape used here.
const autocannon = createRequire(__filename)('autocannon') as Autocannon

/** Runs autocannon once; `onResponse` receives every response time (ms). */
export function runAutocannon(options: AutocannonOptions, onResponse?: (responseTime: number) => void): Promise<AutocannonResult> {
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    if (onResponse) instance.on('response', (_client, _status, _bytes, responseTime) => onResponse(responseTime))
  })
}

/** The p-th percentile of an ascending list (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export interface LoadRow {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  non2xx: number
  /** Errors plus timeouts. */
  errors: number
  /** The server's CPU time per request, µs (with `serverCpuMs`; NaN without). */
  cpuUsPerRequest: number
}

export interface LoadOptions extends Omit<AutocannonOptions, 'url'> {
  baseUrl: string
  /** The server's CPU time so far, ms (RunningServer.cpuMs): the row then tells the CPU time per request. */
  serverCpuMs?: () => number
}

/** Loads `requests` against `baseUrl`, prints the row as JSON and returns it. */
export async function load(name: string, { baseUrl, serverCpuMs, ...options }: LoadOptions): Promise<LoadRow> {
  const times: number[] = []
  const cpuBefore = serverCpuMs?.() ?? Number.NaN
  const result = await runAutocannon({ url: baseUrl, ...options }, (responseTime) => times.push(responseTime))
  const cpuUsed = (serverCpuMs?.() ?? Number.NaN) - cpuBefore
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  const row: LoadRow = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: +percentile(times, 50).toFixed(2),
    p95: +p95.toFixed(2),
    p99: +percentile(times, 99).toFixed(2),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUsPerRequest: Math.round((cpuUsed * 1000) / result.requests.total),
  }
  console.log(JSON.stringify(row))
  return row
}

/** The rows as console.table shows them: one line per call, the server's CPU per request beside the latencies. */
export function loadTable(rows: readonly LoadRow[]): Array<Record<string, string | number>> {
  return rows.map(({ name, rps, p50, p95, p99, non2xx, errors, cpuUsPerRequest }) => ({ call: name, 'req/s': rps, p50, p95, p99, 'server CPU µs/req': cpuUsPerRequest, non2xx, errors }))
}

/** The budget check every load bench makes: no call answered with an error, a non-2xx status or a timeout. */
export function failedCallsCheck(rows: readonly LoadRow[]): Check {
  return { name: 'failed calls', value: rows.reduce((sum, row) => sum + row.non2xx + row.errors, 0), budget: 0, kind: 'max' }
}
