import http from 'node:http'
import net from 'node:net'
import { DEMO_PASSWORD } from '../../demo/members'
import { fakePage, writeFakeSite, type FakeSite } from '../test-support/fake-site'
import { loginAs, startTestServer, type TestServer } from '../test-support/server'

/** A GET sent byte for byte as given (fetch would normalise `/\x` and `//x`). */
function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath, headers }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      })
      .on('error', reject)
  })
}

/** Latin-1 printable characters only: what a Location header may carry without breaking HTTP. */
const HEADER_SAFE = /^[\x21-\x7e]+$/

describe('every redirect sends a valid, same-site Location', () => {
  let server: TestServer
  let site: FakeSite
  const ana = 'ana.souza@example.com'

  beforeAll(async () => {
    site = writeFakeSite({
      'index.html': fakePage('Início'),
      '404.html': fakePage('Página não encontrada'),
      'lojas/index.html': fakePage('Lojas'),
      'lojas-são-paulo/index.html': fakePage('Lojas de São Paulo'),
    })
    server = await startTestServer({
      serveSite: true,
      env: site.env,
      extraRedirects: [{ fromPath: '/promocao', toPath: '/ofertas/promoção', isPermanent: true }],
    })
  })

  afterAll(async () => {
    await server.close()
    site.remove()
  })

  it('a logged-in visit to /login sends a returnUrl holding U+2028 percent-encoded (303, not 500)', async () => {
    const client = await loginAs(server, ana)
    const response = await client.get('/login?returnUrl=/%E2%80%A8x')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/%E2%80%A8x')
  })

  it('a form login with returnUrl=/😀 goes there percent-encoded, and its session works', async () => {
    const client = server.client()
    const body = new URLSearchParams({ email: ana, password: DEMO_PASSWORD, returnUrl: '/😀' }).toString()
    const response = await client.request('POST', '/api/login', { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/%F0%9F%98%80')
    expect((await client.get<{ isLoggedIn: boolean }>('/api/account/session')).body.isLoggedIn).toBe(true)
  })

  it('sends /ü as UTF-8 percent escapes, and keeps escapes already there', async () => {
    const client = await loginAs(server, ana)
    for (const [returnUrl, location] of [
      ['/%C3%BC', '/%C3%BC'],
      [encodeURIComponent('/ü'), '/%C3%BC'],
      [encodeURIComponent('/pesquisa?q=t%C3%AAnis&sort=price_asc'), '/pesquisa?q=t%C3%AAnis&sort=price_asc'],
      [encodeURIComponent('/a b'), '/a%20b'],
    ]) {
      const raw = await rawGet(server.baseUrl, `/login?returnUrl=${returnUrl}`, { cookie: client.cookieHeader() })
      expect({ returnUrl, status: raw.status, location: raw.headers.location }).toEqual({ returnUrl, status: 303, location })
    }
    const json = await client.post<{ returnUrl: string }>('/api/login', { email: ana, password: DEMO_PASSWORD, returnUrl: '/ü' })
    expect(json.body.returnUrl).toBe('/%C3%BC')
  })

  it('redirects of the site (rules, trailing slash) send non-ASCII paths percent-encoded', async () => {
    const rule = await rawGet(server.baseUrl, '/promocao')
    expect(rule.status).toBe(301)
    expect(rule.headers.location).toBe('/ofertas/promo%C3%A7%C3%A3o')
    const slash = await rawGet(server.baseUrl, '/lojas-s%C3%A3o-paulo/')
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe('/lojas-s%C3%A3o-paulo')
    expect(slash.headers.location).toMatch(HEADER_SAFE)
  })

  it('collapses leading slashes before redirecting: //lojas/ goes to /lojas, never to another host', async () => {
    for (const rawPath of ['//lojas/', '///lojas/', '/\\lojas/', '//lojas/?x=1']) {
      const response = await rawGet(server.baseUrl, rawPath)
      expect({ rawPath, status: response.status }).toEqual({ rawPath, status: 301 })
      expect(response.headers.location).toBe(rawPath.endsWith('?x=1') ? '/lojas?x=1' : '/lojas')
    }
  })

  it('answers malformed addresses in the app format: JSON under /api, the 404 page elsewhere', async () => {
    const api = await rawGet(server.baseUrl, '/api/checkout/orderForm/%E0%A4%A')
    expect(api.status).toBeGreaterThanOrEqual(400)
    expect(api.status).toBeLessThan(500)
    expect(JSON.parse(api.body)).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    const page = await rawGet(server.baseUrl, '/lojas/%E0%A4%A')
    expect(page.status).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
  })

  it('answers a request HTTP cannot parse with a JSON error, and an unknown non-GET page address with the 404 page', async () => {
    const { hostname, port } = new URL(server.baseUrl)
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.write('GET /lojas HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'))
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } })
    const post = await fetch(`${server.baseUrl}/lojas`, { method: 'DELETE' })
    expect(post.status).toBe(404)
    expect(post.headers.get('content-type')).toContain('text/html')
    const api = await fetch(`${server.baseUrl}/api/nothing-here`, { method: 'DELETE' })
    expect(await api.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
  })
})
