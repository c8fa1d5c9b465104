import type { Page } from '@playwright/test'
import { BALL_ID, pathOf, productById, colourProduct } from './product-support'
import { e2ePort } from './support/store-server'
import { expect, test } from './support/fixtures'

/**
 * The offline web app (storefront-shell §7: a service worker at /sw.js). These
 * specs let the worker run (the others block it) and use the name localhost,
 * where browsers allow service workers without HTTPS.
 */
test.use({ serviceWorkers: 'allow' })

const origin = () => `http://localhost:${e2ePort()}`

/** Waits until a service worker controls the page; resolves to its script address. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 20_000,
  })
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
}

test.describe('offline web app', () => {
  test('the service worker /sw.js is registered and controls the page', async ({ page }) => {
    await page.goto(`${origin()}/`)
    expect(await controllingWorker(page)).toBe(`${origin()}/sw.js`)
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration('/')
      return { scope: found?.scope, active: found?.active?.state }
    })
    expect(registration).toEqual({ scope: `${origin()}/`, active: 'activated' })
  })

  test('offline, a visited product page reloads from the cache and an unvisited page lands on /offline?from=…', async ({ page, context }) => {
    const visited = productById(BALL_ID)
    await page.goto(`${origin()}${pathOf(visited)}`)
    await controllingWorker(page)
    await page.getByTestId('product-page').waitFor()
    await page.waitForLoadState('networkidle')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible()
    await expect(page.getByTestId('product-main-image')).toBeVisible()

    const unvisited = colourProduct()
    expect(unvisited.id).not.toBe(visited.id)
    await page.goto(`${origin()}${pathOf(unvisited)}`)
    await expect(page).toHaveURL(`${origin()}/offline?from=${encodeURIComponent(pathOf(unvisited))}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible()

    await context.setOffline(false)
  })
})
