/**
 * `npm run bench:lighthouse [--runs N] [--warm-up W] [route…]`: Lighthouse 12
 * (mobile, default simulated throttling) on each route against the production
 * server and the current build (or BENCH_BASE_URL); W uncounted runs per route
 * first (default 1: the server's first answers compress each file once, and
 * Chromium fills its caches), then N runs per route (default 3, interleaved),
 * printing the median of the four category scores and of LCP/TBT/CLS, checked
 * against bench/budgets.json. Exits 1 when a median misses its budget: a gate
 * to run by hand, not in CI. It names every counted run whose first paint came
 * more than 250 ms after its load event (./lighthouse-paint.ts): such a run
 * measured a host too busy to judge the page.
 * Each counted run is followed by one of the route's ceiling (./ceiling.ts:
 * the same HTML without its scripts, on this host); the store's performance
 * score, LCP and TBT are printed beside the ceiling's medians, as a gap and
 * ratios, checked against `lighthouse.ceiling` in the budgets (a figure that
 * holds on any host). `--no-ceiling` leaves the ceiling out.
 * BENCH_COOKIE (e.g. `checkout.vtex.com=__ofid=…`) is sent with every request,
 * so the checkout steps can be measured on a filled cart (with BENCH_BASE_URL;
 * scripts/bench/checkout-cart.ts prints one). BENCH_CHROME_PORT (or
 * LIGHTHOUSE_CHROME_PORT) fixes Chromium's debugging port. SEO leaves out
 * the crawlability audit where a page is not meant to be crawled
 * (./crawlability.ts: noindex pages, and every page of a non-production build).
 */
import { readBudgets } from './budgets'
import { startCeilingProxy } from './ceiling'
import { robotsDisallowsEverything, scoresCrawlability } from './crawlability'
import { launchLighthouseChrome, lighthouseChromePath } from './lighthouse-chrome'
import { HELD_PAINT_MARGIN_MS, type ObservedPaint, latePaintLines, observedPaint } from './lighthouse-paint'
import { LIGHTHOUSE_ROUTES } from './routes'
import { startBenchServer } from './serve-build'
import { median, parseCountOption, parseRunsArgument } from './stats'


/**
 * Lighthouse's measure of the host's CPU (a fixed page-side loop, higher is
 * faster). Its simulated throttling assumes a host of at least
 * SLOW_HOST_BENCHMARK_INDEX (Lighthouse's own threshold for its "slower CPU
 * than Lighthouse expects" warning): below it, blocking time and LCP are
 * overstated and the figures cannot be compared with runs on a faster host.
 */
const BENCHMARK_INDEX = 'benchmarkIndex'
const SLOW_HOST_BENCHMARK_INDEX = 1000

/** Uncounted runs per route before the counted ones (`--warm-up`). */
const DEFAULT_WARM_UP_RUNS = 1

const METRIC_LABELS: Record<string, string> = {
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
}

