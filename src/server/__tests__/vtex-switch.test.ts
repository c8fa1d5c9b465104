import fs from 'node:fs'
import http from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import { createOpenApiValidator, loadOpenApiDocument, type OpenApiValidator } from '../test-support/openapi'
import { renderedProductNames, writeSearchPageBuild } from '../test-support/search-page-fixture'
import { startTestServer, type TestServer } from '../test-support/server'

interface Seen {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/** The 200 answer example of an Intelligent Search endpoint, from the published OpenAPI document. */
function exampleOf(document: ReturnType<typeof loadOpenApiDocument>, pathKey: string): Record<string, unknown> {
  const operation = document.paths[pathKey].get as { responses: Record<string, { content: Record<string, { example: Record<string, unknown> }> }> }
  return operation.responses['200'].content['application/json'].example
}

const IS = '/api/io/_v/api/intelligent-search'
const IS_V3 = '/api/io/_v3/api/intelligent-search'
const JSON_TYPE = 'application/json; charset=utf-8'

/** A GET as sent on the wire, path untouched (fetch would resolve dot segments first). */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      })
      .on('error', reject)
  })
}

/**
 * With COMMERCE_BACKEND=vtex the store's checkout, session and search calls
 * reach the platform, not the embedded engine. The platform is a fake on
 * 127.0.0.1 answering with the shapes (examples) of the OpenAPI documents.
 */
