/**
 * `npm run bench:photos [-- --runs N --masters M]`: what the embedded
 * catalogue's photographs cost to make (server/media/product-photos). Each run
 * starts on an empty cache folder and renders M masters (default 20), one per
 * kind of product drawing the 600-product catalogue uses, in its order, and
 * each one's 320 px AVIF; prints the masters' sizes (min / median / max),
 * the first master (the grain is made then, once per process) and the median
 * of the others, medians over N runs (default 3) of each run's median, with
 * the load average beside. Exits 1 when a master is outside the size budget
 * or the median render is over its budget. Runs in this process: the grain is
 * made on the first run only, so the first run's "first master" is the one to
 * read (later runs print it again without the grain).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { imageParamsFor, productPhotoSvg, type ProductImageParams } from '../../src/catalogue/images'
import { createProductPhotos } from '../../src/server/media/product-photos'
import { testCatalogue } from '../../src/test-support/catalogue'
import { readBudgets, report } from './budgets'

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? Number(process.argv[at + 1]) : fallback
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]

/** One picture per drawing, in catalogue order (the kinds a listing shows first come first). */
function samplePictures(count: number): ProductImageParams[] {
  const picked: ProductImageParams[] = []
  const drawings = new Set<string>()
  for (const product of testCatalogue({ size: 600 }).products) {
    for (const sku of product.skus) {
      const params = imageParamsFor(product, sku, 1)
      if (picked.length >= count || drawings.has(params.icon)) continue
      drawings.add(params.icon)
      picked.push(params)
    }
  }
  return picked
}

async function main(): Promise<number> {
  const runs = argument('runs', 3)
  const pictures = samplePictures(argument('masters', 20))
  const budgets = readBudgets().photos
  const sizesKb: number[] = []
  const runMedians: number[] = []
  const firsts: number[] = []
  const avif: number[] = []
  for (let run = 1; run <= runs; run++) {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'))
    const photos = createProductPhotos({ cacheDir })
    const times: number[] = []
    const load = loadavg()[0].toFixed(1)
    try {
      for (const params of pictures) {
        let started = performance.now()
        const master = await photos.get(params, null, 'jpg')
        times.push(performance.now() - started)
        if (run === 1) sizesKb.push(master.body.length / 1024)
        started = performance.now()
        await photos.get(params, 320, 'avif')
        avif.push(performance.now() - started)
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
    firsts.push(times[0])
    runMedians.push(median(times.slice(1)))
    console.log(
      `run ${run} (load ${load}): first master ${Math.round(times[0])} ms, median of the other ${times.length - 1} ${Math.round(median(times.slice(1)))} ms`,
    )
  }
  console.log(`\n${pictures.length} masters (${pictures.map((p) => p.icon).join(', ')}); ${new Set(pictures.map((p) => productPhotoSvg(p))).size} drawings`)
  console.log(
    `sizes ${Math.round(Math.min(...sizesKb))} / ${Math.round(median(sizesKb))} / ${Math.round(Math.max(...sizesKb))} KB (min / median / max); ` +
      `render median ${Math.round(median(runMedians))} ms (runs: ${runMedians.map(Math.round).join(' / ')}); first master with the grain ${Math.round(firsts[0])} ms; ` +
      `AVIF 320 px median ${Math.round(median(avif))} ms; load average now ${loadavg()[0].toFixed(1)}`,
  )
  return report([
    { name: 'smallest master, KB', value: Math.round(Math.min(...sizesKb)), budget: budgets.masterMinKb, kind: 'min' },
    { name: 'largest master, KB', value: Math.round(Math.max(...sizesKb)), budget: budgets.masterMaxKb, kind: 'max' },
    { name: 'median render of a master, ms', value: Math.round(median(runMedians)), budget: budgets.masterRenderMedianMs, kind: 'max' },
  ])
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
