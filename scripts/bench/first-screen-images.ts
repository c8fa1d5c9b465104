/**
 * `npm run bench:images [route…]`: bytes of the pictures on a phone's first
 * screen (the e2e phone profile: 390 × 844 at its device pixel ratio, which
 * picks the larger `srcset` candidates), for each of Lighthouse's routes by
 * default, against the production server and the current build (or
 * BENCH_BASE_URL). Counts every `<img>` whose box is (partly) within the first
 * screen, at the bytes its chosen candidate (`currentSrc`) took on the wire
 * (Resource Timing), each address once; checked against bench/budgets.json
 * `images.firstScreenPhoneKb`; beside it, every picture the page fetched by
 * then (first screen or not). Bytes do not depend on the host: one run.
 */
import { chromium, type Page } from '@playwright/test'

import { CHROMIUM_MISSING_MESSAGE, PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium'
import { CONTEXT_DEFAULTS, PHONE } from '../../e2e/support/viewports'
import { readBudgets } from './budgets'
import { LIGHTHOUSE_ROUTES } from './routes'
import { startBenchServer } from './serve-build'

interface FirstScreenImage {
  url: string
  bytes: number
}

async function firstScreenImages(page: Page): Promise<FirstScreenImage[]> {
  // Every picture on the first screen has finished (lazy ones the browser chose to load there included).
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.getBoundingClientRect().bottom > 0).every((img) => img.complete),
  )
  return page.evaluate(() => {
    const seen = new Set<string>()
    const images: Array<{ url: string; bytes: number }> = []
    for (const img of document.images) {
      const box = img.getBoundingClientRect()
      const outside = box.top >= window.innerHeight || box.bottom <= 0 || box.left >= window.innerWidth || box.right <= 0
      if (outside || box.width === 0 || !img.currentSrc || seen.has(img.currentSrc)) continue
      seen.add(img.currentSrc)
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined
      images.push({ url: img.currentSrc.replace(location.origin, ''), bytes: entry ? entry.encodedBodySize || entry.transferSize : 0 })
    }
    return images
  })
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : LIGHTHOUSE_ROUTES
  const budgetKb = readBudgets().images.firstScreenPhoneKb
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  const rows: Array<Record<string, string | number>> = []
  let failures = 0
  try {
    for (const route of routes) {
      const context = await browser.newContext({ ...PHONE, ...CONTEXT_DEFAULTS })
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}${route}`)
      await page.waitForLoadState('networkidle')
      const images = await firstScreenImages(page)
      const allImagesKb = await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'img' || /\.(avif|webp|jpe?g|png|svg)(\?|$)/.test(entry.name))
            .reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize), 0) / 1024,
      )
      await context.close()
      const kb = images.reduce((sum, image) => sum + image.bytes, 0) / 1024
      const ok = kb <= budgetKb
      if (!ok) failures++
      rows.push({
        route,
        pictures: images.length,
        'KB on the first screen': Number(kb.toFixed(1)),
        'KB of all pictures fetched': Number(allImagesKb.toFixed(1)),
        largest: images.length ? images.reduce((a, b) => (b.bytes > a.bytes ? b : a)).url : '',
        budget: ok ? `PASS (≤ ${budgetKb})` : `FAIL (> ${budgetKb})`,
      })
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`Pictures on a phone's first screen (${PHONE.viewport.width} × ${PHONE.viewport.height}, device pixel ratio ${PHONE.deviceScaleFactor})`)
  console.table(rows)
  console.log(failures ? `${failures} route(s) over budget` : 'all routes within budget')
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
