import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/**
 * A local stand-in for the third-party ingestion endpoints the store talks to
 * when configured: Sentry's envelope endpoint (a DSN such as
 * http://public@127.0.0.1:PORT/1 posts to /api/1/envelope/) and Amplitude's
 * HTTP API (GATSBY_AMPLITUDE_SERVER_URL=http://127.0.0.1:PORT/2/httpapi), and
 * the personalisation provider's and the experiment service's calls (under
 * /dy and /experiments: recorded, answered with an empty object).
 * Browsers call it across origins, so it answers CORS. What it received is
 * listed at GET /__received (tests read it over HTTP when it runs in another process).
 */

/** One Sentry envelope item (an event, a transaction, a replay…), parsed. */
export interface SentryItem {
  type: string
  payload: Record<string, unknown>
}

export interface ReceivedSentryEnvelope {
  kind: 'sentry'
  project: string
  header: Record<string, unknown>
  items: SentryItem[]
}

export interface ReceivedAmplitudeBatch {
  kind: 'amplitude'
  apiKey: string
  events: Array<Record<string, unknown> & { event_type: string }>
}

/** A call to the personalisation provider (under /dy) or the experiment service (under /experiments). */
export interface ReceivedServiceCall {
  kind: 'personalisation' | 'experiments'
  path: string
  body: unknown
}

export type Received = ReceivedSentryEnvelope | ReceivedAmplitudeBatch | ReceivedServiceCall

/** Where the browser tests point GATSBY_DY_COLLECT_URL and GATSBY_EXPERIMENT_URL on the stand-in. */
export const FAKE_PERSONALISATION_PATH = '/dy'
export const FAKE_EXPERIMENTS_PATH = '/experiments'

export interface FakeIngest {
  origin: string
  port: number
  received: Received[]
  /** Sentry envelopes' events (type 'event'). */
  sentryEvents(): Array<Record<string, unknown>>
  amplitudeEvents(): ReceivedAmplitudeBatch['events']
  close(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, content-encoding, x-sentry-auth, dy-api-key, statsig-api-key',
  'access-control-max-age': '600',
}

/** Parses a Sentry envelope: a header line, then item header and payload lines. */
export function parseEnvelope(body: string): { header: Record<string, unknown>; items: SentryItem[] } {
  const lines = body.split('\n')
  const header = JSON.parse(lines[0] || '{}') as Record<string, unknown>
  const items: SentryItem[] = []
  for (let i = 1; i + 1 < lines.length; i += 2) {
    if (!lines[i].trim()) {
      i -= 1
      continue
    }
    const itemHeader = JSON.parse(lines[i]) as { type?: string }
    let payload: Record<string, unknown> = {}
    try {
      payload = JSON.parse(lines[i + 1]) as Record<string, unknown>
    } catch {
      // binary payloads (replay recordings) are not read
    }
    items.push({ type: itemHeader.type ?? 'unknown', payload })
  }
  return { header, items }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('error', reject)
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const encoding = request.headers['content-encoding']
      try {
        resolve((encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString('utf8'))
      } catch (error) {
        reject(error)
      }
    })
  })
}

export async function startFakeIngest({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<FakeIngest> {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (request.method === 'GET' && url.pathname === '/__health') return send(200, { ok: true })
    if (request.method === 'GET' && url.pathname === '/__received') return send(200, received)
    if (request.method !== 'POST') return send(404, { error: 'not found' })
    readBody(request).then(
      (body) => {
        const sentry = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname)
        if (sentry) {
          const { header, items } = parseEnvelope(body)
          received.push({ kind: 'sentry', project: sentry[1], header, items })
          return send(200, { id: header.event_id ?? null })
        }
        if (/^\/2\/httpapi\/?$/.test(url.pathname)) {
          const batch = JSON.parse(body) as { api_key?: string; events?: ReceivedAmplitudeBatch['events'] }
          received.push({ kind: 'amplitude', apiKey: batch.api_key ?? '', events: batch.events ?? [] })
          return send(200, { code: 200, events_ingested: batch.events?.length ?? 0, payload_size_bytes: body.length, server_upload_time: Date.now() })
        }
        for (const [kind, prefix] of [['personalisation', FAKE_PERSONALISATION_PATH], ['experiments', FAKE_EXPERIMENTS_PATH]] as const) {
          if (url.pathname.startsWith(`${prefix}/`)) {
            let parsed: unknown = null
            try {
              parsed = JSON.parse(body)
            } catch {
              // kept as null
            }
            received.push({ kind, path: url.pathname.slice(prefix.length), body: parsed })
            return send(200, {})
          }
        }
        return send(404, { error: 'not found' })
      },
      () => send(400, { error: 'unreadable body' }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actualPort = (server.address() as AddressInfo).port
  return {
    origin: `http://${host}:${actualPort}`,
    port: actualPort,
    received,
    sentryEvents: () =>
      received.flatMap((entry) => (entry.kind === 'sentry' ? entry.items.filter((item) => item.type === 'event').map((item) => item.payload) : [])),
    amplitudeEvents: () => received.flatMap((entry) => (entry.kind === 'amplitude' ? entry.events : [])),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
