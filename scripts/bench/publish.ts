/**
 * npm run bench:publish — publish-to-live time: from the signed notice to the
 * change being served, through the debounce, the incremental Gatsby build and
 * the switch, for
 *   1. a stripe text change in the content folder (Contentful's notice shape);
 *   2. a price change of one product in the embedded database (the store's catalogue notice).
 * Run after `DATA_DIR=<dir> npx gatsby build` over the same DATA_DIR (and
 * CATALOG_SIZE): the server (port BENCH_PUBLISH_PORT, default 9000 + 1 — set it)
 * adopts that build and builds on its cache, over copies of content/ and of the database.
 * It rebuilds the project's public/ and .cache/ (as the @publish browser tests do).
 * `-- --runs N` measures both changes N times on one server (default 1) and
 * prints the medians. Each measure is broken down into the build's steps (from
 * Gatsby's output) and the release and switch (from the server's publish log
 * line), with the machine's load average at its end.
 * Budgets: bench/budgets.json publish.contentChangeLiveMs, and publish.bySize (the stripe and price
 * changes at 20,000 and 100,000 products).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { productPath } from '../../src/catalogue'
import { formatCents } from '../../src/config/money'
import type { CatalogueOutcome, PublishPhases, ShellOutcome } from '../../src/server/domain/publishing/publisher'
import { loadCatalogue } from '../../src/server/storage/catalogue-repository'
import { openDatabase } from '../../src/server/storage/database'
import { raiseStoredPrice } from '../publishing/price-change'
import { differingEntries, shellOutput } from '../publishing/shell-output'
import { catalogueNotice, contentNotice, latestRecordId, postSigned, readStatus, waitForRecord } from '../publishing/notices'
import { E2E_SIGNING_SECRET, startPublishingServer, type PublishingServer } from '../../e2e/support/publishing-server'
import { buildSteps, type BuildSteps } from './build-log'
import { median, parseRunsArgument } from './stats'

const root = path.resolve(__dirname, '../..')
interface PublishBudgets {
  contentChangeLiveMs?: number
  /** By catalogue size (products): the issue's budgets at 20,000 and 100,000 products. */
  bySize?: Record<string, { stripeChangeLiveMs?: number; priceChangeLiveMs?: number }>
}
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as { publish?: PublishBudgets }
const POLL_MS = 250
const LIVE_TIMEOUT_MS = 60 * 60_000
const LOG_LINE_TIMEOUT_MS = 5_000

/** Polls a page until its HTML contains `text`; returns when it does. */
async function waitUntilServed(url: string, text: string): Promise<void> {
  const deadline = Date.now() + LIVE_TIMEOUT_MS
  while (Date.now() < deadline) {
    const response = await fetch(url)
    if (response.ok && (await response.text()).includes(text)) return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`${url} did not show "${text}" within ${LIVE_TIMEOUT_MS} ms`)
}

interface Measure {
  name: string
  liveMs: number
  /** How long the server took to answer the notice (a server busy with other work answers late). */
  noticeMs: number
  buildMs: number | null
  steps: BuildSteps
  phases: PublishPhases | null
  /** Whether it was published without Gatsby (decision record 0041), or why not. */
  shell: ShellOutcome | null
  /** Whether it was published without Gatsby (decision record 0042), or why not. */
  catalogue: CatalogueOutcome | null
  /** The 1-minute load average when the change was live. */
  load: number
}

type PublishLogged = { phases: PublishPhases | null; shell: ShellOutcome | null; catalogue: CatalogueOutcome | null }