async function main(): Promise<number> {
  const chromePath = lighthouseChromePath()
  const budgets = readBudgets()
  const withCeiling = !process.argv.includes('--no-ceiling')
  const warmUp = parseCountOption(
    process.argv.slice(2).filter((arg) => arg !== '--no-ceiling'),
    '--warm-up',
    DEFAULT_WARM_UP_RUNS,
    0,
  )
  const { runs, rest } = parseRunsArgument(warmUp.rest, 3)
  const routes = rest.length ? rest : LIGHTHOUSE_ROUTES
  const { default: lighthouse } = await import('lighthouse')
  const server = await startBenchServer()
  const ceilingProxy = withCeiling ? await startCeilingProxy(server.baseUrl) : null
  const ceilings = new Map<string, Array<Record<string, number>>>(routes.map((route) => [route, []]))
  const robotsResponse = await fetch(`${server.baseUrl}/robots.txt`)
  const robotsText = robotsResponse.ok ? await robotsResponse.text() : null
  // A fixed debugging port (machines where ports are assigned); else a free one.
  const chromePortSetting = process.env.BENCH_CHROME_PORT ?? process.env.LIGHTHOUSE_CHROME_PORT
  const chromePort = chromePortSetting ? Number(chromePortSetting) : undefined
  const chrome = await launchLighthouseChrome(chromePath, chromePort)
  const samples = new Map<string, Array<Record<string, number>>>(routes.map((route) => [route, []]))
  const paints = new Map<string, ObservedPaint[]>(routes.map((route) => [route, []]))
  const measure = async (route: string, baseUrl = server.baseUrl, categories = Object.keys(budgets.lighthouse.categories)) => {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(process.env.BENCH_COOKIE ? { extraHeaders: { Cookie: process.env.BENCH_COOKIE } } : {}),
      ...(scoresCrawlability(route, robotsText) ? {} : { skipAudits: ['is-crawlable'] }),
    })
    if (!result) throw new Error(`no Lighthouse result for ${route}`)
    return result.lhr
  }
  try {
    for (let run = 0; run < warmUp.value; run++) {
      for (const route of routes) await measure(route)
    }
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        const lhr = await measure(route)
        const { categories, audits } = lhr
        const sample: Record<string, number> = {}
        for (const id of Object.keys(budgets.lighthouse.categories)) sample[id] = categories[id]?.score ?? 0
        for (const id of Object.keys(budgets.lighthouse.metrics)) sample[id] = audits[id]?.numericValue ?? Number.NaN
        sample[BENCHMARK_INDEX] = lhr.environment.benchmarkIndex
        samples.get(route)!.push(sample)
        paints.get(route)!.push(observedPaint(lhr))
        if (ceilingProxy) {
          const ceiling = await measure(route, ceilingProxy.baseUrl, ['performance'])
          ceilings.get(route)!.push({
            performance: ceiling.categories.performance?.score ?? 0,
            'largest-contentful-paint': ceiling.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            'total-blocking-time': ceiling.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          })
        }
      }
    }
  } finally {
    await chrome.kill()
    await ceilingProxy?.stop()
    await server.stop()
  }
  let failures = 0
  const rows = routes.map((route) => {
    const list = samples.get(route)!
    const row: Record<string, string> = { route }
    const misses: string[] = []
    for (const [id, min] of Object.entries(budgets.lighthouse.categories)) {
      const value = median(list.map((s) => s[id]))
      row[id] = `${value.toFixed(2)} (${list.map((s) => s[id].toFixed(2)).join(' ')})`
      if (value < min) misses.push(`${id} ${value.toFixed(2)} < ${min}`)
    }
    for (const [id, max] of Object.entries(budgets.lighthouse.metrics)) {
      const value = median(list.map((s) => s[id]))
      const format = (v: number) => (id === 'cumulative-layout-shift' ? v.toFixed(3) : `${Math.round(v)}`)
      row[METRIC_LABELS[id] ?? id] = `${format(value)} (${list.map((s) => format(s[id])).join(' ')})`
      if (!(value <= max)) misses.push(`${METRIC_LABELS[id] ?? id} ${format(value)} > ${max}`)
    }
    row.budget = misses.length ? `FAIL (${misses.join('; ')})` : 'PASS'
    if (misses.length) failures += 1
    return row
  })
  const warmUpNote = warmUp.value ? `, after ${warmUp.value} uncounted run(s) per route` : ''
  console.log(`Lighthouse 12 mobile, median of ${runs} run(s) per route${warmUpNote} (each run's value in parentheses; LCP and TBT in ms)`)
  console.table(rows)
  if (ceilingProxy) {
    const goal = budgets.lighthouse.ceiling
    const ceilingRows = routes.map((route) => {
      const store = samples.get(route)!
      const ceiling = ceilings.get(route)!
      const at = (list: Array<Record<string, number>>, id: string) => median(list.map((s) => s[id]))
      const gap = at(store, 'performance') - at(ceiling, 'performance')
      const lcpRatio = at(store, 'largest-contentful-paint') / at(ceiling, 'largest-contentful-paint')
      const misses: string[] = []
      if (!(gap >= -goal.performanceGap)) misses.push(`performance ${gap.toFixed(2)} below the ceiling`)
      if (!(lcpRatio <= goal.lcpRatio)) misses.push(`LCP ×${lcpRatio.toFixed(2)}`)
      if (misses.length) failures += 1
      return {
        route,
        'performance store / ceiling': `${at(store, 'performance').toFixed(2)} / ${at(ceiling, 'performance').toFixed(2)} (${gap >= 0 ? '+' : ''}${gap.toFixed(2)})`,
        'LCP store / ceiling': `${Math.round(at(store, 'largest-contentful-paint'))} / ${Math.round(at(ceiling, 'largest-contentful-paint'))} (×${lcpRatio.toFixed(2)})`,
        'TBT store / ceiling': `${Math.round(at(store, 'total-blocking-time'))} / ${Math.round(at(ceiling, 'total-blocking-time'))} (×${(at(store, 'total-blocking-time') / Math.max(1, at(ceiling, 'total-blocking-time'))).toFixed(2)})`,
        'ceiling runs': ceiling.map((s) => `${s.performance.toFixed(2)}/${Math.round(s['largest-contentful-paint'])}`).join(' '),
        goal: misses.length ? `FAIL (${misses.join('; ')})` : 'PASS',
      }
    })
    console.log(
      `The store against its ceiling (the same HTML without scripts, measured alternately on this host): goal performance within ${goal.performanceGap} and LCP within ×${goal.lcpRatio}`,
    )
    console.table(ceilingRows)
  }
  if (robotsText !== null && robotsDisallowsEverything(robotsText)) {
    console.log('seo scored without is-crawlable on every route: this build is not the production store (SITE_URL), so its robots.txt disallows everything by design')
  }
  const indexes = [...samples.values()].flat().map((s) => s[BENCHMARK_INDEX])
  const hostIndex = median(indexes)
  console.log(`host CPU (Lighthouse benchmarkIndex): median ${Math.round(hostIndex)}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} run(s)`)
  if (hostIndex < SLOW_HOST_BENCHMARK_INDEX) {
    console.log(`  below ${SLOW_HOST_BENCHMARK_INDEX}, Lighthouse's threshold for a host slower than it expects: TBT and LCP are overstated on this machine`)
  }
  const latePaints = latePaintLines(paints)
  if (latePaints.length) {
    console.log(`first paint more than ${HELD_PAINT_MARGIN_MS} ms after the load event, held back by a busy host (decision 0020); those runs' LCP and TBT measure the host, not the page:`)
    for (const line of latePaints) console.log(`  ${line}`)
  }
  console.log(failures ? `${failures} route(s) over budget` : 'all routes within budget')
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