describe('commerce backend switch', () => {
  let upstream: FastifyInstance
  let server: TestServer
  let buildRoot: string
  let contract: OpenApiValidator
  const checkoutSeen: Array<{ url: string; appKey: unknown }> = []
  const seen: Seen[] = []
  const examples: Record<string, Record<string, unknown>> = {}

  beforeAll(async () => {
    const document = loadOpenApiDocument('intelligent-search-api.json')
    contract = createOpenApiValidator(document)
    examples.productSearch = exampleOf(document, '/product_search/{facets}')
    examples.facets = exampleOf(document, '/facets/{facets}')
    examples.autocomplete = exampleOf(document, '/autocomplete_suggestions')
    examples.topSearches = exampleOf(document, '/top_searches')

    upstream = Fastify()
    upstream.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, JSON.parse(String(body))))
    upstream.get('/api/checkout/pub/orderForm', async (request) => {
      checkoutSeen.push({ url: request.url, appKey: request.headers['x-vtex-api-appkey'] })
      return { orderFormId: 'from-vtex', items: [] }
    })
    upstream.all('/*', async (request, reply) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: request.body ?? null })
      const path = request.url.split('?')[0]
      if (path === '/api/sessions') {
        const authenticated = String(request.headers.cookie ?? '').includes('vtex_session=')
        return {
          namespaces: {
            profile: authenticated
              ? { isAuthenticated: { value: 'true' }, id: { value: 'u1' }, email: { value: 'ana@example.com' }, firstName: { value: 'Ana' }, lastName: { value: 'Souza' } }
              : { isAuthenticated: { value: 'false' } },
          },
        }
      }
      if (path.startsWith(`${IS}/product_search`)) return reply.header('cache-control', 'public, max-age=60').send(examples.productSearch)
      if (path.startsWith(`${IS}/facets`)) return examples.facets
      if (path === `${IS}/autocomplete_suggestions`) return examples.autocomplete
      if (path === `${IS}/top_searches`) return examples.topSearches
      if (path === `${IS_V3}/product/search`) return { products: examples.productSearch.products, recordsFiltered: examples.productSearch.recordsFiltered }
      if (path === `${IS_V3}/pages/recommendations`) return [{ showcase: { feature: 'Personalized', title: 'Para você' }, products: examples.productSearch.products }]
      if (path === `${IS}/banners/trade-policy/3/brand/sem-banner`) return reply.status(404).type('text/plain; charset=utf-8').send('no banner here')
      if (path === `${IS}/search_suggestions`) return reply.status(503).send({ message: 'down' })
      if (path === '/event-api/v1/arenaesportes/event' && request.method === 'POST') return reply.status(200).send()
      return reply.status(418).send({ unexpected: request.url })
    })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const build = writeSearchPageBuild()
    buildRoot = build.root
    server = await startTestServer({
      catalogSize: 30,
      serveSite: true,
      env: {
        ...build.env,
        COMMERCE_BACKEND: 'vtex',
        VTEX_ACCOUNT: 'arenaesportes',
        VTEX_APP_KEY: 'key-123',
        VTEX_APP_TOKEN: 'token-456',
        VTEX_BASE_URL: `http://127.0.0.1:${port}`,
      },
    })
  })

  afterAll(async () => {
    await server.close()
    await upstream.close()
    fs.rmSync(buildRoot, { recursive: true, force: true })
  })

  beforeEach(() => {
    seen.length = 0
  })

  it('composes the VTEX backend: a forwarder, no embedded search index', () => {
    expect(server.composition.config.backend.name).toBe('vtex')
    expect(server.composition.services.vtex?.config.account).toBe('arenaesportes')
    expect(server.composition.services.search).toBeNull()
  })

  it('forwards the orderForm call to the platform with the app key', async () => {
    const response = await server.client().get<{ orderFormId: string }>('/api/checkout/orderForm')
    expect(response.status).toBe(200)
    expect(response.body.orderFormId).toBe('from-vtex')
    expect(checkoutSeen).toEqual([{ url: '/api/checkout/pub/orderForm', appKey: 'key-123' }])
  })

  it("answers the session from the platform's session, not the store's login", async () => {
    const platform = await server.client().get('/api/account/session', { cookie: 'vtex_session=abc' })
    expect(platform.status).toBe(200)
    expect(platform.headers.get('cache-control')).toBe('no-store')
    expect(platform.body).toMatchObject({ isLoggedIn: true, user: { sub: 'u1', email: 'ana@example.com', given_name: 'Ana', family_name: 'Souza' } })
    expect(seen.map((s) => s.url)).toEqual(['/api/sessions?items=profile.isAuthenticated%2Cprofile.id%2Cprofile.email%2Cprofile.firstName%2Cprofile.lastName'])
    expect(seen[0].headers.cookie).toBe('vtex_session=abc')

    // A login to the store's own accounts opens no platform session.
    const member = server.client()
    expect((await member.post('/api/login', { email: 'ana.souza@example.com', password: 'arena123' })).status).toBe(200)
    expect((await member.get('/api/account/session')).body).toEqual({ isLoggedIn: false, user: null })
    expect(seen[1].headers.cookie).toBeUndefined()
  })

  it("sends every search call to the account's Intelligent Search in the document's dialect, and passes the answer back", async () => {
    const withFacets = { ...examples.productSearch, facets: examples.facets.facets }
    const calls: Array<[string, string[], Record<string, unknown> | unknown[], string | null]> = [
      [
        // The store's names: its sort, its sales channel; a trade policy of the browser's own is not taken.
        '/api/intelligent-search/product_search/category-1/esporte/price/100:200/trade-policy/9?query=t%C3%AAnis&page=2&count=12&sort=price_asc&hideUnavailableItems=true&sc=3',
        [
          `${IS}/product_search/trade-policy/3/category-1/esporte/price/100:200?query=t%C3%AAnis&page=2&count=12&hideUnavailableItems=true&sort=price%3Aasc&locale=pt-BR`,
          `${IS}/facets/trade-policy/3/category-1/esporte/price/100:200?query=t%C3%AAnis&hideUnavailableItems=true&locale=pt-BR`,
        ],
        withFacets,
        '/product_search/{facets}',
      ],
      [
        // Relevance, the default, is the document's empty sort.
        '/api/intelligent-search/product_search?query=bola&count=3&sort=score_desc',
        [`${IS}/product_search/trade-policy/3?query=bola&count=3&locale=pt-BR`, `${IS}/facets/trade-policy/3?query=bola&locale=pt-BR`],
        withFacets,
        '/product_search/{facets}',
      ],
      [
        // Id queries are the document's own.
        '/api/intelligent-search/product_search?query=product%3A1%3B2&hideUnavailableItems=false&sort=release:desc',
        [
          `${IS}/product_search/trade-policy/3?query=product%3A1%3B2&hideUnavailableItems=false&sort=release%3Adesc&locale=pt-BR`,
          `${IS}/facets/trade-policy/3?query=product%3A1%3B2&hideUnavailableItems=false&locale=pt-BR`,
        ],
        withFacets,
        '/product_search/{facets}',
      ],
      ['/api/intelligent-search/facets/category-1/esporte?query=bola&sc=3', [`${IS}/facets/trade-policy/3/category-1/esporte?query=bola&locale=pt-BR`], examples.facets, '/facets/{facets}'],
      ['/api/intelligent-search/autocomplete_suggestions?term=tenis&engine=vtex', [`${IS}/autocomplete_suggestions?query=tenis&locale=pt-BR`], examples.autocomplete, '/autocomplete_suggestions'],
      ['/api/intelligent-search/top_searches', [`${IS}/top_searches?locale=pt-BR`], examples.topSearches, '/top_searches'],
      ['/api/_v/api/intelligent-search/top_searches?locale=en-US', [`${IS}/top_searches?locale=pt-BR`], examples.topSearches, '/top_searches'],
      [
        '/api/_v3/api/intelligent-search/product/search?term=bola&page=1&resultsPerPage=24',
        [`${IS_V3}/product/search?term=bola&page=1&resultsPerPage=24`],
        { products: examples.productSearch.products, recordsFiltered: examples.productSearch.recordsFiltered },
        null,
      ],
      [
        '/api/_v3/api/intelligent-search/pages/recommendations?dyuser=1&dysession=abc&name=autocomplete',
        [`${IS_V3}/pages/recommendations?dyuser=1&dysession=abc&name=autocomplete`],
        [{ showcase: { feature: 'Personalized', title: 'Para você' }, products: examples.productSearch.products }],
        null,
      ],
    ]
    for (const [storePath, platformPaths, answer, schemaPath] of calls) {
      seen.length = 0
      const response = await server.client().get(storePath)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(JSON_TYPE)
      expect(response.body).toEqual(answer)
      if (schemaPath) expect(contract.validateResponse(schemaPath, 'get', response.body)).toEqual({ valid: true, errors: [] })
      expect(seen.map((s) => `${s.method} ${s.url}`).sort()).toEqual(platformPaths.map((path) => `GET ${path}`).sort())
      expect(seen[0].headers['x-vtex-api-appkey']).toBe('key-123')
      expect(seen[0].headers['x-vtex-api-apptoken']).toBe('token-456')
    }
    // The platform's caching goes with its answer.
    expect((await server.client().get('/api/intelligent-search/product_search?query=bola')).headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('refuses a sort neither the store nor the document knows, before calling the platform', async () => {
    seen.length = 0
    const response = await server.client().get<{ error: { code: string } }>('/api/intelligent-search/product_search?query=bola&sort=preco')
    expect(response.status).toBe(400)
    expect(response.body.error.code).toBe('INVALID_SORT')
    expect(seen).toEqual([])
  })

  it("passes the platform's refusals on as they came, and answers 502 when it fails", async () => {
    const missing = await server.client().get('/api/intelligent-search/banners/brand/sem-banner?query=x')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(missing.text).toBe('no banner here')

    const down = await server.client().get<{ error: { code: string } }>('/api/intelligent-search/search_suggestions?query=x')
    expect(down.status).toBe(502)
    expect(down.headers.get('content-type')).toMatch(/json/)
    expect(down.body.error.code).toBe('UPSTREAM_UNAVAILABLE')
  })

  it('refuses search paths that would leave the search API, before calling the platform', async () => {
    for (const path of ['/api/intelligent-search/facets/a%5C..%5Cb', '/api/intelligent-search/facets/%01', '/api/intelligent-search/']) {
      const response = await rawGet(`${server.baseUrl}${path}`)
      expect(response.status).toBe(400)
      expect(JSON.parse(response.body).error.code).toBe('INVALID_SEARCH_PATH')
    }
    // Dot segments are resolved before routing: the address is no search route any more.
    const escaped = await rawGet(`${server.baseUrl}/api/intelligent-search/product_search/%2e%2e/%2e%2e/%2e%2e/checkout/pub/orderForm`)
    expect(escaped.status).toBe(404)
    expect(seen).toEqual([])
  })

  it('sends the search analytics beacons to the platform, one event each, without the app key', async () => {
    const beacon = JSON.stringify([
      { type: 'search.query', text: 'tênis', session: 's1', anonymous: 'a1' },
      { type: 'search.click', text: 'tênis', productId: '42', position: 3, session: 's1', anonymous: 'a1' },
    ])
    // As a browser sends it from the store's page (sendBeacon: text/plain, same-origin).
    const response = await server.client().request('POST', '/api/intelligent-search/events', { body: beacon, headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, xsrf: false })
    expect(response.status).toBe(204)
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /event-api/v1/arenaesportes/event', 'POST /event-api/v1/arenaesportes/event'])
    expect(seen.map((s) => s.body)).toEqual(
      expect.arrayContaining([
        { type: 'search.query', text: 'tênis', session: 's1', anonymous: 'a1', agent: 'arena-esportes-bff' },
        { type: 'search.click', text: 'tênis', productId: '42', position: 3, session: 's1', anonymous: 'a1', agent: 'arena-esportes-bff' },
      ]),
    )
    for (const s of seen) expect(s.headers['x-vtex-api-appkey']).toBeUndefined()

    seen.length = 0
    const bad = await server.client().request('POST', '/api/intelligent-search/events', { body: 'not json', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, xsrf: false })
    expect(bad.status).toBe(400)
    expect(seen).toEqual([])
  })

  it("renders /pesquisa?q=… with the platform's products", async () => {
    const response = await fetch(`${server.baseUrl}/pesquisa?q=bola`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    const html = await response.text()
    const products = examples.productSearch.products as Array<{ productName: string }>
    expect(renderedProductNames(html)).toEqual(products.map((p) => p.productName))
    expect(html).toContain(`<p>${String(examples.productSearch.recordsFiltered)} produtos</p>`)
    expect(seen.map((s) => `${s.method} ${s.url}`).sort()).toEqual([`GET ${IS}/facets/trade-policy/3?query=bola&locale=pt-BR`, `GET ${IS}/product_search/trade-policy/3?query=bola&count=3&locale=pt-BR`])
  })
})
