/**
 * npm run bench:release — the release step of a publish at a catalogue's
 * size, without Gatsby: a synthetic build folder of Gatsby's shape (per
 * product a page of ~43 KB and its page data of ~5 KB, 100 listing pages,
 * a few hundred scripts, styles and pictures: 40,000+ files, ~1 GB at
 * 20,000 products) in a temporary folder, kept as releases in a fresh
 * BUILDS_DIR the way publishing does:
 *   1. the first release (every file new);
 *   2. a price change: 3 files written again (the product's page and page data, a listing's page data),
 *      once to have two releases, then measured;
 *   3. a stripe change: every page's HTML written again (what re-stitching the shell's slices does).
 * Each step times `create()` (what a publish waits for before its switch),
 * then `prune()` (after the switch: the release before the previous one
 * removed, and with the object store the objects no kept release names): the
 * two are a publish's release step; with the object store, how long
 * another instance takes to read the new release's manifest (what following
 * a publish costs it); and the event loop's longest pause during each (what
 * a server doing it meanwhile could not answer).
 * `--runs N` (default 3) repeats the steps on a fresh BUILDS_DIR and
 * prints medians, each figure with the 1-minute load average at its end;
 * `--products N` (default 20,000); `--no-stripe` leaves the stripe change
 * out (at 100,000 products it writes 4 GB twice); `--compare REF` measures the release
 * store of a git ref too (e.g. `--compare d3a4f4f`, the last commit with the
 * hard-link store before decision 0039), alternating with this one run by run. BENCH_TMP: where the
 * folders go (default the system's temporary folder; needs ~4 GB at 20,000
 * products, ~6 GB with `--compare`).
 * Budgets: bench/budgets.json release (at 20,000 products).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildOutput } from '../../src/server/domain/publishing/ports'
import { FileReleaseRepository } from '../../src/server/publishing/release-store'
import { readBudgets, report, type Check } from './budgets'
import { median, parseCountOption, parseRunsArgument } from './stats'

const ROOT = path.resolve(__dirname, '../..')
const STORE_FILE = 'src/server/publishing/release-store.ts'
/** A product page's HTML and page data, on average (docs/performance/README.md: 43 KB measured on a 20,000-product build). */
const PAGE_BYTES = 43 * 1024
const PAGE_DATA_BYTES = 5 * 1024
const LISTING_PAGES = 100
const SCRIPTS = 200
const STYLES = 20
const PICTURES = 80

/** What the bench calls of a release store (the current one and a git ref's have these). */
interface BenchStore {
  create(id: string, output: BuildOutput): Promise<{ id: string }>
  setCurrent(id: string): void
  prune(keep: readonly string[]): Promise<void>
}
type StoreMaker = (root: string) => BenchStore

interface StepTimes {
  createMs: number
  /** After the switch: removing the release before the previous one (none after the first two releases). */
  pruneMs: number
  /** The release step of a publish: create and prune (the switch itself is one rename). */
  releaseMs: number
  /** Another instance reading the new release's manifest, as it does before its switch (the object store only). */
  followMs: number | null
  /** The event loop's longest pause while the release was made, and while another instance read it: how long a server doing it could not answer. */
  createPauseMs: number
  followPauseMs: number | null
  load: number
}

interface RunTimes {
  first: StepTimes
  /** The first price change: only two releases exist then, nothing is pruned (not summed up). */
  warmUp: StepTimes
  price: StepTimes | null
  stripe: StepTimes | null
}

/** A small deterministic generator, so two runs write the same shapes. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Markup of a product page's size: cards, prices and links, varied enough to hash and compress like real pages. */
function pageTemplate(): string {
  const random = generator(42)
  const parts: string[] = []
  let length = 0
  while (length < PAGE_BYTES * 1.2) {
    const id = Math.floor(random() * 100_000)
    const part = `<li class="card c${id % 97}"><a href="/produto/item-${id}/"><img src="/static/${id.toString(16)}/foto.webp" alt="Produto ${id}" width="320" height="320"><span class="name">Produto esportivo ${id}</span><span class="price">R$ ${(random() * 999).toFixed(2).replace('.', ',')}</span></a></li>\n`
    parts.push(part)
    length += part.length
  }
  return parts.join('')
}

const write = (file: string, content: string | Buffer): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

/** A product's page, different for each product and version (a few hundred bytes either side of the average). */
function productPage(template: string, index: number, version: string): string {
  const head = `<!doctype html><html lang="pt-BR"><head><title>Produto ${index}</title></head><body><div class="stripe">${version}</div><main data-product="${index}">`
  const size = PAGE_BYTES - 512 + ((index * 7919) % 1024)
  return `${head}${template.slice(0, size - head.length - 21)}</main></body></html>`
}

function productPageData(index: number, version: string): string {
  const head = `{"path":"/produto/item-${index}/","result":{"data":{"version":"${version}","product":{"id":${index},"description":"`
  return `${head}${'Tecido leve e respirável. '.repeat(Math.ceil(PAGE_DATA_BYTES / 26)).slice(0, PAGE_DATA_BYTES - head.length - 5)}"}}}}`
}

