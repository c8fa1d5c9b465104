import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'
import { DEMO_PASSWORD } from '../../demo/members'
import { composeServer, type ComposeOptions, type ServerComposition } from '../composition'
import { readServerConfig } from '../config'

export interface TestServer {
  baseUrl: string
  app: FastifyInstance
  /** What the composition root built (database, repositories, services). */
  composition: ServerComposition
  dataDir: string
  /** A fresh HTTP client with its own cookie jar (a new browser, in effect). */
  client(): TestClient
  /** Stops the server and closes the database; `keepData` keeps the folder for a restart test. */
  close(options?: { keepData?: boolean }): Promise<void>
}

export interface TestResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

/**
 * Talks to the real server over HTTP like a browser: keeps cookies, marks its
 * calls as a page of the store's would (a `Referer` of the store: see
 * http/xsrf.ts), and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header
 * on state-changing calls.
 */
export class TestClient {
  readonly cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async request<T = unknown>(
    method: string,
    urlPath: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string>; xsrf?: boolean; redirect?: RequestRedirect } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { referer: `${this.baseUrl}/`, ...options.headers }
    if (options.xsrf !== false && !['GET', 'HEAD', 'OPTIONS'].includes(method) && !this.cookies.has('XSRF-TOKEN')) {
      // Like a browser: the first page or API read sets the anti-forgery cookie.
      await this.request('GET', '/api/health')
    }
    const cookie = this.cookieHeader()
    if (cookie) headers.cookie = cookie
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!
    let body = options.body
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] ??= 'application/json'
    }
    const response = await fetch(`${this.baseUrl}${urlPath}`, { method, headers, body, redirect: options.redirect ?? 'manual' })
    this.remember(response.headers)
    const text = await response.text()
    let parsed: unknown = text
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  get<T = unknown>(urlPath: string, headers?: Record<string, string>) {
    return this.request<T>('GET', urlPath, { headers })
  }

  post<T = unknown>(urlPath: string, json?: unknown, options: { headers?: Record<string, string>; xsrf?: boolean } = {}) {
    return this.request<T>('POST', urlPath, { json: json ?? {}, ...options })
  }

  put<T = unknown>(urlPath: string, json?: unknown) {
    return this.request<T>('PUT', urlPath, { json: json ?? {} })
  }
}

export interface StartOptions extends BuildAppOptions {
  catalogSize?: number
  /** Reuse a data folder (restart tests). */
  dataDir?: string
  env?: Record<string, string>
  /** How the VTEX forwarder reaches the platform (COMMERCE_BACKEND=vtex). */
  fetch?: ComposeOptions['fetch']
  /** The clock of the limits and clean-ups (see ComposeOptions). */
  now?: ComposeOptions['now']
  /** Extra routes registered before the server listens (e.g. one that fails, for the error handler). */
  routes?: (app: FastifyInstance) => void
  /** What builds a publish (with PUBLISH_SIGNING_SECRET in env). */
  siteBuilder?: ComposeOptions['siteBuilder']
  /** How often the shared release store's live pointer is read (see ComposeOptions). */
  releaseFollowMs?: ComposeOptions['releaseFollowMs']
}

/** Starts the real server on a random loopback port over a temporary database. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'))
  const config = readServerConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    CATALOG_SIZE: String(options.catalogSize ?? 120),
    DATA_DIR: dataDir,
    ...options.env,
  })
  const composition = await composeServer(config, { fetch: options.fetch, now: options.now, siteBuilder: options.siteBuilder, releaseFollowMs: options.releaseFollowMs })
  let app: FastifyInstance
  try {
    app = await buildApp(composition, { serveSite: options.serveSite ?? false, extraRedirects: options.extraRedirects, logStream: options.logStream })
    options.routes?.(app)
    await app.listen({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    await composition.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    baseUrl,
    app,
    composition,
    dataDir,
    client: () => new TestClient(baseUrl),
    async close({ keepData = false } = {}) {
      await app.close()
      await composition.close()
      if (!keepData && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fresh client logged in as a demo member (password DEMO_PASSWORD); the login must answer 200. */
export async function loginAs(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client()
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

/** A GET as sent on the wire (fetch would decompress): the content encoding and the raw bytes. */
export function getRaw(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}
