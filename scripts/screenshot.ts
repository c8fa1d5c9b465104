/**
 * Takes a full-page screenshot of a URL in the system Chromium:
 *   npx tsx scripts/screenshot.ts URL OUT.png [desktop|mobile]
 */
import { chromium } from '@playwright/test'
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../e2e/support/chromium'

const VIEWPORTS = {
  desktop: { width: 1366, height: 768, isMobile: false },
  mobile: { width: 390, height: 844, isMobile: true },
} as const

async function main(): Promise<void> {
  const [url, out, kind = 'desktop'] = process.argv.slice(2)
  if (!url || !out) throw new Error('usage: tsx scripts/screenshot.ts URL OUT.png [desktop|mobile]')
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const viewport = VIEWPORTS[kind as keyof typeof VIEWPORTS] ?? VIEWPORTS.desktop
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  const page = await browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    locale: 'pt-BR',
  })
  page.on('console', (m) => m.type() === 'error' && console.error('console error:', m.text()))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE !== 'false' })
  await browser.close()
  console.log(`saved ${out}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