interface SyntheticBuild {
  publicDir: string
  cacheDir: string
  htmlFiles: string[]
  files: number
  bytes: number
}

function writeBuild(siteDir: string, products: number): SyntheticBuild {
  const publicDir = path.join(siteDir, 'public')
  const cacheDir = path.join(siteDir, '.cache')
  const template = pageTemplate()
  const random = generator(7)
  const htmlFiles: string[] = []
  let files = 0
  let bytes = 0
  const add = (sitePath: string, content: string | Buffer) => {
    write(path.join(publicDir, sitePath), content)
    files += 1
    bytes += Buffer.byteLength(content)
    if (sitePath.endsWith('.html')) htmlFiles.push(sitePath)
  }
  for (let index = 0; index < products; index += 1) {
    add(`produto/item-${index}/index.html`, productPage(template, index, 'v0'))
    add(`page-data/produto/item-${index}/page-data.json`, productPageData(index, 'v0'))
  }
  for (let index = 0; index < LISTING_PAGES; index += 1) {
    add(`esportes/departamento-${index}/index.html`, productPage(template, products + index, 'v0'))
    add(`page-data/esportes/departamento-${index}/page-data.json`, productPageData(products + index, 'v0'))
  }
  add('index.html', productPage(template, -1, 'v0'))
  add('404.html', productPage(template, -2, 'v0'))
  add('page-data/app-data.json', '{"webpackCompilationHash":"0123456789abcdef"}')
  for (let index = 0; index < SCRIPTS; index += 1) add(`component---${index.toString(16).padStart(8, '0')}.js`, `/* ${index} */${'var a=1;'.repeat(Math.floor(256 + random() * 25_000))}`)
  for (let index = 0; index < STYLES; index += 1) add(`styles-${index}.css`, `.c${index}{color:red}`.repeat(Math.floor(100 + random() * 2_000)))
  for (let index = 0; index < PICTURES; index += 1) {
    const picture = Buffer.alloc(4 * Math.floor(5_000 + random() * 15_000))
    for (let at = 0; at < picture.length; at += 4) picture.writeUInt32LE(Math.floor(random() * 2 ** 32), at)
    add(`static/${index.toString(16).padStart(6, '0')}/foto.webp`, picture)
  }
  write(path.join(cacheDir, 'redirects.json'), '[]')
  write(path.join(cacheDir, 'match-paths.json'), '[]')
  return { publicDir, cacheDir, htmlFiles, files, bytes }
}

/** The release store of a git ref, loaded from its source (its imports pointed at this checkout). */
async function storeAt(ref: string, tmp: string): Promise<StoreMaker> {
  const source = execFileSync('git', ['show', `${ref}:${STORE_FILE}`], { cwd: ROOT, encoding: 'utf8' })
  const here = path.join(ROOT, path.dirname(STORE_FILE))
  const rewritten = source.replace(/from '(\.\.?\/[^']+)'/g, (_match, specifier: string) => `from '${path.join(here, specifier)}'`)
  const file = path.join(tmp, `release-store-${ref.replace(/[^\w.-]/g, '_')}.ts`)
  fs.writeFileSync(file, rewritten)
  const loaded = (await import(file)) as { FileReleaseRepository: new (root: string) => BenchStore }
  return (root) => new loaded.FileReleaseRepository(root)
}

const loadNow = (): number => Math.round(os.loadavg()[0] * 100) / 100

async function timed<T>(work: () => Promise<T> | T): Promise<number> {
  const started = performance.now()
  await work()
  return Math.round(performance.now() - started)
}

/** Times some work and the event loop's longest pause meanwhile (a timer every millisecond). */
async function timedWithPauses<T>(work: () => Promise<T> | T): Promise<{ ms: number; pauseMs: number }> {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  const ms = await timed(work)
  clearInterval(timer)
  longest = Math.max(longest, performance.now() - last)
  return { ms, pauseMs: Math.round(longest) }
}

/** A price change: the product's page and page data, and a listing's page data (their time moves on, their size may not). */
function changePrice(build: SyntheticBuild, version: string): void {
  write(path.join(build.publicDir, 'produto/item-1/index.html'), productPage(pageTemplate(), 1, version))
  write(path.join(build.publicDir, 'page-data/produto/item-1/page-data.json'), productPageData(1, version))
  write(path.join(build.publicDir, 'page-data/esportes/departamento-0/page-data.json'), productPageData(0, version))
}

/**
 * One run on a fresh BUILDS_DIR: the first release, a price change (two releases kept, nothing
 * pruned yet), then the measured price change and stripe change, each pruning the release before
 * the previous one as every publish does from then on.
 */
