import { expect, test } from './support/fixtures'

/**
 * What a first visit asks the store for while the page comes to life. Gatsby
 * also passes each page's Head through wrapRootElement, in a second React
 * root: the store's providers were mounted there too, and asked again.
 */
test('a first visit to the home page asks for the session once and for the cart once', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/account/session' || pathname.startsWith('/api/checkout/orderForm')) asked.push(`${request.method()} ${pathname}`)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Effects that run late (after the cart and the account answered) would ask now.
  await page.waitForTimeout(500)
  expect(asked.filter((call) => call === 'GET /api/account/session')).toHaveLength(1)
  expect(asked.filter((call) => call.startsWith('GET /api/checkout/orderForm'))).toHaveLength(1)
})