/** The phases of a record, and its publish without a build, from the server's JSON log line for it ("msg":"publish"). */
async function phasesOf(server: PublishingServer, recordId: number): Promise<PublishLogged> {
  const deadline = Date.now() + LOG_LINE_TIMEOUT_MS
  for (;;) {
    const lines = fs.readFileSync(path.join(server.buildsDir, 'server.log'), 'utf8').split('\n')
    for (const line of lines) {
      if (!line.includes('"msg":"publish"')) continue
      const event = (JSON.parse(line) as { publish?: { recordId?: number } & Partial<PublishLogged> }).publish
      if (event?.recordId === recordId) return { phases: event.phases ?? null, shell: event.shell ?? null, catalogue: event.catalogue ?? null }
    }
    if (Date.now() > deadline) return { phases: null, shell: null, catalogue: null }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Posts a notice, waits until `url` serves `text`, and measures it. */
async function measure(server: PublishingServer, name: string, post: () => Promise<{ status: number }>, url: string, text: string): Promise<Measure> {
  const before = latestRecordId(await readStatus(target(server)))
  const started = Date.now()
  const answer = await post()
  if (answer.status !== 202) throw new Error(`the notice for "${name}" answered ${answer.status}`)
  const noticeMs = Date.now() - started
  await waitUntilServed(url, text)
  const liveMs = Date.now() - started
  const load = os.loadavg()[0]
  const record = await waitForRecord(target(server), before, LIVE_TIMEOUT_MS)
  const logFile = path.join(server.buildsDir, 'logs', `${record.id}.log`)
  const steps = buildSteps(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')
  return { name, liveMs, noticeMs, buildMs: record.durationMs, steps, ...(await phasesOf(server, record.id)), load }
}

const target = (server: PublishingServer) => ({ origin: server.origin, secret: E2E_SIGNING_SECRET })

async function stripeChange(server: PublishingServer): Promise<Measure> {
  const stripeFile = path.join(server.contentDir, 'consumer', 'stripe.json')
  const stripe = JSON.parse(fs.readFileSync(stripeFile, 'utf8')) as { messages: Array<{ stripeText: string }> }
  const text = `Frete grátis — medição ${Date.now()}`
  stripe.messages[0].stripeText = text
  fs.writeFileSync(stripeFile, JSON.stringify(stripe, null, 2))
  const content = contentNotice('content')
  return measure(server, 'stripe change', () => postSigned(target(server), '/api/publish', content.body, content.headers), `${server.origin}/`, text)
}

async function priceChange(server: PublishingServer, run: number): Promise<Measure> {
  const { product, priceCents } = raiseStoredPrice(server.dataDir, (products) => products.filter((p) => !p.isKit)[10 + run])
  const notice = catalogueNotice('price', [product.id])
  return measure(server, `price change (${productPath(product)})`, () => postSigned(target(server), '/api/publish', notice), `${server.origin}${productPath(product)}`, formatCents(priceCents))
}

const secondsOf = (value: number | null | undefined): string => (value === null || value === undefined || Number.isNaN(value) ? '–' : (value / 1000).toFixed(1))
const stepOf = (value: number | null): string => (value === null || Number.isNaN(value) ? '–' : value.toFixed(1))

function printMeasure(result: Measure): void {
  const { steps, phases, shell, catalogue } = result
  if (phases?.via === 'catalogue' && catalogue?.published) {
    console.log(
      `  ${result.name}: live after ${secondsOf(result.liveMs)} s (notice answered after ${secondsOf(result.noticeMs)} s; publish and switch ${secondsOf(result.buildMs)} s; load ${result.load.toFixed(2)})\n` +
        `    without Gatsby (decision 0042): ${catalogue.products} product(s) changed, ${catalogue.pages} pages rendered again, ${catalogue.stored} objects stored; ` +
        `reading, rendering and the release ${secondsOf(phases.buildMs)} s (${Object.entries(catalogue.stepsMs).map(([name, ms]) => `${name} ${secondsOf(ms)}`).join(', ')}), switch ${secondsOf(phases.releaseMs)} s`,
    )
    return
  }
  if (catalogue && !catalogue.published) console.log(`  ${result.name}: built with Gatsby (${catalogue.reason})`)
  if (phases?.via === 'shell' && shell?.published) {
    console.log(
      `  ${result.name}: live after ${secondsOf(result.liveMs)} s (build and switch ${secondsOf(result.buildMs)} s; load ${result.load.toFixed(2)})\n` +
        `    without Gatsby (decision 0041): slices ${shell.slices.join(', ')}, ${shell.pages} pages stitched again, ${shell.stored} objects stored; ` +
        `reading, rendering and the release ${secondsOf(phases.buildMs)} s, switch ${secondsOf(phases.releaseMs)} s`,
    )
    return
  }
  if (shell && !shell.published) console.log(`  ${result.name}: built with Gatsby (${shell.reason})`)
  console.log(
    `  ${result.name}: live after ${secondsOf(result.liveMs)} s (build and switch ${secondsOf(result.buildMs)} s; load ${result.load.toFixed(2)})\n` +
      `    gatsby ${stepOf(steps.totalS)} s: bootstrap ${stepOf(steps.bootstrapS)}, JS ${stepOf(steps.javascriptS)}, renderer ${stepOf(steps.rendererS)}, ` +
      `queries ${stepOf(steps.queriesS)}, page data ${stepOf(steps.pageDataS)}, HTML ${stepOf(steps.htmlS)} (${steps.htmlPages ?? '–'} pages), ` +
      `slices ${steps.slices ?? '–'}, stitching ${stepOf(steps.stitchingS)}, onPostBuild ${stepOf(steps.postBuildS)}; ` +
      `products sourced ${steps.sourcedProducts ?? '–'}; ` +
      `build process ${secondsOf(phases?.buildMs)} s, release and switch ${secondsOf(phases?.releaseMs)} s`,
  )
}

async function main(): Promise<number> {
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR is not set: run after `DATA_DIR=<dir> npx gatsby build`, with the same DATA_DIR')
  const { runs } = parseRunsArgument(process.argv.slice(2), 1)
  process.env.E2E_PUBLISH_PORT ??= process.env.BENCH_PUBLISH_PORT ?? '9001'
  const server = await startPublishingServer()
  const results: Measure[] = []
  let mismatched = false
  try {
    // The project's build may come from other content: publish the content copy first (not measured).
    const first = latestRecordId(await readStatus(target(server)))
    const notice = contentNotice('content')
    await postSigned(target(server), '/api/publish', notice.body, notice.headers)
    await waitForRecord(target(server), first, LIVE_TIMEOUT_MS, 1000)
    for (let run = 0; run < runs; run++) {
      results.push(await stripeChange(server))
      printMeasure(results.at(-1)!)
      const afterStripe = await shellOutput(server.origin)
      results.push(await priceChange(server, run))
      printMeasure(results.at(-1)!)
      if (results.at(-1)!.phases?.via !== 'gatsby') continue
      // A price change built by Gatsby renders the shell for the same content: the same bytes (decision record 0041).
      const differing = differingEntries(afterStripe, await shellOutput(server.origin))
      console.log(`  the next build's shell output ${differing.length === 0 ? 'equals' : `DIFFERS from (${differing.join(', ')})`} the stripe publish's`)
      mismatched ||= differing.length > 0
    }
  } finally {
    await server.stop()
    fs.rmSync(server.buildsDir, { recursive: true, force: true })
  }

  const products = loadCatalogue(openDatabase(process.env.DATA_DIR)).products.length
  const stripes = results.filter((result) => result.name === 'stripe change')
  const prices = results.filter((result) => result.name !== 'stripe change')
  const stripeLive = median(stripes.map((result) => result.liveMs))
  const priceLive = median(prices.map((result) => result.liveMs))
  const loads = results.map((result) => result.load)
  console.log(`publish to live (${products} products; debounce included; ${runs} run${runs > 1 ? 's, medians' : ''}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}):`)
  console.log(`  stripe change: live after ${secondsOf(stripeLive)} s (build and switch ${secondsOf(median(stripes.map((r) => r.buildMs ?? NaN)))} s)`)
  console.log(`  price change: live after ${secondsOf(priceLive)} s (build and switch ${secondsOf(median(prices.map((r) => r.buildMs ?? NaN)))} s)`)
  // The budgets of the nearest size measured at or below this catalogue's (the default catalogue: the content change's).
  const sized = Object.entries(budgets.publish?.bySize ?? {})
    .map(([size, budget]) => ({ size: Number(size), budget }))
    .filter(({ size }) => size <= products)
    .sort((a, b) => b.size - a.size)[0]
  const checks: Array<[string, number, number | undefined]> = [
    ['content (stripe) change', stripeLive, sized?.budget.stripeChangeLiveMs ?? budgets.publish?.contentChangeLiveMs],
    ['price change', priceLive, sized?.budget.priceChangeLiveMs],
  ]
  let over = false
  for (const [name, value, budget] of checks) {
    if (budget === undefined) continue
    over ||= value > budget
    console.log(`  budget for a ${name}${sized ? ` at ${sized.size} products` : ''}: ${budget / 1000} s — ${value <= budget ? 'within' : 'OVER'}`)
  }
  return over || mismatched ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
