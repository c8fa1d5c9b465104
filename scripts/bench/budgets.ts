/**
 * The performance budgets (bench/budgets.json), typed, and the verdicts the
 * benchmarks print. Every bench exits 1 when one of its figures misses its
 * budget, so each can be run by hand as a gate (they are not part of CI).
 */
import fs from 'node:fs'
import path from 'node:path'

export interface Budgets {
  lighthouse: {
    categories: Record<string, number>
    metrics: Record<string, number>
    /** The store against its ceiling (bench/ceiling.ts): performance at most this far below it, LCP at most this ratio of it. */
    ceiling: { performanceGap: number; lcpRatio: number }
  }
  bundle: { firstLoadJsGzipKb: number }
  build: { catalogSize: number; wallSeconds: number; productPageHtmlKb: number }
  api: { cartWriteP95Ms: number; cartAtCeilingCpuMs: number }
  search: { autocompleteP95Ms: number; productSearchP95Ms: number; indexBuildMs: number; searchPageP95Ms: number }
  publish: { contentChangeLiveMs: number }
  /** SIGTERM under reconnecting keep-alive load (bench:drain, all runs together): requests reset, requests failed. */
  drain: { resets: number; failedRequests: number }
  /** Interaction to next paint of each measured tap, phone profile at 4× CPU slowdown (bench:inp, median). */
  inp: { interactionMs: number }
  /** Bytes of product and content pictures on a phone's first screen (bench:lighthouse, per route, median). */
  images: { firstScreenPhoneKb: number }
  /** The embedded catalogue's photographs (bench:photos): each 1,200 px master's size, the median time to render one on an empty cache. */
  photos: { masterMinKb: number; masterMaxKb: number; masterRenderMedianMs: number }
  /** Two instances behind nginx across a publish and a rolling restart (bench:instances): failed requests, the slowest instance's follow of a release. */
  instances: { failedRequests: number; followMs: number }
  /** A publish's release step, making the release and pruning after the switch (bench:release, a synthetic build of catalogSize products, medians): a price change, a stripe change. */
  release: { catalogSize: number; priceChangeReleaseMs: number; stripeChangeReleaseMs: number }
}

export const BUDGETS_FILE = path.resolve(__dirname, '../../bench/budgets.json')

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets
}

/** One figure checked against its budget (`at most` or `at least`). */
export interface Check {
  name: string
  value: number
  budget: number
  kind: 'max' | 'min'
}

export function passes({ value, budget, kind }: Check): boolean {
  if (Number.isNaN(value)) return false
  return kind === 'max' ? value <= budget : value >= budget
}

/** Prints every check as PASS/FAIL and returns the exit code: 1 when any failed. */
export function report(checks: readonly Check[], log: (line: string) => void = console.log): number {
  let failed = 0
  for (const check of checks) {
    const ok = passes(check)
    if (!ok) failed++
    log(`${ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value} (${check.kind === 'max' ? '≤' : '≥'} ${check.budget})`)
  }
  log(failed ? `${failed} of ${checks.length} budget(s) missed` : `all ${checks.length} budget(s) hold`)
  return failed ? 1 : 0
}
