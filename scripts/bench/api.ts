/**
 * Checkout API benchmark: seeds a temporary database with CATALOG_SIZE products
 * (default 20000), starts the real server as a child (`tsx src/server/main.ts`,
 * API only, loopback, free port), prepares carts over HTTP, then loads five
 * calls with autocannon (32 connections, ~10 s each) and prints p50/p95/p99 and
 * requests/s. The cart writes (add, update) are checked against the p95
 * budget of bench/budgets.json; the exit code is 1 when one misses it.
 *
 *   npm run bench:api         CATALOG_SIZE=20000 BENCH_SECONDS=10 BENCH_CONNECTIONS=32
 *
 * Carts at the size ceiling (ORDER_FORM_MAX_CHARS, filled with custom data up
 * to just under it) are read by their owner and by a stranger, and written
 * (quantity changes): their server CPU time per request has a budget too.
 *
 * BENCH_CALLS=add,update measures only some calls (read, add, update,
 * update-masked, simulation, ceiling-read, ceiling-read-masked, ceiling-update); BENCH_DATABASE_CACHE=<dir> seeds each catalogue size once
 * (scripts/bench/seed.ts); BENCH_PORT fixes the server's port;
 * BENCH_SERVER_PROFILE=<dir> writes the server's CPU profile there
 * (summary: `npx tsx scripts/bench/profile-summary.ts FILE`);
 * BENCH_SERVER_NODE_ARGS='--trace-gc' gives the server's Node more options.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GIFT_CARD_PRODUCT_ID, RETAILER_SELLER_ID } from '../../src/config/constants'
import { CUSTOM_DATA_LIMITS } from '../../src/server/domain/checkout/attachments'
import { ORDER_FORM_MAX_CHARS } from '../../src/server/domain/checkout/limits'
import { loadCatalogue } from '../../src/server/storage/catalogue-repository'
import { readBudgets, report, type Check } from './budgets'
import { eachInTurn, failedCallsCheck, load, loadTable, runAutocannon, type AutocannonRequest, type LoadRow } from './load'
import { seedBenchDatabase } from './seed'
import { startServer, waitUntilIdle, type RunningServer } from './server'
import { selectedCalls } from './stats'

const CATALOG_SIZE = Number(process.env.CATALOG_SIZE ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 5
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
/** p95 budget of a cart write, ms. */
const CART_WRITE_P95_MS = readBudgets().api.cartWriteP95Ms
/** Budget of the server's CPU time for one read or write of a cart at the size ceiling, ms. */
const CEILING_CART_CPU_MS = readBudgets().api.cartAtCeilingCpuMs
/** Carts at the ceiling (~256 KB each: all of them fit the server's parsed-cart memory). */
const CEILING_CARTS = 32
/** The shoppers of the ceiling carts are numbered after the others' (see shopperAddress). */
const CEILING_CART_SHOPPERS = 10_000
/** Carts the load is spread over (keeps every line under the 30-unit limit while adding). */
const CARTS = 1024
/** The calls measured: BENCH_CALLS=add,update measures only those (e.g. to profile them); all five by default. */
const BENCH_CALLS = ['read', 'add', 'update', 'update-masked', 'simulation', 'ceiling-read', 'ceiling-read-masked', 'ceiling-update'] as const
type BenchCall = (typeof BENCH_CALLS)[number]
const CALLS: readonly BenchCall[] = selectedCalls(BENCH_CALLS, process.env.BENCH_CALLS)
const XSRF = 'bench-xsrf-token'
const HEADERS = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' }
const CEPS = ['01310-100', '13087-901', '22041-001', '30130-010', '40020-000', '50030-230', '60160-230', '70040-010', '80010-000', '90010-000']

interface Answer {
  orderFormId: string
  /** The cookies the answer set, as `name=value` (the browser would send them from then on). */
  cookies: string[]
}

/**
 * The client address of the shopper of cart `i` (sent as X-Forwarded-For; the bench server trusts its
 * loopback proxy): carts are spread over shoppers, as the store's per-address limits expect.
 */
const shopperAddress = (i: number): string => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

