import { BALL_ID, pathOf, productById } from './product-support'
import { buildHasProviders, ingestPort } from './support/providers'
import { expect, test } from './support/fixtures'

/**
 * A build without the providers' keys (the consumer build of the test run):
 * the error reporter and product analytics load nothing and send nothing, even
 * when an error happens. Every request of a visit stays on the store's origin.
 */
test.describe('third-party providers without keys', () => {
  test.skip(buildHasProviders(), 'this build has the providers’ keys (the business build of the test run)')

  test('no request leaves the store, and neither provider’s code is loaded', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const product = productById(BALL_ID)
    await page.goto(pathOf(product))
    await page.getByTestId('product-page').waitFor()
    await page.waitForLoadState('networkidle')
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('cart-feedback').waitFor()
    // An error the reporter would have reported.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('an error with no reporter configured')
      })
    })
    await page.goto('/pesquisa?q=bola')
    await page.waitForLoadState('networkidle')
    // Loading after the first paint is idle-scheduled: give it time to (not) happen.
    await page.waitForTimeout(1500)

    const origin = new URL(page.url()).origin
    const elsewhere = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))
    expect(elsewhere).toEqual([])
    expect(requests.filter((url) => url.includes(`:${ingestPort()}`))).toEqual([])
    expect(requests.filter((url) => /\/(error-tracker|error-replay|product-analytics)-[0-9a-f]+\.js$/.test(url))).toEqual([])
    const globals = await page.evaluate(() => ({ sentry: '__SENTRY__' in window, amplitude: Object.keys(localStorage).some((key) => key.startsWith('AMP_')) }))
    expect(globals).toEqual({ sentry: false, amplitude: false })
  })
})
