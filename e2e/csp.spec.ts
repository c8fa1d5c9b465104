import { expect, test } from './support/fixtures'

/** A payload in the search term, which the results page shows back in its heading ("Resultados para “…”"). */
const REFLECTED = 'xyzzyqw"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

declare global {
  interface Window {
    __xss?: number
    __injected?: boolean
    __cspViolations?: string[]
  }
}

test.describe('strict Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    // Every CSP violation of the page, from its first script on.
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
  })

  test('the results page with a reflected term runs its own scripts and nothing injected', async ({ page, consoleErrors }) => {
    const response = await page.goto(`/pesquisa?q=${encodeURIComponent(REFLECTED)}`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    // Only this origin's files and the page's own inline scripts, by hash: no 'unsafe-inline'.
    expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)

    // The page works: Gatsby's inline scripts ran and the app took over (the term is shown back, as text).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(REFLECTED)
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    expect(await page.evaluate(() => window.__xss)).toBeUndefined()

    // A script injected into the page (as an XSS would) is refused by the browser.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.appendChild(script)
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="/favicon.svg?x" onload="window.__xss = 3">'
      document.body.appendChild(holder)
    })
    await expect.poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0)).toBeGreaterThanOrEqual(2)
    expect(await page.evaluate(() => window.__injected)).toBeUndefined()
    expect(await page.evaluate(() => window.__xss)).toBeUndefined()
    const violations = await page.evaluate(() => window.__cspViolations ?? [])
    expect(violations.every((violation) => violation.startsWith('script-src'))).toBe(true)
    expect(consoleErrors.list.filter((error) => !/Content Security Policy/.test(error))).toEqual([])
  })

  test('the home page runs under the strict policy without a violation', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await expect(page.locator('main')).toBeVisible()
    // The app is interactive (React took over): its menu button answers.
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    expect(consoleErrors.list).toEqual([])
  })
})