async function call(baseUrl: string, method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers: { ...HEADERS, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`)
  const { orderFormId } = (await response.json()) as { orderFormId: string }
  return { orderFormId, cookies: response.headers.getSetCookie().map((setCookie) => setCookie.split(';')[0]) }
}

/** A request of the browser that made the cart: the XSRF pair and the cookies the cart's writes gave it (the ownership of its personal data). */
const asOwner = (request: AutocannonRequest, cookies: readonly string[]): AutocannonRequest => ({
  ...request,
  headers: { ...HEADERS, cookie: [HEADERS.cookie, ...cookies].join('; ') },
})

/**
 * A cart of its own browser at the size ceiling: three lines and a CEP, then custom data fields added
 * until the next one would pass ORDER_FORM_MAX_CHARS (the server refuses that one with a 413).
 */
async function cartAtCeiling(baseUrl: string, skuIds: string[], i: number): Promise<{ id: string; cookies: string[] }> {
  const id = (await call(baseUrl, 'GET', '/api/checkout/orderForm?forceNewCart=true')).orderFormId
  const from = { 'x-forwarded-for': shopperAddress(CEILING_CART_SHOPPERS + i) }
  await call(
    baseUrl,
    'POST',
    `/api/checkout/orderForm/${id}/items?sc=3`,
    { orderItems: [0, 1, 2].map((k) => ({ id: skuIds[(i + k) % skuIds.length], quantity: 1, seller: RETAILER_SELLER_ID })) },
    from,
  )
  const { cookies } = await call(baseUrl, 'POST', `/api/checkout/orderForm/${id}/shippingData`, { cep: CEPS[i % CEPS.length] }, from)
  const headers = { ...HEADERS, ...from, cookie: [HEADERS.cookie, ...cookies].join('; ') }
  const value = 'x'.repeat(2_000)
  for (let app = 0; app < CUSTOM_DATA_LIMITS.apps; app++) {
    for (let field = 0; field < CUSTOM_DATA_LIMITS.fieldsPerApp; field++) {
      const response = await fetch(`${baseUrl}/api/checkout/orderForm/${id}/customData/app${app}/f${field}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ value }),
      })
      if (response.status === 413) return { id, cookies }
      if (!response.ok) throw new Error(`custom data: ${response.status} ${await response.text()}`)
    }
  }
  throw new Error(`a cart of ${CUSTOM_DATA_LIMITS.apps} × ${CUSTOM_DATA_LIMITS.fieldsPerApp} fields never reached ${ORDER_FORM_MAX_CHARS} characters`)
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  let server: RunningServer | null = null
  try {
    const { db, repositories, seedMs } = await seedBenchDatabase(dataDir, CATALOG_SIZE)
    const catalogue = loadCatalogue(db)
    const repo = repositories.catalogue
    // Eight retailer SKUs spread over the catalogue, with plenty of stock.
    const candidates = catalogue.products.filter(
      (product) => product.id !== GIFT_CARD_PRODUCT_ID && !product.isKit && product.skus[0]?.offers.some((offer) => offer.sellerId === RETAILER_SELLER_ID),
    )
    const skuIds = Array.from({ length: 8 }, (_, i) => candidates[Math.floor((i * candidates.length) / 8)].skus[0].id)
    for (const skuId of skuIds) repo.setStock(skuId, RETAILER_SELLER_ID, 1_000_000)
    console.log(JSON.stringify({ products: catalogue.products.length, seedMs: Math.round(seedMs) }))
    db.close()

    server = await startServer({ dataDir, env: { CATALOG_SIZE: String(CATALOG_SIZE), SERVE_SITE: 'false', TRUST_PROXY: '127.0.0.1' } })
    const { baseUrl } = server

    // Carts for adding (empty) and for reading/updating/simulating (3 lines and a CEP each). Each full cart is
    // made by its own browser, which keeps the cookie its CEP gave it: the shopper's own reads and writes.
    const emptyCarts: string[] = []
    const fullCarts: Array<{ id: string; cookies: string[] }> = []
    for (let i = 0; i < CARTS; i++) {
      emptyCarts.push((await call(baseUrl, 'GET', '/api/checkout/orderForm?forceNewCart=true')).orderFormId)
    }
    for (let i = 0; i < 256; i++) {
      const id = (await call(baseUrl, 'GET', '/api/checkout/orderForm?forceNewCart=true')).orderFormId
      const from = { 'x-forwarded-for': shopperAddress(CARTS + i) }
      await call(
        baseUrl,
        'POST',
        `/api/checkout/orderForm/${id}/items?sc=3`,
        { orderItems: [0, 1, 2].map((k) => ({ id: skuIds[(i + k) % skuIds.length], quantity: 1, seller: RETAILER_SELLER_ID })) },
        from,
      )
      const { cookies } = await call(baseUrl, 'POST', `/api/checkout/orderForm/${id}/shippingData`, { cep: CEPS[i % CEPS.length] }, from)
      if (cookies.length === 0) throw new Error('the CEP gave the browser no cookie: the bench would measure a stranger’s writes')
      fullCarts.push({ id, cookies })
    }

    // Carts at the ceiling: three lines, a CEP, then custom data up to just under ORDER_FORM_MAX_CHARS.
    const ceilingCarts: Array<{ id: string; cookies: string[] }> = []
    for (let i = 0; i < (CALLS.some((name) => name.startsWith('ceiling')) ? CEILING_CARTS : 0); i++) {
      ceilingCarts.push(await cartAtCeiling(baseUrl, skuIds, i))
    }

    const getRequests = fullCarts.map(({ id, cookies }) => asOwner({ method: 'GET', path: `/api/checkout/orderForm/${id}` }, cookies))
    const addRequests = emptyCarts.flatMap((id, i) =>
      [0, 1, 2, 3].map((k) => ({
        method: 'POST',
        path: `/api/checkout/orderForm/${id}/items?sc=3`,
        headers: { ...HEADERS, 'x-forwarded-for': shopperAddress(i) },
        body: JSON.stringify({ orderItems: [{ id: skuIds[(i + k) % skuIds.length], quantity: 1, seller: RETAILER_SELLER_ID, index: 0 }] }),
      })),
    )
    const updatesOf = (cart: { id: string }, i: number): AutocannonRequest => ({
      method: 'POST',
      path: `/api/checkout/orderForm/${cart.id}/items/update?allowedOutdatedData=paymentData`,
      body: JSON.stringify({ orderItems: [{ index: i % 3, quantity: 1 + (i % 10) }] }),
    })
    const updateRequests = fullCarts.map((cart, i) => asOwner(updatesOf(cart, i), cart.cookies))
    // The same writes from a browser that does not own the carts' personal data: answered masked (no budget).
    const strangerUpdateRequests = fullCarts.map(updatesOf)
    const simulationRequests = fullCarts.map(({ id, cookies }, i) =>
      asOwner({ method: 'GET', path: `/api/checkout/orderForm/${id}/simulation?postalCode=${CEPS[(i + 3) % CEPS.length]}` }, cookies),
    )

    // Let the server finish its start-up work, warm up (JIT, statement caches), then measure.
    console.log(JSON.stringify({ serverIdleAfterMs: await waitUntilIdle(server) }))
    await runAutocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
      requests: eachInTurn([...getRequests, ...simulationRequests, ...updateRequests]),
      headers: HEADERS,
    })
    // Each connection sends the next request of the list (eachInTurn): distinct carts at once, as shoppers' would be.
    // (Autocannon's own walk has every connection send the same request at the same moment, and prebuilds every
    // request per connection before the first response is read: 32 × 4,096 adds held the bench up for ~2 s.)
    const measure = async (call: BenchCall, name: string, requests: AutocannonRequest[]): Promise<LoadRow | null> =>
      CALLS.includes(call)
        ? load(name, { baseUrl, connections: CONNECTIONS, duration: SECONDS, requests: eachInTurn(requests), headers: HEADERS, serverCpuMs: server?.cpuMs })
        : null
    const read = await measure('read', 'GET orderForm', getRequests)
    const add = await measure('add', 'POST items (add)', addRequests)
    const update = await measure('update', 'POST items/update', updateRequests)
    const strangerUpdate = await measure('update-masked', 'POST items/update, not the owner', strangerUpdateRequests)
    const simulation = await measure('simulation', 'GET simulation', simulationRequests)
    const ceilingRead = await measure(
      'ceiling-read',
      'GET orderForm at the ceiling',
      ceilingCarts.map(({ id, cookies }) => asOwner({ method: 'GET', path: `/api/checkout/orderForm/${id}` }, cookies)),
    )
    const ceilingReadMasked = await measure(
      'ceiling-read-masked',
      'GET orderForm at the ceiling, not the owner',
      ceilingCarts.map(({ id }) => ({ method: 'GET', path: `/api/checkout/orderForm/${id}` })),
    )
    const ceilingUpdate = await measure('ceiling-update', 'POST items/update at the ceiling', ceilingCarts.map((cart, i) => asOwner(updatesOf(cart, i), cart.cookies)))
    const rows = [read, add, update, strangerUpdate, simulation, ceilingRead, ceilingReadMasked, ceilingUpdate].filter((row): row is LoadRow => row !== null)
    console.log(`\nCheckout API, ${catalogue.products.length} products, ${CONNECTIONS} connections, ${SECONDS} s each; server resident memory ${server.rssMb()} MB`)
    console.table(loadTable(rows))
    return report([
      ...(add ? [{ name: 'cart write p95, add (ms)', value: add.p95, budget: CART_WRITE_P95_MS, kind: 'max' } satisfies Check] : []),
      ...(update ? [{ name: 'cart write p95, update (ms)', value: update.p95, budget: CART_WRITE_P95_MS, kind: 'max' } satisfies Check] : []),
      ...[ceilingRead, ceilingReadMasked, ceilingUpdate]
        .filter((row): row is LoadRow => row !== null)
        .map((row) => ({ name: `server CPU per request, ${row.name} (ms)`, value: row.cpuUsPerRequest / 1000, budget: CEILING_CART_CPU_MS, kind: 'max' }) satisfies Check),
      failedCallsCheck(rows),
    ])
  } finally {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
