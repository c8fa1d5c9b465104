/**
 * VTEX mode against VTEX's own documents: the platform is a fake account made
 * from contracts/vtex-openapi (src/server/test-support/fake-vtex-platform:
 * answers generated from the documents' schemas, requests checked against
 * them). A build with COMMERCE_BACKEND=vtex over it must write exactly the
 * platform's products, and the served store must answer from it — the home,
 * every product page, /pesquisa rendered with a term, a sort and a facet, the
 * cart, freight and a placed order — with every call one the documents allow,
 * no answer of the fake outside them, and no server error.
 *
 * VTEX_BUILD_KEEP_DIR: where to keep the build (public/ and what the server
 * reads of .cache/), for the VTEX-mode browser tests that scripts/test.ts runs
 * after jest (e2e/vtex-documents.spec.ts).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { FAKE_SEARCH_PREFIX, FAKE_VTEX_ACCOUNT, startFakeVtexPlatform, type FakeVtexPlatform } from '../../src/server/test-support/fake-vtex-platform'
import { writeChecksReport, type CheckResult } from './report'

const root = path.resolve(__dirname, '../..')
const PRODUCT_TEMPLATE_CHUNK = 'component---src-templates-product-tsx'
const LOAD_FAILURE = 'Não foi possível carregar os produtos'
/** What the server reads of a build's .cache (redirects, client-only routes, the compiled /pesquisa region). */
export const SERVED_CACHE_PARTS = ['redirects.json', 'match-paths.json', 'page-ssr']

/** Paths of the product pages a build wrote (from their page data). */
function productPagePaths(publicDir: string): string[] {
  const paths: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { componentChunkName: string; path: string }
        if (data.componentChunkName === PRODUCT_TEMPLATE_CHUNK) paths.push(data.path)
      }
    }
  }
  walk(path.join(publicDir, 'page-data'))
  return paths.sort()
}

/** Runs a command to its end without blocking this process (the fake platform answers from it meanwhile). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('exit', resolve))
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** A browser's view of the server: one cookie jar, the anti-forgery header echoed. */
class Shopper {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly origin: string) {}

  async call<T>(method: string, urlPath: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.origin}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T }
  }
}

/** Product ids of the cards of a rendered page, in order. */
const cardIds = (html: string): string[] => [...html.matchAll(/data-testid="product-card" data-product-id="([^"]+)"/g)].map((match) => match[1])

/** What the platform itself answers a search (the store must show it): product ids in its order. */
async function platformIds(platform: FakeVtexPlatform, facets: string, query: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ ...query, hideUnavailableItems: 'true', count: '50', locale: 'pt-BR' })
  const response = await fetch(`${platform.baseUrl}${FAKE_SEARCH_PREFIX}/product_search/trade-policy/3${facets}?${params}`)
  const body = (await response.json()) as { products: Array<{ productId: string }> }
  return body.products.map((product) => product.productId)
}

