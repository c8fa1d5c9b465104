/**
 * The ceiling of a page on the host that measures it: the route's own HTML
 * with every script taken out (and the links that only fetch scripts), so
 * what Lighthouse then scores is Chromium's own work of parsing, styling,
 * painting and decoding that page's markup, stylesheets and pictures on this
 * machine. bench:lighthouse measures each route and its ceiling alternately
 * and reports the store as a ratio of it: a figure that holds on any host.
 *
 * A loopback proxy in front of the store server answers every request as the
 * store does, except an HTML document, which it answers without scripts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/** Every `<script>` element (inline, external, JSON-LD) and `<link>` that fetches a script or the next page's data. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const SCRIPT_LINK = /<link\b[^>]*\brel=["']?(?:modulepreload|prefetch|preload)["']?[^>]*>/gi
const AS_SCRIPT_OR_FETCH = /\bas=["']?(?:script|fetch)["']?/i
const PREFETCH = /\brel=["']?(?:modulepreload|prefetch)["']?/i

/** The page's HTML without its scripts (markup, stylesheets, fonts and picture preloads kept). */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_LINK, (link) => (PREFETCH.test(link) || AS_SCRIPT_OR_FETCH.test(link) ? '' : link))
}

export interface CeilingProxy {
  baseUrl: string
  stop(): Promise<void>
}

/** Starts the proxy on a free loopback port in front of `target` (the store's base URL). */
export async function startCeilingProxy(target: string): Promise<CeilingProxy> {
  const upstream = new URL(target)
  const server = http.createServer((request, response) => {
    const wantsDocument = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
    const headers = { ...request.headers, host: upstream.host, ...(wantsDocument ? { 'accept-encoding': 'identity' } : {}) }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers }, (answer) => {
      const isHtml = wantsDocument && (answer.headers['content-type'] ?? '').includes('text/html')
      if (!isHtml) {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const stripped = Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8')))
        // Compressed as the store compresses its pages, so the ceiling's document costs what the store's does on the wire.
        const gzip = (request.headers['accept-encoding'] ?? '').includes('gzip')
        const body = gzip ? zlib.gzipSync(stripped) : stripped
        const { 'content-length': _length, 'content-encoding': _encoding, 'transfer-encoding': _transfer, ...rest } = answer.headers
        response.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
        response.end(body)
      })
    })
    forward.on('error', () => {
      response.writeHead(502)
      response.end()
    })
    request.pipe(forward)
  })
  // BENCH_CEILING_PORT fixes the proxy's port (a machine where only some ports may be used); otherwise a free one.
  const listenPort = process.env.BENCH_CEILING_PORT ? Number(process.env.BENCH_CEILING_PORT) : 0
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
