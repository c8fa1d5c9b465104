/**
 * `npm run bench:inp [--runs N]`: interaction to next paint of the store's
 * taps (./interactions.ts), in Chromium on the phone profile (390 px, touch)
 * with the CPU slowed 4× (DevTools' throttling), against the production server
 * and the current build (or BENCH_BASE_URL). Each run opens a fresh browser
 * context and goes through every interaction; an interaction's figure is the
 * longest Event Timing entry of the events it dispatched (what INP counts:
 * input delay, handlers and the next paint). Prints the median of N runs
 * (default 5) of each, checked against bench/budgets.json
 * `inp.interactionMs`, and the medians of that entry's three parts (input
 * delay, handlers, presentation: from the handlers' end to the paint).
 * Entries shorter than Event Timing's floor (16 ms) are not reported by
 * Chromium: such an interaction counts as 16 ms (an upper bound, printed
 * "≤16"). `bench:inp-trace` shows what the main thread did in one.
 */
import { chromium, type Browser } from '@playwright/test'

import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium, CHROMIUM_MISSING_MESSAGE } from '../../e2e/support/chromium'
import { readBudgets } from './budgets'
import {
  CPU_SLOWDOWN,
  EVENT_TIMING_FLOOR_MS,
  INTERACTIONS,
  entriesSince,
  entryCount,
  openPhonePage,
  runInteractions,
  sizedProductPath,
  type Interaction,
  type InteractionEntry,
} from './interactions'
import { startBenchServer } from './serve-build'
import { median, parseRunsArgument } from './stats'

/** Time for the entries of an interaction to arrive after its next paint. */
const SETTLE_MS = 400

/** One interaction's figure: its longest entry, or the floor when Chromium reported none. */
interface Sample {
  duration: number
  entry: InteractionEntry | null
}

async function oneRun(browser: Browser, baseUrl: string, sized: { path: string; sizes: string[] }): Promise<Record<Interaction, Sample>> {
  const page = await openPhonePage(browser, baseUrl)
  const figures = {} as Record<Interaction, Sample>
  try {
    await runInteractions(page, sized, async (name, action) => {
      const from = await entryCount(page)
      await action()
      await page.waitForTimeout(SETTLE_MS)
      const entries = await entriesSince(page, from)
      const longest = entries.reduce<InteractionEntry | null>((max, entry) => (!max || entry.duration > max.duration ? entry : max), null)
      figures[name] = { duration: longest?.duration ?? EVENT_TIMING_FLOOR_MS, entry: longest }
    })
  } finally {
    await page.context().close()
  }
  return figures
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const { runs } = parseRunsArgument(process.argv.slice(2), 5)
  const budget = readBudgets().inp.interactionMs
  const sized = sizedProductPath()
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  const samples: Array<Record<Interaction, Sample>> = []
  try {
    for (let run = 0; run < runs; run++) samples.push(await oneRun(browser, server.baseUrl, sized))
  } finally {
    await browser.close()
    await server.stop()
  }
  const format = (ms: number) => (ms <= EVENT_TIMING_FLOOR_MS ? `≤${EVENT_TIMING_FLOOR_MS}` : `${Math.round(ms)}`)
  const part = (values: number[]) => (values.length ? `${Math.round(median(values))}` : '–')
  let failures = 0
  const rows = INTERACTIONS.map((name) => {
    const values = samples.map((sample) => sample[name].duration)
    const entries = samples.map((sample) => sample[name].entry).filter((entry): entry is InteractionEntry => entry !== null)
    const value = median(values)
    const ok = value <= budget
    if (!ok) failures++
    return {
      interaction: name,
      'INP ms (median)': format(value),
      runs: values.map(format).join(' '),
      'delay / handlers / paint': [
        part(entries.map((e) => e.processingStart - e.startTime)),
        part(entries.map((e) => e.processingEnd - e.processingStart)),
        part(entries.map((e) => e.startTime + e.duration - e.processingEnd)),
      ].join(' / '),
      budget: ok ? `PASS (≤ ${budget})` : `FAIL (> ${budget})`,
    }
  })
  console.log(`Interaction to next paint, phone profile (390 px, touch), CPU ${CPU_SLOWDOWN}× slower, median of ${runs} run(s)`)
  console.table(rows)
  console.log(failures ? `${failures} interaction(s) over budget` : 'all interactions within budget')
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
