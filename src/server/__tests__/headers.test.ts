import { readServerConfig } from '../config'
import { fakePage, writeFakeSite, type FakeSite } from '../test-support/fake-site'
import { loginAs, startTestServer, type TestServer } from '../test-support/server'
import { loadCatalogue } from '../storage/catalogue-repository'

const SITE_FILES = {
  'index.html': fakePage('Início'),
  'lojas/index.html': fakePage('Lojas'),
  '404.html': fakePage('Página não encontrada'),
  'app-0123456789abcdef0123.js': 'console.log(1)',
  'app-0123456789abcdef0123.js.map': '{"version":3,"sources":["src/app.tsx"],"mappings":""}',
  'icons/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'page-data/index/page-data.json': '{"path":"/"}',
}

async function withServer(env: Record<string, string>, run: (server: TestServer, site: FakeSite) => Promise<void>): Promise<void> {
  const site = writeFakeSite(SITE_FILES)
  const server = await startTestServer({ serveSite: true, env: { ...site.env, ...env } })
  try {
    await run(server, site)
  } finally {
    await server.close()
    site.remove()
  }
}

describe('response headers', () => {
  let server: TestServer
  let site: FakeSite

  beforeAll(async () => {
    site = writeFakeSite(SITE_FILES)
    server = await startTestServer({ serveSite: true, env: site.env })
  })

  afterAll(async () => {
    await server.close()
    site.remove()
  })

  it('sends nosniff on every response: JSON, errors, SVG, scripts, pages, redirects', async () => {
    const client = server.client()
    const sku = loadCatalogue(server.composition.db).products[0].skus[0]
    const answers = {
      json: await client.get('/api/health'),
      jsonError: await client.get('/api/no-such-route'),
      validationError: await client.get('/api/checkout/orderForm/x/simulation?postalCode=' + 'x'.repeat(50)),
      productSvg: await client.get(`/images/products/${sku.id}-1.svg`),
      missingSvg: await client.get('/images/products/nope.svg'),
      staticSvg: await client.get('/icons/logo.svg'),
      script: await client.get('/app-0123456789abcdef0123.js'),
      loginScript: await client.get('/login/login.js'),
      loginPage: await client.get('/login'),
      page: await client.get('/'),
      notFoundPage: await client.get('/nada'),
      redirect: await client.get('/lojas/'),
      xsrfRefusal: await client.request('POST', '/api/account/logout', { xsrf: false, json: {} }),
    }
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, nosniff: response.headers.get('x-content-type-options') }).toEqual({ name, nosniff: 'nosniff' })
    }
  })

  it('sends Cache-Control: no-store on order-form, account and session answers (errors too)', async () => {
    const visitor = server.client()
    const cart = await visitor.get<{ orderFormId: string }>('/api/checkout/orderForm')
    const member = await loginAs(server, 'ana.souza@example.com')
    const answers = {
      createCart: cart,
      readCart: await visitor.get(`/api/checkout/orderForm/${cart.body.orderFormId}`),
      readCartPub: await visitor.get(`/api/checkout/pub/orderForm/${cart.body.orderFormId}`),
      missingCart: await visitor.get('/api/checkout/orderForm/ffffffffffffffffffffffffffffffff'),
      writeCart: await visitor.post(`/api/checkout/orderForm/${cart.body.orderFormId}/clearMessages`, {}),
      simulation: await visitor.get(`/api/checkout/orderForm/${cart.body.orderFormId}/simulation?postalCode=01310-100`),
      session: await visitor.get('/api/account/session'),
      memberSession: await member.get('/api/account/session'),
      profile: await member.post('/api/account/getUserProfile', {}),
      profileRefused: await visitor.post('/api/account/getUserProfile', {}),
      cashback: await member.post('/api/getCashbackBalance', {}),
      orders: await member.get('/api/account/orders'),
      loginFailure: await server.client().post('/api/login', { email: 'ana.souza@example.com', password: 'errada' }),
      loginSuccess: await server.client().post('/api/login', { email: 'ana.souza@example.com', password: 'arena123' }),
      logout: await member.post('/api/account/logout', {}),
    }
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, cacheControl: response.headers.get('cache-control') }).toEqual({ name, cacheControl: 'no-store' })
    }
  })

  it('does not serve source maps publicly by default', async () => {
    const map = await server.client().get('/app-0123456789abcdef0123.js.map')
    expect(map.status).toBe(404)
    expect(map.text).not.toContain('src/app.tsx')
    expect((await server.client().get('/app-0123456789abcdef0123.js')).status).toBe(200)
  })

  it('sends no HSTS over plain HTTP by default', async () => {
    expect((await server.client().get('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('does not trust X-Forwarded-For by default: /api/ip is the peer address', async () => {
    const answer = await server.client().get<{ ip: string }>('/api/ip', { 'x-forwarded-for': '203.0.113.9' })
    expect(answer.body.ip).toBe('127.0.0.1')
  })
})

describe('operations settings', () => {
  it('SOURCE_MAPS_PUBLIC=true serves source maps', async () => {
    await withServer({ SOURCE_MAPS_PUBLIC: 'true' }, async (server) => {
      const map = await server.client().get('/app-0123456789abcdef0123.js.map')
      expect(map.status).toBe(200)
      expect(map.headers.get('x-content-type-options')).toBe('nosniff')
    })
  })

  it('sends HSTS on every answer behind HTTPS (SECURE_COOKIES=true), unless HSTS=false', async () => {
    await withServer({ SECURE_COOKIES: 'true' }, async (server) => {
      for (const path of ['/', '/api/health', '/nada', '/app-0123456789abcdef0123.js', '/login']) {
        expect({ path, hsts: (await server.client().get(path)).headers.get('strict-transport-security') }).toEqual({ path, hsts: 'max-age=31536000' })
      }
    })
    await withServer({ SECURE_COOKIES: 'true', HSTS: 'false' }, async (server) => {
      expect((await server.client().get('/')).headers.get('strict-transport-security')).toBeNull()
    })
    await withServer({ HSTS: 'true' }, async (server) => {
      expect((await server.client().get('/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000')
    })
  })

  it('TRUST_PROXY takes a hop count or a list of proxy addresses', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }
    await withServer({ TRUST_PROXY: '1' }, async (server) => {
      expect((await server.client().get<{ ip: string }>('/api/ip', forwarded)).body.ip).toBe('203.0.113.9')
    })
    await withServer({ TRUST_PROXY: '127.0.0.1' }, async (server) => {
      expect((await server.client().get<{ ip: string }>('/api/ip', forwarded)).body.ip).toBe('203.0.113.9')
    })
    await withServer({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }, async (server) => {
      expect((await server.client().get<{ ip: string }>('/api/ip', forwarded)).body.ip).toBe('127.0.0.1')
    })
  })

  it('refuses a TRUST_PROXY it cannot read, naming the variable', () => {
    for (const value of ['yes', 'true', '-1', '1.5', '999.1.1.1']) {
      expect(() => readServerConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
    }
    expect(readServerConfig({}).trustProxy).toBe(false)
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(readServerConfig({ TRUST_PROXY: '127.0.0.1, ::1' }).trustProxy).toEqual(['127.0.0.1', '::1'])
  })
})
