/**
 * Search benchmark: starts the real server (API only) on a temporary database
 * with CATALOG_SIZE products (default 20000), measures the index build, then
 * loads autocomplete_suggestions and product_search (two facets and a sort)
 * with autocannon over loopback (32 connections), and prints p50/p95/p99.
 * With a build in place (public/ and the compiled results region in .cache/),
 * it also loads /pesquisa pages, which the server renders with their results
 * (BENCH_PAGE_CONNECTIONS, default 4).
 *
 *   npm run bench:search            CATALOG_SIZE=20000 BENCH_SECONDS=10 BENCH_CONNECTIONS=32
 *
 * The same product searches are asked over and over (as shoppers do): the
 * server sends answers it made once (decision record 0019). A further run asks
 * only searches nobody asked before, compressed: what a new search costs (no
 * budget). BENCH_CALLS=compressed,page measures only some calls (autocomplete,
 * search, compressed, first-time, page); BENCH_DATABASE_CACHE, BENCH_PORT and
 * BENCH_SERVER_PROFILE as for bench:api.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serverRegionModulePath } from '../../src/contracts/server-regions'
import { buildSearchService } from '../../src/server/composition'
import { loadCatalogue } from '../../src/server/storage/catalogue-repository'
import { readBudgets, report, type Check } from './budgets'
import { eachInTurn, failedCallsCheck, load, type AutocannonRequest, type LoadRow } from './load'
import { seedBenchDatabase } from './seed'
import { startServer, waitUntilIdle, type RunningServer } from './server'
import { selectedCalls } from './stats'

const CATALOG_SIZE = Number(process.env.CATALOG_SIZE ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
/** Shoppers opening results pages at once (each page is rendered: ~10 ms of the server's one thread). */
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 4)
const BUDGET = readBudgets().search
/** At most this many distinct searches in the "every search new" run (more than it can send in BENCH_SECONDS). */
const FIRST_TIME_SEARCHES = 20_000
/**
 * The calls measured: BENCH_CALLS=compressed,page measures only those (e.g. to profile them);
 * `first-time` is a search nobody asked before (no answer kept yet: what a cold query costs; no budget).
 */
