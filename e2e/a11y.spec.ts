import { expect, seriousA11yViolations, test } from './support/fixtures'

/** axe on the main pages beyond the home and content pages (which have their own checks). */
test.describe('accessibility', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    ])
  })

  for (const path of ['/esportes/corrida', '/pesquisa?q=bola', '/account', '/checkout/cart']) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }

  test('a product page has no serious or critical violation', async ({ page }) => {
    await page.goto('/esportes/corrida')
    const href = await page.locator('a[href$="/p"]').first().getAttribute('href')
    expect(href).toBeTruthy()
    await page.goto(href!)
    await page.waitForLoadState('networkidle')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
