import { expect, test } from './support/fixtures'

type Pushed = { event?: string; ecommerce?: Record<string, unknown> }

/** The home banners as GA4 promotions: view_promotion when a banner is shown, select_promotion when pressed. */
test.describe('home banner promotions in the data layer', () => {
  test('the first banner is viewed once; the next one when shown; a press selects it', async ({ page, context, baseURL }) => {
    // No prompt over the banners.
    await context.addCookies(['cookiePolicies=false', 'cepPromptDismissed=true'].map((pair) => ({ name: pair.split('=')[0], value: pair.split('=')[1], url: baseURL! })))
    await page.goto('/')
    const dataLayer = () => page.evaluate(() => ((window.dataLayer ?? []) as Pushed[]).filter((e) => e.event === 'view_promotion' || e.event === 'select_promotion'))
    await expect.poll(async () => (await dataLayer()).length).toBeGreaterThan(0)
    const [first] = await dataLayer()
    expect(first).toMatchObject({
      event: 'view_promotion',
      ecommerce: { promotion_id: expect.any(String), promotion_name: expect.any(String), creative_name: expect.any(String), creative_slot: expect.stringMatching(/ 1$/), items: [] },
    })
    const carousel = page.getByTestId('banner-carousel')
    const viewedSlots = async () => (await dataLayer()).filter((e) => e.event === 'view_promotion').map((e) => String(e.ecommerce?.creative_slot))
    // The carousel rotates by itself (every 4 s) and rewinds: each banner is viewed once.
    await expect.poll(async () => (await viewedSlots()).slice(0, 2), { timeout: 20_000 }).toEqual([first.ecommerce?.creative_slot, expect.stringMatching(/ 2$/)])
    const bannerCount = await carousel.locator('a').count()
    await page.waitForTimeout(4000 * bannerCount + 1000)
    const slots = await viewedSlots()
    expect(slots.length).toBeLessThanOrEqual(bannerCount)
    expect(new Set(slots).size).toBe(slots.length)
    // Pressing it: select_promotion (the push happens before the navigation; the page's data layer is read after it).
    await page.evaluate(() => {
      ;(window as unknown as { __kept?: unknown[] }).__kept = window.dataLayer
    })
    const link = carousel.locator('a').first()
    // Pressed as the shopper would the banner shown first (the carousel may have moved on meanwhile).
    await link.evaluate((anchor) => (anchor as HTMLAnchorElement).click())
    const kept = await page.evaluate(() => (((window as unknown as { __kept?: Pushed[] }).__kept ?? []) as Pushed[]).filter((e) => e.event === 'select_promotion'))
    expect(kept).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ promotion_id: first.ecommerce?.promotion_id, creative_slot: first.ecommerce?.creative_slot }) })])
  })
})
