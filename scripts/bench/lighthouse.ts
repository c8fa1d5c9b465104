/**
 * `npm run bench:lighthouse [route…]`: Lighthouse 12 (mobile, default
 * throttling) on each route against the production server and the current
 * build; prints the four category scores and LCP/TBT/CLS, checked against
 * bench/budgets.json. A measurement, not a CI gate.
 * BENCH_COOKIE (e.g. `checkout.vtex.com=__ofid=…`) is sent with every request,
 * so the checkout steps can be measured on a filled cart (with BENCH_BASE_URL;
 * scripts/bench/checkout-cart.ts prints one).
 */
import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../../e2e/support/chromium'
import { startBenchServer } from './serve-build'

interface Budgets {
  lighthouse: { categories: Record<string, number>; metrics: Record<string, number> }
}

export const DEFAULT_ROUTES = ['/', '/pesquisa?q=bola', '/checkout/cart']

/** Pages kept out of search engines (noindex: search results, the checkout): SEO is scored without the crawlability audit. */
const NOINDEX_PATH = /^\/(?:pesquisa|checkout)(?:[?/]|$)/

async function main(): Promise<void> {
  const chromePath = findChromium()
  if (!chromePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as Budgets
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = await startBenchServer()
  // BENCH_CHROME_PORT (or LIGHTHOUSE_CHROME_PORT) fixes Chromium's debugging port (machines where ports are assigned); else a free one.
  const chromePortSetting = process.env.BENCH_CHROME_PORT ?? process.env.LIGHTHOUSE_CHROME_PORT
  const chromePort = chromePortSetting ? Number(chromePortSetting) : undefined
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], ...(chromePort ? { port: chromePort } : {}) })
  const rows: Array<Record<string, string>> = []
  let failures = 0
  try {
    for (const route of routes) {
      const result = await lighthouse(`${server.baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(budgets.lighthouse.categories),
        ...(process.env.BENCH_COOKIE ? { extraHeaders: { Cookie: process.env.BENCH_COOKIE } } : {}),
        ...(NOINDEX_PATH.test(route) ? { skipAudits: ['is-crawlable'] } : {}),
      })
      if (!result) throw new Error(`no Lighthouse result for ${route}`)
      const { categories, audits } = result.lhr
      const row: Record<string, string> = { route }
      const misses: string[] = []
      for (const [id, min] of Object.entries(budgets.lighthouse.categories)) {
        const score = categories[id]?.score ?? 0
        row[id] = score.toFixed(2)
        if (score < min) misses.push(`${id} ${score.toFixed(2)} < ${min}`)
      }
      for (const [id, max] of Object.entries(budgets.lighthouse.metrics)) {
        const value = audits[id]?.numericValue ?? Number.NaN
        row[id.replace('largest-contentful-paint', 'LCP').replace('total-blocking-time', 'TBT').replace('cumulative-layout-shift', 'CLS')] =
          id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`
        if (!(value <= max)) misses.push(`${id} ${value.toFixed(2)} > ${max}`)
      }
      row.budget = misses.length ? `FAIL (${misses.join('; ')})` : 'PASS'
      if (misses.length) failures += 1
      rows.push(row)
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  console.table(rows)
  console.log(failures ? `${failures} route(s) over budget` : 'all routes within budget')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
