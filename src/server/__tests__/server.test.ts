import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { composeServer, type ServerComposition } from '../composition'
import { readServerConfig } from '../config'

/** A tiny Gatsby-like build: pages, a 404 page, page-data, a hashed bundle and recorded redirects. */
function fakeBuild(): { publicDir: string; cacheDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
  const publicDir = path.join(root, 'public')
  const cacheDir = path.join(root, '.cache')
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  write(path.join(publicDir, 'index.html'), `<!doctype html><html lang="pt-BR"><body>${'Início '.repeat(300)}</body></html>`)
  write(path.join(publicDir, '404.html'), '<!doctype html><html lang="pt-BR"><body>Página não encontrada</body></html>')
  write(path.join(publicDir, 'pesquisa', 'index.html'), '<!doctype html><html><body>Pesquisa</body></html>')
  write(path.join(publicDir, 'account', 'index.html'), '<!doctype html><html><body>Minha conta</body></html>')
  write(path.join(publicDir, 'page-data', 'index', 'page-data.json'), '{"path":"/"}')
  write(path.join(publicDir, 'app-0123456789abcdef0123.js'), `console.log(${'1+'.repeat(800)}1)`)
  write(path.join(cacheDir, 'redirects.json'), JSON.stringify([
    { fromPath: '/home', toPath: '/', isPermanent: false, ignoreCase: true, redirectInBrowser: true },
    { fromPath: '/live-shop', toPath: '/', isPermanent: true, ignoreCase: true, redirectInBrowser: true },
  ]))
  write(path.join(cacheDir, 'match-paths.json'), JSON.stringify([{ path: '/account', matchPath: '/account/*' }]))
  return { publicDir, cacheDir }
}

describe('the production server', () => {
  let app: FastifyInstance
  let composition: ServerComposition
  let base: string
  const build = fakeBuild()

  beforeAll(async () => {
    const config = readServerConfig({
      LOG_LEVEL: 'silent',
      CATALOG_SIZE: '20',
      PUBLIC_DIR: build.publicDir,
      GATSBY_CACHE_DIR: build.cacheDir,
    })
    composition = await composeServer(config, { database: ':memory:' })
    app = await buildApp(composition)
    app.get('/api/test/boom', async () => {
      throw new Error('kaboom')
    })
    app.post('/api/test/echo', async (request) => ({ received: request.body }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    await app.close()
    await composition.close()
  })

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers, redirect: 'manual' })

  it('serves pages with security headers and revalidation', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
  })

  it('answers redirects with real statuses, case-insensitively', async () => {
    for (const p of ['/home', '/HOME', '/Home/']) {
      const response = await get(p)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/')
    }
    const permanent = await get('/LIVE-SHOP')
    expect(permanent.status).toBe(301)
  })

  it('applies the trailing-slash policy (never) without touching the root', async () => {
    expect((await get('/pesquisa')).status).toBe(200)
    const slashed = await get('/pesquisa/?q=bola')
    expect(slashed.status).toBe(301)
    expect(slashed.headers.get('location')).toBe('/pesquisa?q=bola')
  })

  it('gives unknown paths the 404 page with status 404', async () => {
    const response = await get('/nao-existe')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Página não encontrada')
    expect(response.headers.get('content-security-policy')).toBeTruthy()
  })

  it('refuses path traversal', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404)
  })

  it('serves client-only routes from their page', async () => {
    const response = await get('/account/orders')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Minha conta')
  })

  it('caches hashed bundles for a year and compresses them', async () => {
    const response = await get('/app-0123456789abcdef0123.js', { 'accept-encoding': 'br' })
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    const gz = await fetch(`${base}/app-0123456789abcdef0123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes transparently: the body is the original script.
    expect(await gz.text()).toContain('console.log(')
    expect(zlib.constants.BROTLI_PARAM_QUALITY).toBeDefined()
  })

  it('revalidates page-data and answers 304 to a matching ETag', async () => {
    const first = await get('/page-data/index/page-data.json')
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const etag = first.headers.get('etag')!
    const second = await get('/page-data/index/page-data.json', { 'if-none-match': etag })
    expect(second.status).toBe(304)
  })

  it('answers /api/health', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('gives unknown API routes a JSON 404', async () => {
    const response = await get('/api/nada')
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('NOT_FOUND')
  })

  it('turns a throwing handler into a JSON 500 with an error id and keeps serving', async () => {
    const response = await get('/api/test/boom')
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body.error.code).toBe('INTERNAL_ERROR')
    // 32 hex digits: the error reporter's event id format (the 500 is reported to it under this id).
    expect(body.error.id).toMatch(/^[0-9a-f]{32}$/)
    expect(body.error.message).not.toContain('kaboom')
    expect((await get('/api/health')).status).toBe(200)
  })

  describe('state-changing API calls', () => {
    async function token(): Promise<string> {
      const response = await get('/api/health')
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!
      return cookie.split(';')[0].split('=')[1]
    }

    it('need the anti-forgery header from a page of the site', async () => {
      const response = await fetch(`${base}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: '{}' })
      expect(response.status).toBe(403)
      expect((await response.json()).error.code).toBe('XSRF_TOKEN_INVALID')
    })

    it('reject malformed JSON with a 4xx JSON error', async () => {
      const t = await token()
      const response = await fetch(`${base}/api/test/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': t },
        body: '{"broken": ',
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toMatch(/JSON/)
      expect((await get('/api/health')).status).toBe(200)
    })

    it('accept well-formed JSON with the token', async () => {
      const t = await token()
      const response = await fetch(`${base}/api/test/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': t },
        body: '{"ok":true}',
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: { ok: true } })
    })

    it('reject a wrong content type with 415 JSON', async () => {
      const t = await token()
      const response = await fetch(`${base}/api/test/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': t },
        body: '<a/>',
      })
      expect(response.status).toBe(415)
      expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    })
  })
})