/** The cart, freight and a placed order through the store's API, as its browser calls it; the failures, if any. */
async function buyThroughTheApi(origin: string, platform: FakeVtexPlatform): Promise<string[]> {
  const failures: string[] = []
  const expectStatus = (what: string, status: number) => {
    if (status !== 200) failures.push(`${what} answered ${status}`)
  }
  const product = platform.catalogue.find((candidate) => candidate.available)
  const item = (product?.wire.items as Array<Record<string, unknown>> | undefined)?.find((candidate) =>
    (candidate.sellers as Array<{ commertialOffer: { AvailableQuantity: number } }> | undefined)?.[0]?.commertialOffer.AvailableQuantity,
  )
  if (!product || !item) return ['the platform has nothing on sale']
  const shopper = new Shopper(origin)
  const cart = await shopper.call<{ orderFormId: string }>('GET', '/api/checkout/orderForm')
  expectStatus('GET orderForm', cart.status)
  const id = cart.body.orderFormId
  const added = await shopper.call<{ items: unknown[] }>('POST', `/api/checkout/orderForm/${id}/items?sc=3`, { orderItems: [{ id: item.itemId, productId: product.productId, quantity: 1, seller: '1', index: 0 }] })
  expectStatus('add to cart', added.status)
  if (added.body.items?.length !== 1) failures.push('the cart does not hold the item added')
  const freight = await shopper.call<{ packages: Array<{ deliveryTypes: unknown[] }> }>('POST', '/api/pdp/simulation', { items: [{ id: item.itemId, seller: '1', quantity: 1 }], postalCode: '01310-100', country: 'BRA' })
  expectStatus('freight simulation', freight.status)
  if (!freight.body.packages?.[0]?.deliveryTypes?.length) failures.push('freight has no delivery option')
  expectStatus('shipping', (await shopper.call('POST', `/api/checkout/orderForm/${id}/shippingData`, { cep: '01310-100' })).status)
  expectStatus('profile', (await shopper.call('POST', `/api/checkout/orderForm/${id}/attachments/clientProfileData`, { email: 'check@example.com', firstName: 'Ana', lastName: 'Souza', documentType: 'cpf', document: '52998224725', phone: '+5511999998888' })).status)
  const paying = await shopper.call<{ value: number }>('POST', `/api/checkout/orderForm/${id}/attachments/paymentData`, { payments: [{ paymentSystem: 6, installments: 1 }] })
  expectStatus('payment choice', paying.status)
  const value = paying.body.value
  const placed = await shopper.call<{ orders: Array<{ orderGroup: string }>; transactionData: { receiverUri: string } }>('POST', `/api/checkout/pub/orderForm/${id}/transaction`, {
    referenceId: id,
    value,
    referenceValue: value,
    interestValue: 0,
    savePersonalData: false,
    optinNewsLetter: false,
  })
  expectStatus('transaction', placed.status)
  const orderGroup = placed.body.orders?.[0]?.orderGroup
  if (!orderGroup) return [...failures, 'the placement has no order group']
  expectStatus('payment at the gateway', (await fetch(placed.body.transactionData.receiverUri, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '[]' })).status)
  expectStatus('gateway callback', (await shopper.call('POST', `/api/checkout/pub/gatewayCallback/${orderGroup}`)).status)
  const orders = await shopper.call<Array<{ orderGroup: string }>>('GET', `/api/checkout/pub/orders/order-group/${orderGroup}`)
  expectStatus('order group', orders.status)
  if (orders.body?.[0]?.orderGroup !== orderGroup) failures.push('the order placed is not found')
  return failures
}

/** Keeps the build for the browser tests (public/ and what the server reads of .cache/). */
function keepBuild(to: string): void {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(path.join(root, 'public'), path.join(to, 'public'), { recursive: true })
  for (const part of SERVED_CACHE_PARTS) {
    const from = path.join(root, '.cache', part)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(to, '.cache', part), { recursive: true })
  }
}

