import type { Page } from '@playwright/test'
import { BALL_ID, pathOf, productById } from './product-support'
import { amplitudeEvents, buildHasProviders, sentryEvents } from './support/providers'
import { expect, test } from './support/fixtures'

/**
 * The error reporter (Sentry) and product analytics (Amplitude) of a build
 * made with their keys pointed at the local stand-in (the test runner's
 * business build; e2e/support/providers.ts). @providers
 */
test.describe('third-party providers @providers', () => {
  test.skip(!buildHasProviders(), 'needs a build made with providerBuildEnv() (GATSBY_SENTRY_DSN, GATSBY_AMPLITUDE_API_KEY)')
  // The shopper accepted the cookies ('Aceitar'): product analytics waits for that (decision 0032; e2e/consent.spec.ts).
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookiePolicies', value: 'true', url: baseURL! }])
  })

  async function poll<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = await read()
      if (value !== undefined) return value
      if (Date.now() > deadline) throw new Error('nothing arrived at the stand-in in time')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** Errors are sampled at 0.1 (ERROR_SAMPLE_RATE): the page's random numbers are made to fall inside the sample. */
  const sampleEveryError = (page: Page) => page.addInitScript(() => Object.defineProperty(Math, 'random', { value: () => 0.05 }))

  test('a render error reaches the error reporter with the id the 500 page shows', async ({ page }) => {
    await sampleEveryError(page)
    const product = productById(BALL_ID)
    // The product page's data is broken on the way: rendering it throws.
    await page.route(`**/page-data${pathOf(product)}/page-data.json`, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { result: { data: { catalogueProduct: Record<string, unknown> } } }
      body.result.data.catalogueProduct = { ...body.result.data.catalogueProduct, skus: 42, specifications: 42, images: 42 }
      await route.fulfill({ response, json: body })
    })
    await page.goto(pathOf(product))
    await expect(page).toHaveURL(/\/500\?from=.*&errorId=[0-9a-f]{32}$/, { timeout: 15_000 })
    const errorId = new URL(page.url()).searchParams.get('errorId')!
    const release = await page.evaluate(async () => ((await (await fetch('/page-data/app-data.json')).json()) as { webpackCompilationHash: string }).webpackCompilationHash)

    const event = await poll(async () => (await sentryEvents()).find((candidate) => candidate.event_id === errorId))
    expect(event).toMatchObject({ environment: 'e2e', release, tags: { context: 'ErrorBoundary' } })
    const exception = (event.exception as { values: Array<{ type: string; mechanism?: { type?: string } }> }).values.at(-1)!
    expect(exception.type).toBe('TypeError')
    expect(exception.mechanism?.type).toBe('auto.function.react.error_boundary')
  })

  test('an error from a browser extension is not reported; the page’s own is', async ({ page }) => {
    await sampleEveryError(page)
    await page.goto('/')
    // The reporter loads after the first paint.
    await page.waitForFunction(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__), null, { timeout: 15_000 })
    const marker = `marker-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    await page.evaluate((own) => {
      const fromExtension = new Error(`extension failure ${own}`)
      fromExtension.stack = `Error: extension failure ${own}\n    at run (chrome-extension://abcdefghijklmnopabcdefghijklmnop/content.js:10:5)`
      setTimeout(() => {
        throw fromExtension
      })
      setTimeout(() => {
        throw new Error(own)
      }, 50)
    }, marker)
    const messages = async () =>
      (await sentryEvents()).flatMap((event) => ((event.exception as { values?: Array<{ value?: string }> } | undefined)?.values ?? []).map((v) => v.value ?? ''))
    await poll(async () => ((await messages()).includes(marker) ? true : undefined))
    expect((await messages()).filter((message) => message.includes('extension failure'))).toEqual([])
  })

  /** Amplitude's device id of this page (kept in local storage, never a cookie). */
  async function deviceId(page: Page): Promise<string> {
    return poll(async () =>
      page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (!key.startsWith('AMP_')) continue
          try {
            const value = JSON.parse(localStorage.getItem(key) ?? 'null') as { deviceId?: string } | null
            if (value?.deviceId) return value.deviceId
          } catch {
            // another Amplitude key
          }
        }
        return undefined
      }),
    )
  }

  test('product analytics: a page view without the query string, an add to cart, and clicks with their element', async ({ page }) => {
    await page.goto('/pesquisa?q=bola&utm_source=newsletter')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const device = await deviceId(page)
    const mine = async () => (await amplitudeEvents()).filter((event) => event.device_id === device)
    const origin = new URL(page.url()).origin

    const view = await poll(async () => (await mine()).find((event) => event.event_type === 'page_view'))
    expect(view.event_properties).toMatchObject({ page_url: `${origin}/pesquisa`, page_type: 'listing', page_path: '/pesquisa' })
    expect(JSON.stringify(view)).not.toContain('q=bola')
    // The data layer's session is the provider's: its campaign event belongs to the same session.
    const campaign = await poll(async () => (await mine()).find((event) => event.event_type === 'campaign'))
    expect(campaign.session_id).toBe(view.session_id)
    expect(campaign.event_properties).toMatchObject({ utm_source: 'newsletter' })

    const product = productById(BALL_ID)
    await page.goto(pathOf(product))
    await page.getByTestId('product-page').waitFor()
    await page.waitForLoadState('networkidle')
    await page.getByTestId('add-to-cart').click()
    const added = await poll(async () => (await mine()).find((event) => event.event_type === 'add_to_cart'))
    expect(added.event_properties).toMatchObject({ currency: 'BRL', page_url: `${origin}${pathOf(product)}`, page_type: 'product detail' })
    expect((added.event_properties as { items: Array<{ product_id: string }> }).items[0].product_id).toBe(BALL_ID)

    const click = await poll(async () =>
      (await mine()).find(
        (event) => event.event_type === '[Amplitude] Element Clicked' && (event.event_properties as Record<string, unknown>)['[Amplitude] Element Tag'] === 'button',
      ),
    )
    expect(click.event_properties).toMatchObject({ '[Amplitude] Page URL': `${origin}${pathOf(product)}` })
    expect(click.session_id).toBe(added.session_id)
  })
})
