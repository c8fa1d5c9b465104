import type { Page } from '@playwright/test'
import { testCatalogue } from '../src/test-support/catalogue'
import { BALL_ID, pathOf, productById } from './product-support'
import { e2ePort } from './support/store-server'
import { expect, seriousA11yViolations, test } from './support/fixtures'

/**
 * The offline web app (a service worker at /sw.js). These
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
  test('the server sends /sw.js revalidated on every load, and the manifest with icons made at build', async ({ request }) => {
    const worker = await request.get('/sw.js')
    expect(worker.status()).toBe(200)
    expect(worker.headers()['content-type']).toContain('javascript')
    expect(worker.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    const manifest = await request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    expect(manifest.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    const body = (await manifest.json()) as { theme_color: string; background_color: string; lang: string; icons: Array<{ src: string; sizes: string }> }
    expect(body).toMatchObject({ theme_color: '#007cb9', background_color: '#3643ba', lang: 'pt-BR', start_url: '/' })
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of body.icons) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type']).toBe('image/png')
    }
    const html = await (await request.get('/')).text()
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(html).toContain('<meta name="theme-color" content="#007cb9"')
  })

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

    // Another product page (the ball is the colour product of this catalogue too).
    const unvisited = testCatalogue().products.find((p) => p.id !== visited.id && !p.isKit)!
    expect(unvisited.id).not.toBe(visited.id)
    await page.goto(`${origin()}${pathOf(unvisited)}`)
    await expect(page).toHaveURL(`${origin()}/offline?from=${encodeURIComponent(pathOf(unvisited))}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible()
    await expect(page.getByTestId('offline-retry')).toHaveAttribute('href', pathOf(unvisited))

    await context.setOffline(false)
  })

  test('an answer marked no-store is never kept: /publicacao visited online is in no cache, and offline it is not shown', async ({ page, context }) => {
    await page.goto(`${origin()}/`)
    await controllingWorker(page)
    const publicacao = await page.goto(`${origin()}/publicacao`)
    expect(publicacao?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'Publicação do site' })).toBeVisible()
    // What a visitor sees there: only since when the site is live.
    await expect(page.getByText(/^No ar desde \d{2}\/\d{2}\/\d{4}|^O site está no ar\.$/)).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    // The worker answered it (network first): it controls this page too.
    expect(await controllingWorker(page)).toBe(`${origin()}/sw.js`)
    await page.goto(`${origin()}/`)
    await page.waitForLoadState('networkidle')

    const cached = await page.evaluate(async () => {
      const addresses: string[] = []
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname)
      return addresses
    })
    // The worker keeps things (the home page it just showed, the shell): only not this.
    expect(cached).toContain('/')
    expect(cached.filter((address) => address.startsWith('/publicacao'))).toEqual([])

    await context.setOffline(true)
    await page.goto(`${origin()}/publicacao`)
    await expect(page).toHaveURL(`${origin()}/offline?from=${encodeURIComponent('/publicacao')}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible()
    await context.setOffline(false)
  })
})