const BENCH_CALLS = ['autocomplete', 'search', 'compressed', 'first-time', 'page'] as const
type BenchCall = (typeof BENCH_CALLS)[number]
const CALLS: readonly BenchCall[] = selectedCalls(BENCH_CALLS, process.env.BENCH_CALLS)

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  let server: RunningServer | null = null
  try {
    // Seed the database once (the server then opens it as is).
    const { db, repositories, seedMs } = await seedBenchDatabase(dataDir, CATALOG_SIZE)
    const loadStarted = performance.now()
    const catalogue = loadCatalogue(db)
    const loadMs = performance.now() - loadStarted
    const service = buildSearchService(catalogue, repositories.searchLog)
    console.log(
      JSON.stringify({
        products: service.index.size,
        seedMs: Math.round(seedMs),
        loadCatalogueMs: Math.round(loadMs),
        indexBuildMs: Math.round(service.buildMs),
        startTotalMs: Math.round(loadMs + service.buildMs),
      }),
    )
    const facetsBody = JSON.parse(String(service.facets({ query: '', selected: [], hideUnavailableItems: false, salesChannel: '3' }).json)) as {
      facets: Array<{ key: string; values: Array<{ value: string }> }>
    }
    service.close()
    db.close()
    const valuesOf = (key: string) => facetsBody.facets.find((f) => f.key === key)?.values.map((v) => v.value) ?? []

    const root = path.resolve(__dirname, '../..')
    const hasBuild = fs.existsSync(path.join(root, 'public', 'pesquisa', 'index.html')) && fs.existsSync(serverRegionModulePath(path.join(root, '.cache'), 'search-region'))
    const started = Date.now()
    server = await startServer({ dataDir, env: { CATALOG_SIZE: String(CATALOG_SIZE), SERVE_SITE: String(hasBuild) } })
    const { baseUrl } = server
    console.log(JSON.stringify({ serverReadyMs: Date.now() - started }))

    // Autocomplete: what people type, keystroke by keystroke, with accents, plurals and typos.
    const typed = ['tênis', 'tenis de corrida', 'bicicleta', 'camisetas', 'chuteira', 'mochila', 'bola de futebol', 'barraca', 'legging', 'camizeta', 'bicicelta', 'garrafa termica', 'oculos natacao', 'whey', 'raquete']
    const autocompleteRequests: AutocannonRequest[] = []
    for (const term of typed) {
      for (let len = 2; len <= term.length; len++) {
        autocompleteRequests.push({ method: 'GET', path: `/api/intelligent-search/autocomplete_suggestions?term=${encodeURIComponent(term.slice(0, len))}` })
      }
    }

    // Product search: two facets and a sort, with and without a query.
    const sorts = ['price_asc', 'price_desc', 'orders_desc', 'name_asc', 'release_desc', 'discount_desc', 'score_desc']
    const pairs: Array<[string, string[]]> = [
      ['category-1', valuesOf('category-1')],
      ['genero', valuesOf('genero')],
      ['brand', valuesOf('brand').slice(0, 8)],
      ['cor', valuesOf('cor').slice(0, 6)],
      ['tamanho', valuesOf('tamanho').slice(0, 6)],
      ['esporte', valuesOf('esporte').slice(0, 6)],
    ]
    const queries = ['', '', 'tenis', 'camiseta', 'bola']
    /** The i-th search (two facets, a query two times in five, a sort, a page), or null; a `variant` changes its page size, page and availability. */
    const searchPath = (i: number, variant?: number): string | null => {
      const [k1, v1] = pairs[i % pairs.length]
      const [k2, v2] = pairs[(i + 1 + (i % 3)) % pairs.length]
      if (!v1.length || !v2.length || k1 === k2) return null
      const facetPath = `/${k1}/${v1[i % v1.length]}/${k2}/${v2[(i * 7) % v2.length]}`
      const query = queries[i % queries.length]
      const qs = new URLSearchParams({ sort: sorts[i % sorts.length], page: String(1 + (i % 3)), count: '24' })
      if (variant !== undefined) {
        qs.set('count', String(20 + (variant % 9)))
        qs.set('page', String(1 + (Math.floor(variant / 9) % 4)))
        qs.set('hideUnavailableItems', String(Math.floor(variant / 36) % 2 === 1))
      }
      if (query) qs.set('query', query)
      return `/api/intelligent-search/product_search${facetPath}?${qs.toString()}`
    }
    const searchRequests: AutocannonRequest[] = []
    for (let i = 0; i < 300; i++) {
      const path = searchPath(i)
      if (path) searchRequests.push({ method: 'GET', path })
    }
    // Searches nobody asked before (more distinct ones than a run sends): each of the 300 with other page sizes, pages and availability.
    const firstTimeRequests: AutocannonRequest[] = []
    for (let variant = 0; variant < 72 && firstTimeRequests.length < FIRST_TIME_SEARCHES; variant++) {
      for (let i = 0; i < 300; i++) {
        const path = searchPath(i, variant)
        if (path) firstTimeRequests.push({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, br' } })
      }
    }

    // Let the server finish its start-up work (it serialises every product in the background), warm up (JIT), then measure.
    console.log(JSON.stringify({ serverIdleAfterMs: await waitUntilIdle(server) }))
    for (const r of [...autocompleteRequests.slice(0, 50), ...searchRequests.slice(0, 50)]) await fetch(`${baseUrl}${r.path}`)
    const measure = (call: BenchCall, name: string, requests: AutocannonRequest[], connections = CONNECTIONS): Promise<LoadRow | null> =>
      CALLS.includes(call) ? load(name, { baseUrl, connections, duration: SECONDS, requests, serverCpuMs: server?.cpuMs }) : Promise.resolve(null)
    const ac = await measure('autocomplete', 'autocomplete_suggestions', autocompleteRequests)
    const ps = await measure('search', 'product_search (2 facets + sort), uncompressed', searchRequests)
    const compressed = searchRequests.map((request) => ({ ...request, headers: { 'accept-encoding': 'gzip, br' } }))
    const psCompressed = await measure('compressed', 'product_search (2 facets + sort), compressed', compressed)
    const psFirstTime = await measure('first-time', 'product_search, compressed, every search new (no budget)', eachInTurn(firstTimeRequests))
    // The results page as a shopper opens it: a term, sometimes a sort, rendered with its results.
    const pageRequests: AutocannonRequest[] = typed.flatMap((term, i) => [
      { method: 'GET', path: `/pesquisa?q=${encodeURIComponent(term)}`, headers: { 'accept-encoding': 'br' } },
      { method: 'GET', path: `/pesquisa?q=${encodeURIComponent(term)}&sort=${sorts[i % sorts.length]}`, headers: { 'accept-encoding': 'br' } },
    ])
    const pages = hasBuild ? await measure('page', `/pesquisa rendered with results (${PAGE_CONNECTIONS} connections)`, pageRequests, PAGE_CONNECTIONS) : null
    if (!hasBuild) console.log('no build with the results region: /pesquisa not measured (run `npm run build` first)')
    console.log(JSON.stringify({ serverResidentMb: server.rssMb() }))
    const rows = [ac, ps, psCompressed, psFirstTime, pages].filter((row): row is LoadRow => row !== null)
    const checks: Check[] = [
      { name: `index build, ${service.index.size} products (ms)`, value: Math.round(service.buildMs), budget: BUDGET.indexBuildMs, kind: 'max' },
      ...(ac ? [{ name: 'autocomplete p95 (ms)', value: ac.p95, budget: BUDGET.autocompleteP95Ms, kind: 'max' } satisfies Check] : []),
      ...(ps ? [{ name: 'product_search p95, uncompressed (ms)', value: ps.p95, budget: BUDGET.productSearchP95Ms, kind: 'max' } satisfies Check] : []),
      ...(psCompressed ? [{ name: 'product_search p95, compressed (ms)', value: psCompressed.p95, budget: BUDGET.productSearchP95Ms, kind: 'max' } satisfies Check] : []),
      failedCallsCheck(rows),
    ]
    if (pages) checks.push({ name: `/pesquisa rendered p95, ${PAGE_CONNECTIONS} connections (ms)`, value: pages.p95, budget: BUDGET.searchPageP95Ms, kind: 'max' })
    return report(checks)
  } finally {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
