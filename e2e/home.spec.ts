import { expect, seriousA11yViolations, test } from './support/fixtures'

test('the home page loads without console errors', async ({ page, consoleErrors }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await page.waitForLoadState('networkidle')
  expect(consoleErrors.list).toEqual([])
})

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await seriousA11yViolations(page)).toEqual([])
})
