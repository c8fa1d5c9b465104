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
 * Budget: bench/budgets.json publish.contentChangeLiveMs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { productPath } from '../../src/catalogue'
import { formatCents } from '../../src/config/money'
import { CatalogueRepository, loadCatalogue, upsertProducts } from '../../src/server/storage/catalogue-repository'
import { openDatabase } from '../../src/server/storage/database'
import { catalogueNotice, contentNotice, latestRecordId, postSigned, readStatus, waitForRecord } from '../publishing/notices'
import { E2E_SIGNING_SECRET, startPublishingServer } from '../../e2e/support/publishing-server'

const root = path.resolve(__dirname, '../..')
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as { publish?: { contentChangeLiveMs?: number } }
const POLL_MS = 250
const LIVE_TIMEOUT_MS = 60 * 60_000

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
  buildMs: number | null
}

async function main(): Promise<number> {
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR is not set: run after `DATA_DIR=<dir> npx gatsby build`, with the same DATA_DIR')
  process.env.E2E_PUBLISH_PORT ??= process.env.BENCH_PUBLISH_PORT ?? '9001'
  const server = await startPublishingServer()
  const target = { origin: server.origin, secret: E2E_SIGNING_SECRET }
  const results: Measure[] = []
  try {
    // The project's build may come from other content: publish the content copy first (not measured).
    const first = latestRecordId(await readStatus(server.origin))
    const notice = contentNotice('content')
    await postSigned(target, '/api/publish', notice.body, notice.headers)
    await waitForRecord(server.origin, first, LIVE_TIMEOUT_MS, 1000)

    // 1. A stripe change.
    const stripeFile = path.join(server.contentDir, 'consumer', 'stripe.json')
    const stripe = JSON.parse(fs.readFileSync(stripeFile, 'utf8')) as { messages: Array<{ stripeText: string }> }
    const text = `Frete grátis — medição ${Date.now()}`
    stripe.messages[0].stripeText = text
    fs.writeFileSync(stripeFile, JSON.stringify(stripe, null, 2))
    let before = latestRecordId(await readStatus(server.origin))
    let started = Date.now()
    const content = contentNotice('content')
    const answer = await postSigned(target, '/api/publish', content.body, content.headers)
    if (answer.status !== 202) throw new Error(`the content notice answered ${answer.status}`)
    await waitUntilServed(`${server.origin}/`, text)
    let liveMs = Date.now() - started
    let record = await waitForRecord(server.origin, before, LIVE_TIMEOUT_MS)
    results.push({ name: 'stripe change', liveMs, buildMs: record.durationMs })

    // 2. A price change of one product.
    const db = openDatabase(server.dataDir)
    const product = loadCatalogue(db).products.filter((p) => !p.isKit)[10]
    const stored = new CatalogueRepository(db).productById(product.id)!
    const offer = stored.skus[0].offers[0]
    offer.price += 1_234
    offer.listPrice = Math.max(offer.listPrice, offer.price)
    upsertProducts(db, [stored])
    db.close()
    before = latestRecordId(await readStatus(server.origin))
    started = Date.now()
    const price = await postSigned(target, '/api/publish', catalogueNotice('price', [product.id]))
    if (price.status !== 202) throw new Error(`the catalogue notice answered ${price.status}`)
    await waitUntilServed(`${server.origin}${productPath(product)}`, formatCents(offer.price))
    liveMs = Date.now() - started
    record = await waitForRecord(server.origin, before, LIVE_TIMEOUT_MS)
    results.push({ name: `price change (${productPath(product)})`, liveMs, buildMs: record.durationMs })
  } finally {
    await server.stop()
    fs.rmSync(server.buildsDir, { recursive: true, force: true })
  }

  const products = loadCatalogue(openDatabase(process.env.DATA_DIR)).products.length
  const budget = budgets.publish?.contentChangeLiveMs
  console.log(`publish to live (${products} products; debounce included):`)
  for (const result of results) console.log(`  ${result.name}: live after ${(result.liveMs / 1000).toFixed(1)} s (build and switch ${((result.buildMs ?? 0) / 1000).toFixed(1)} s)`)
  const content = results[0]
  if (budget !== undefined) console.log(`  budget for a content change: ${budget / 1000} s — ${content.liveMs <= budget ? 'within' : 'OVER'}`)
  return budget !== undefined && content.liveMs > budget ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
