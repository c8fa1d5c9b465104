/**
 * `npm run bench:idle [--runs N] [route…]`: what a page's main thread does
 * while nobody touches it. Each run loads the route on a phone (390 px) over
 * the production server and the current build (or BENCH_BASE_URL), waits
 * IDLE_SETTLE_MS (the sliders have started), then traces IDLE_TRACE_MS and
 * prints the main thread's tasks, their CPU time and the animation-frame
 * callbacks (medians of N runs, default 3). A figure to compare builds by
 * (decision 0020: the sliders' autoplay); no budget, so it never fails.
 * BENCH_REDUCED_MOTION=1 emulates prefers-reduced-motion (no rotation).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../../e2e/support/chromium'
import { PHONE } from '../../e2e/support/viewports'
import { idleFigures, type IdleFigures, type TraceEvent } from './idle-trace'
import { IDLE_ROUTES } from './routes'
import { startBenchServer } from './serve-build'
import { median, parseRunsArgument } from './stats'

/** After the load event: Swiper takes the sliders over when the page is idle after its first paint. */
const IDLE_SETTLE_MS = 6000
const IDLE_TRACE_MS = 10_000
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

async function main(): Promise<void> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const { runs, rest } = parseRunsArgument(process.argv.slice(2), 3)
  const routes = rest.length ? rest : IDLE_ROUTES
  const reducedMotion = process.env.BENCH_REDUCED_MOTION === '1' ? 'reduce' : 'no-preference'
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: [...PLAYWRIGHT_CHROMIUM_ARGS] })
  const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-idle-')), 'trace.json')
  const samples = new Map<string, IdleFigures[]>(routes.map((route) => [route, []]))
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        const context = await browser.newContext({ ...PHONE, reducedMotion })
        const page = await context.newPage()
        await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'load' })
        await page.waitForTimeout(IDLE_SETTLE_MS)
        await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES })
        await page.waitForTimeout(IDLE_TRACE_MS)
        await browser.stopTracing()
        const events = (JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
        samples.get(route)!.push(idleFigures(events))
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(path.dirname(traceFile), { recursive: true, force: true })
  }
  const show = (list: IdleFigures[], key: keyof IdleFigures) =>
    `${Math.round(median(list.map((s) => s[key])))} (${list.map((s) => Math.round(s[key])).join(' ')})`
  console.log(`Main thread over ${IDLE_TRACE_MS / 1000} s of a page left alone, phone, ${reducedMotion}; median of ${runs} run(s), each in parentheses`)
  console.table(
    routes.map((route) => {
      const list = samples.get(route)!
      return { route, 'CPU ms': show(list, 'cpuMs'), tasks: show(list, 'tasks'), 'animation frames': show(list, 'animationFrames') }
    }),
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
