import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium'

const BASE = 'http://127.0.0.1:9811'
const PAGES = process.argv.slice(2)

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_FLAGS })
  for (const kind of ['desktop', 'mobile'] as const) {
    const mobile = kind === 'mobile'
    const context = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 768 }, isMobile: mobile, hasTouch: mobile, locale: 'pt-BR' })
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: BASE },
      { name: 'cepPromptDismissed', value: 'true', url: BASE },
    ])
    const page = await context.newPage()
    page.on('console', (m) => m.type() === 'error' && console.error(kind, 'console error:', m.text()))
    await page.request.get(`${BASE}/api/health`)
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
    await page.request.post(`${BASE}/api/login`, { data: { email: 'ana.souza@example.com', password: 'arena123' }, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })
    for (const path of PAGES) {
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const name = path.replace(/[^a-z0-9]+/gi, '_')
      await page.screenshot({ path: `/tmp/shots/${name}-${kind}.png`, fullPage: true })
    }
    await context.close()
  }
  await browser.close()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
