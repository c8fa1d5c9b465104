/**
 * `npm run bench:hydration [--runs N] [route…]`: when a page's content paints
 * and when its scripts take over (the hydration mark, src/app/hydration-mark.ts),
 * in Chromium on the phone profile (390 px), each route loaded in a fresh
 * context (cold caches, no service worker yet) on two links: loopback, as
 * fast as the host goes, and DevTools' throttling of a slow 4G phone
 * (Lighthouse's `devtools` preset: 562.5 ms latency, 1,474.56 kbps down,
 * 675 kbps up, CPU 4× slower). Prints per route and link the medians of N runs
 * (default 5, the links interleaved) of the first contentful paint, the
 * largest contentful paint, the load event, the first request of a body
 * script (webpack runtime, framework or app) and the hydration mark, all from
 * the navigation's start. Against the production server on the current build,
 * or BENCH_BASE_URL. A diagnosis with no budget: what requesting the scripts
 * after the content's paint costs a shopper in interactivity (decision 0040).
 */
import { chromium, type Browser } from '@playwright/test'

import { CHROMIUM_MISSING_MESSAGE, PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium'
import { CONTEXT_DEFAULTS, PHONE } from '../../e2e/support/viewports'
import { HYDRATED_ATTRIBUTE } from '../../src/app/hydration-mark'
import { CPU_SLOWDOWN } from './interactions'
import { LIGHTHOUSE_ROUTES } from './routes'
import { startBenchServer } from './serve-build'
import { median, parseRunsArgument } from './stats'

/** DevTools' slow 4G as Lighthouse's `devtools` throttling applies it (its constants.throttling.devtools). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }

/** How long a page may take to hydrate on the slow link before the run counts as failed. */
const HYDRATION_TIMEOUT_MS = 60_000

const LINKS = ['loopback', 'slow 4G, 4× CPU'] as const
type Link = (typeof LINKS)[number]

const FIGURES = ['FCP', 'LCP', 'load', 'first script request', 'hydrated'] as const
type Figure = (typeof FIGURES)[number]
type Sample = Record<Figure, number>

/** Records the paints and the hydration mark's time, from the navigation's start, before the page's own code (the document has no root element yet). */
const OBSERVER = `(() => {
  const marks = (window.__benchHydration = { FCP: NaN, LCP: NaN, hydrated: NaN })
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.FCP = entry.startTime }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) marks.LCP = entry.startTime }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver(() => { if (Number.isNaN(marks.hydrated) && document.documentElement.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})) marks.hydrated = performance.now() })
    .observe(document, { attributes: true, subtree: true, attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}] })
})()`

/** The app entry's chunks, by the names webpack gives them. */
const BODY_SCRIPT = /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/

async function measure(browser: Browser, baseUrl: string, route: string, link: Link): Promise<Sample> {
  const context = await browser.newContext({ ...PHONE, ...CONTEXT_DEFAULTS, baseURL: baseUrl, serviceWorkers: 'block' })
  try {
    await context.addInitScript(OBSERVER)
    const page = await context.newPage()
    if (link !== 'loopback') {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    }
    await page.goto(route, { waitUntil: 'load', timeout: HYDRATION_TIMEOUT_MS })
    await page.locator(`:root[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS })
    const figures = await page.evaluate((bodyScript) => {
      const marks = (window as unknown as { __benchHydration: { FCP: number; LCP: number; hydrated: number } }).__benchHydration
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const scripts = performance.getEntriesByType('resource').filter((entry) => new RegExp(bodyScript).test(new URL(entry.name).pathname))
      return { ...marks, load: navigation.loadEventStart, scriptStart: scripts.length ? Math.min(...scripts.map((entry) => entry.startTime)) : NaN }
    }, BODY_SCRIPT.source)
    return { FCP: figures.FCP, LCP: figures.LCP, load: figures.load, 'first script request': figures.scriptStart, hydrated: figures.hydrated }
  } finally {
    await context.close()
  }
}

async function main(): Promise<number> {
  const { runs, rest } = parseRunsArgument(process.argv.slice(2), 5)
  const routes = rest.length ? rest : LIGHTHOUSE_ROUTES
  const executablePath = findChromium()
  if (!executablePath) {
    console.error(CHROMIUM_MISSING_MESSAGE)
    return 1
  }
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  const samples = new Map<string, Sample[]>()
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const link of LINKS) {
          const key = `${route}\t${link}`
          samples.set(key, [...(samples.get(key) ?? []), await measure(browser, server.baseUrl, route, link)])
        }
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`medians of ${runs} runs, ms from the navigation's start`)
  console.log(['route', 'link', ...FIGURES].join(' | '))
  for (const [key, list] of samples) {
    const [route, link] = key.split('\t')
    console.log([route, link, ...FIGURES.map((figure) => String(Math.round(median(list.map((sample) => sample[figure])))))].join(' | '))
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