async function measureRun(make: StoreMaker, buildsDir: string, build: SyntheticBuild, run: number, options: { follow: boolean; stripe: boolean }): Promise<RunTimes> {
  fs.rmSync(buildsDir, { recursive: true, force: true })
  const store = make(buildsDir)
  const output: BuildOutput = { publicDir: build.publicDir, cacheDir: build.cacheDir, info: null }
  const ids: string[] = []
  const step = async (name: string): Promise<StepTimes> => {
    const id = `b${ids.length + 1}-${name}`
    const create = await timedWithPauses(() => store.create(id, output))
    store.setCurrent(id)
    ids.unshift(id)
    const follow = options.follow ? await timedWithPauses(() => new FileReleaseRepository(buildsDir).current()?.publicFiles.prepare()) : null
    const pruneMs = await timed(() => store.prune(ids.slice(0, 2)))
    return {
      createMs: create.ms,
      pruneMs,
      releaseMs: create.ms + pruneMs,
      followMs: follow?.ms ?? null,
      createPauseMs: create.pauseMs,
      followPauseMs: follow?.pauseMs ?? null,
      load: loadNow(),
    }
  }
  const first = await step('first')
  changePrice(build, `r${run}-a`)
  const warmUp = await step('warm-up')
  changePrice(build, `r${run}-b`)
  const price = await step('price')
  let stripe: StepTimes | null = null
  if (options.stripe) {
    // A stripe change: every page's HTML written again with the new stripe.
    const template = pageTemplate()
    for (const [index, sitePath] of build.htmlFiles.entries()) write(path.join(build.publicDir, sitePath), productPage(template, index, `listra r${run}`))
    stripe = await step('stripe')
  }
  fs.rmSync(buildsDir, { recursive: true, force: true })
  return { first, warmUp, price, stripe }
}

type StepName = 'first' | 'price' | 'stripe'
type StepSummary = Record<keyof StepTimes, number | null>

function summary(runs: readonly RunTimes[]): Record<StepName, StepSummary> {
  const of = (stepName: StepName, field: keyof StepTimes): number | null => {
    const values = runs.map((run) => run[stepName]?.[field] ?? null).filter((value): value is number => value !== null)
    return values.length ? median(values) : null
  }
  const step = (stepName: StepName): StepSummary => ({
    createMs: of(stepName, 'createMs'),
    pruneMs: of(stepName, 'pruneMs'),
    releaseMs: of(stepName, 'releaseMs'),
    followMs: of(stepName, 'followMs'),
    createPauseMs: of(stepName, 'createPauseMs'),
    followPauseMs: of(stepName, 'followPauseMs'),
    load: of(stepName, 'load'),
  })
  return { first: step('first'), price: step('price'), stripe: step('stripe') }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const { runs, rest } = parseRunsArgument(args, 3)
  const { value: products, rest: others } = parseCountOption(rest, '--products', 20_000, 1)
  const withStripe = !others.includes('--no-stripe')
  const compareAt = others.indexOf('--compare')
  const compareRef = compareAt >= 0 ? others[compareAt + 1] : null
  if (compareAt >= 0 && !compareRef) throw new Error('--compare needs a git ref, e.g. --compare main')
  const tmp = fs.mkdtempSync(path.join(process.env.BENCH_TMP ?? os.tmpdir(), 'bench-release-'))
  try {
    const started = performance.now()
    const build = writeBuild(path.join(tmp, 'site'), products)
    console.log(`synthetic build: ${build.files} files, ${(build.bytes / 2 ** 20).toFixed(0)} MB, ${build.htmlFiles.length} HTML pages (written in ${Math.round((performance.now() - started) / 1000)} s); load ${loadNow()}`)
    const stores: Array<{ name: string; make: StoreMaker; follow: boolean }> = [{ name: 'objects (this checkout)', make: (root) => new FileReleaseRepository(root), follow: true }]
    if (compareRef) stores.push({ name: `${compareRef}'s ${STORE_FILE}`, make: await storeAt(compareRef, tmp), follow: false })
    const results = new Map<string, RunTimes[]>(stores.map((store) => [store.name, []]))
    for (let run = 0; run < runs; run += 1) {
      // Alternating which store goes first, so neither always meets a colder or busier machine.
      const order = run % 2 === 0 ? stores : [...stores].reverse()
      for (const store of order) {
        const times = await measureRun(store.make, path.join(tmp, 'builds'), build, run, { follow: store.follow, stripe: withStripe })
        results.get(store.name)!.push(times)
        console.log(JSON.stringify({ store: store.name, run: run + 1, ...times }))
      }
    }
    const medians = Object.fromEntries([...results].map(([name, times]) => [name, summary(times)]))
    console.log(JSON.stringify({ products, files: build.files, megabytes: Math.round(build.bytes / 2 ** 20), runs, medians }, null, 2))
    const budget = readBudgets().release
    const ours = medians[stores[0].name]
    const checks: Check[] = [
      { name: `release step of a price change, ${products} products (create and prune, median ms)`, value: ours.price.releaseMs ?? Number.NaN, budget: budget.priceChangeReleaseMs, kind: 'max' },
      ...(withStripe
        ? [{ name: `release step of a stripe change, ${products} products (create and prune, median ms)`, value: ours.stripe.releaseMs ?? Number.NaN, budget: budget.stripeChangeReleaseMs, kind: 'max' as const }]
        : []),
    ]
    process.exitCode = products === budget.catalogSize ? report(checks) : 0
    if (products !== budget.catalogSize) console.log(`budgets are for ${budget.catalogSize} products: not judged`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
