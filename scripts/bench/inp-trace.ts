/**
 * `npm run bench:inp-trace [-- --runs N] [interaction…]`: where the time of
 * `bench:inp`'s taps goes. Goes through the same interactions
 * (./interactions.ts: phone, CPU 4× slower, current build or BENCH_BASE_URL)
 * and records a Chromium performance trace around each one named (every one
 * when none is), then prints, for the interaction's longest Event Timing entry,
 * its input delay, handlers and presentation, the main thread's tasks between
 * the tap and the paint, the time by kind of work (script, style, layout,
 * paint, garbage collection…) and the functions the sampling profiler saw
 * most, named by the build's source maps (file:line and the original name).
 * A diagnosis tool without a budget; `BENCH_TRACE_DIR=<dir>` keeps the traces
 * (open them in Chromium's performance panel). It also names the React
 * components each commit between the tap and the paint rendered
 * (./react-commits.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'

import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium, CHROMIUM_MISSING_MESSAGE } from '../../e2e/support/chromium'
import { CPU_SLOWDOWN, INTERACTIONS, entriesSince, entryCount, openPhonePage, runInteractions, sizedProductPath, type Interaction, type InteractionEntry } from './interactions'
import { interactionReport, SourceLocator, type TraceFile } from './interaction-trace'
import { COMMIT_RECORDER, commitsBetween } from './react-commits'
import { startBenchServer } from './serve-build'
import { parseRunsArgument } from './stats'

const SETTLE_MS = 400
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
]
/** The mark the page sets just before each action: it ties the page's clock to the trace's. */
const CLOCK_MARK = 'bench-inp-trace'

async function tracedRun(browser: Browser, baseUrl: string, wanted: ReadonlySet<Interaction>, traceDir: string, run: number): Promise<void> {
  const page: Page = await openPhonePage(browser, baseUrl)
  await page.context().addInitScript(COMMIT_RECORDER)
  const cdp = await page.context().newCDPSession(page)
  const publicDir = path.resolve(__dirname, '../../public')
  const locator = new SourceLocator(publicDir)
  try {
    await runInteractions(page, sizedProductPath(), async (name, action) => {
      if (!wanted.has(name)) {
        await action()
        return
      }
      const traceFile = path.join(traceDir, `${name.replace(/\W+/g, '-')}-${run + 1}.json`)
      await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES })
      const from = await entryCount(page)
      const markTime = await page.evaluate((mark) => performance.mark(mark).startTime, CLOCK_MARK)
      await action()
      await page.waitForTimeout(SETTLE_MS)
      await browser.stopTracing()
      const entries = await entriesSince(page, from)
      const longest = entries.reduce<InteractionEntry | null>((max, entry) => (!max || entry.duration > max.duration ? entry : max), null)
      const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as TraceFile
      console.log(`\n── ${name} (run ${run + 1}) ──`)
      if (!longest) {
        console.log('no Event Timing entry over 16 ms')
        return
      }
      console.log(interactionReport(trace, { mark: CLOCK_MARK, markTime }, longest, entries, locator))
      const commits = await commitsBetween(page, cdp, locator, longest.startTime, longest.startTime + longest.duration)
      console.log(`React commits from the tap to the paint: ${commits.length}`)
      for (const commit of commits) {
        const total = commit.components.reduce((sum, [, renders]) => sum + renders, 0)
        console.log(`  +${(commit.time - longest.startTime).toFixed(1)} ms: ${total} renders of ${commit.components.length} components; most: ${commit.components.slice(0, 20).map(([label, renders]) => `${label} ×${renders}`).join(', ')}`)
      }
    })
  } finally {
    await page.context().close()
  }
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const { runs, rest } = parseRunsArgument(process.argv.slice(2), 1)
  const unknown = rest.filter((name) => !(INTERACTIONS as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`unknown interaction(s): ${unknown.join(', ')}; known: ${INTERACTIONS.join(', ')}`)
  const wanted = new Set<Interaction>(rest.length ? (rest as Interaction[]) : INTERACTIONS)
  const keep = process.env.BENCH_TRACE_DIR
  const traceDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inp-trace-'))
  fs.mkdirSync(traceDir, { recursive: true })
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  console.log(`Interactions traced on the phone profile, CPU ${CPU_SLOWDOWN}× slower (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`)
  try {
    for (let run = 0; run < runs; run++) await tracedRun(browser, server.baseUrl, wanted, traceDir, run)
  } finally {
    await browser.close()
    await server.stop()
    if (keep) console.log(`\ntraces kept in ${traceDir}`)
    else fs.rmSync(traceDir, { recursive: true, force: true })
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