async function main(): Promise<number> {
  const platform = await startFakeVtexPlatform()
  const env = { ...process.env, COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: FAKE_VTEX_ACCOUNT, VTEX_BASE_URL: platform.baseUrl }
  const checks: CheckResult[] = []
  try {
    const status = await run('npx', ['gatsby', 'build'], env)
    checks.push({ name: 'the build with COMMERCE_BACKEND=vtex over the documents-made account succeeds', ok: status === 0 })
    if (status !== 0) return writeChecksReport('checks-vtex-build', checks)
    const written = productPagePaths(path.join(root, 'public'))
    // The platform may list a product without a SKU (the document allows it): it has no page.
    const expected = platform.catalogue.filter((product) => product.skuIds.length > 0).map((product) => `/${product.linkText}/p`).sort()
    checks.push({
      name: 'it writes exactly the pages of the platform’s products that have a SKU',
      ok: JSON.stringify(written) === JSON.stringify(expected),
      detail: `${written.length} product pages, ${expected.length} such products of ${platform.catalogue.length}`,
    })

    const port = await freePort()
    const serverLog: string[] = []
    // Its own process group, so the whole server stops with it (tsx starts a child).
    const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
      cwd: root,
      detached: true,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vtex-check-')), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    server.stdout.on('data', (chunk: Buffer) => serverLog.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
    const origin = `http://127.0.0.1:${port}`
    try {
      const up = await waitForHealth(`${origin}/api/health`, 60_000)
      checks.push({ name: 'the server starts in VTEX mode', ok: up })
      if (up) {
        const page = async (urlPath: string) => {
          const response = await fetch(`${origin}${urlPath}`)
          return { status: response.status, html: await response.text() }
        }
        const home = await page('/')
        checks.push({ name: 'the home page is served', ok: home.status === 200 && home.html.includes('___gatsby'), detail: `${home.status}` })

        const pages = await Promise.all(expected.map(async (urlPath) => ({ urlPath, ...(await page(urlPath)) })))
        const broken = pages.filter((p) => p.status !== 200)
        checks.push({ name: 'every product page is served', ok: broken.length === 0, detail: broken.map((p) => `${p.urlPath} → ${p.status}`).join(', ') || `${pages.length} pages` })
        const resized = pages.some((p) => new RegExp(`https://${FAKE_VTEX_ACCOUNT}\\.vtexassets\\.com/arquivos/ids/\\d+-600-600/`).test(p.html))
        checks.push({ name: 'product pictures go through VTEX’s resize addresses (the gallery’s 600 × 600)', ok: resized })

        const term = platform.catalogue.find((product) => product.available)!.productName.split(' ')[0]
        const found = await platformIds(platform, '', { query: term })
        const searched = await page(`/pesquisa?q=${encodeURIComponent(term)}`)
        const ids = cardIds(searched.html)
        checks.push({
          name: '/pesquisa is rendered by the server with the platform’s results',
          ok: searched.status === 200 && ids.length > 0 && JSON.stringify(ids) === JSON.stringify(found.slice(0, ids.length)) && !searched.html.includes(LOAD_FAILURE),
          detail: `q=${term}: ${ids.length} cards, the platform found ${found.length}`,
        })
        const sorted = await page(`/pesquisa?q=${encodeURIComponent(term)}&sort=price_asc`)
        const sortedIds = cardIds(sorted.html)
        const byPrice = await platformIds(platform, '', { query: term, sort: 'price:asc' })
        checks.push({
          name: '/pesquisa sorted by price (the store’s price_asc, the platform’s price:asc) shows the platform’s order',
          ok: sortedIds.length > 0 && JSON.stringify(sortedIds) === JSON.stringify(byPrice.slice(0, sortedIds.length)),
          detail: `${sortedIds.join(',')}`,
        })
        const department = platform.catalogue[0].categorySlugs[0]
        const faceted = await page(`/pesquisa?category-1=${department}&facets=category-1`)
        const facetedIds = cardIds(faceted.html)
        const inDepartment = await platformIds(platform, `/category-1/${department}`, {})
        checks.push({
          name: '/pesquisa filtered by a facet shows that department’s products',
          ok: facetedIds.length > 0 && JSON.stringify(facetedIds) === JSON.stringify(inDepartment.slice(0, facetedIds.length)),
          detail: `category-1=${department}: ${facetedIds.length} cards of ${inDepartment.length}`,
        })

        const failures = await buyThroughTheApi(origin, platform)
        checks.push({ name: 'the cart, freight and a placed order work through the store’s API', ok: failures.length === 0, detail: failures.join('; ') })
      }
    } finally {
      process.kill(-server.pid!, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const serverErrors = serverLog.filter((line) => /"status":5\d\d/.test(line))
    checks.push({ name: 'no server error', ok: serverErrors.length === 0, detail: serverErrors.slice(0, 3).join(' | ') || `${serverLog.length} log lines` })
    checks.push({ name: 'every call to the platform is one its documents allow', ok: platform.refused.length === 0, detail: platform.refused.slice(0, 3).map((r) => `${r.method} ${r.url}: ${r.faults.join('; ')}`).join(' | ') })
    checks.push({ name: 'every answer of the fake is one the documents describe', ok: platform.answerFaults.length === 0, detail: platform.answerFaults.slice(0, 3).map((r) => `${r.url}: ${r.faults.join('; ')}`).join(' | ') })
    const outside = [...new Set(platform.undocumented.map((call) => `${call.method} ${call.url.split('?')[0]}`))]
    console.log(`calls outside both documents (answered 404): ${outside.join(', ') || 'none'}`)
    if (process.env.VTEX_BUILD_KEEP_DIR) keepBuild(process.env.VTEX_BUILD_KEEP_DIR)
  } finally {
    await platform.close()
  }
  return writeChecksReport('checks-vtex-build', checks)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
