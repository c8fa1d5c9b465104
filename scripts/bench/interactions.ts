/**
 * The taps `bench:inp` measures and `bench:inp-trace` traces, in order, on one
 * phone page (390 px, touch) with the CPU slowed 4× (DevTools' throttling):
 * the menu drawer, the search modal and typing a term in it, a facet on a
 * listing, a size on a product page, add to cart, quantity + in the cart, and
 * the checkout's e-mail, profile and shipping «Continuar». Each tap is handed
 * to `measure` with the action that performs it and waits for its result.
 */
import type { Browser, Page } from '@playwright/test'

import { CONTEXT_DEFAULTS, PHONE } from '../../e2e/support/viewports'
import { testCatalogue } from '../../src/test-support/catalogue'
import { BENCH_PRODUCT_PAGE } from './routes'

/** DevTools' CPU throttling of a mid-range phone. */
export const CPU_SLOWDOWN = 4
/** Event Timing's smallest reported duration: a shorter interaction reports nothing. */
export const EVENT_TIMING_FLOOR_MS = 16
const LISTING = '/esportes/corrida'
const SEARCH_TERM = 'bola'

export const INTERACTIONS = [
  'menu drawer',
  'search modal',
  'search typing',
  'listing facet',
  'product size',
  'add to cart',
  'cart quantity +',
  'checkout e-mail Continuar',
  'checkout profile Continuar',
  'checkout shipping Continuar',
] as const
export type Interaction = (typeof INTERACTIONS)[number]

/** An Event Timing entry of an interaction (times in the page's performance clock, ms). */
export interface InteractionEntry {
  id: number
  name: string
  startTime: number
  processingStart: number
  processingEnd: number
  duration: number
}

/** Collects the page's Event Timing entries of interactions (installed before any script of the page). */
const OBSERVER = `(() => {
  window.__interactions = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, startTime: entry.startTime, processingStart: entry.processingStart, processingEnd: entry.processingEnd, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true })
})()`

/** The interaction entries the page reported since the `from`-th. */
export async function entriesSince(page: Page, from: number): Promise<InteractionEntry[]> {
  return page.evaluate((start) => (window as unknown as { __interactions: InteractionEntry[] }).__interactions.slice(start), from)
}

export async function entryCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length)
}

/** A product of the embedded catalogue with sizes as buttons: the sizes of its first SKU's colour, every one in stock. */
export function sizedProductPath(): { path: string; sizes: string[] } {
  for (const product of testCatalogue().products) {
    if (product.isKit) continue
    const colour = product.skus[0]?.variations.Cor
    const sameColour = product.skus.filter((s) => s.variations.Cor === colour)
    const sizes = sameColour.map((s) => s.variations.Tamanho ?? '')
    if (sizes.length >= 3 && sizes.every((size) => size.length > 0 && size.length <= 3 && /\d|^[PMG]+$/.test(size)) && sameColour.every((s) => s.offers.some((o) => o.stock > 0))) {
      return { path: `/${product.linkText}/p`, sizes }
    }
  }
  throw new Error('no product with size buttons in the catalogue')
}

/** A fresh phone context whose page reports its interactions, with the CPU slowed CPU_SLOWDOWN×. */
export async function openPhonePage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...CONTEXT_DEFAULTS, baseURL: baseUrl })
  await context.addInitScript(OBSERVER)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return page
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

export type Measure = (name: Interaction, action: () => Promise<void>) => Promise<void>

/** Goes through every interaction on `page`, in order, each through `measure`. */
export async function runInteractions(page: Page, sized: { path: string; sizes: string[] }, measure: Measure): Promise<void> {
  await goto(page, '/')
  await measure('menu drawer', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByTestId('mobile-drawer').waitFor()
  })
  await page.keyboard.press('Escape')
  await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' }).catch(() => undefined)

  await measure('search modal', async () => {
    await page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' }).click()
    await page.getByTestId('search-modal').waitFor()
  })
  const input = page.getByTestId('search-modal').getByRole('searchbox', { name: 'Buscar' })
  await measure('search typing', async () => {
    await input.pressSequentially(SEARCH_TERM, { delay: 120 })
    await page.getByTestId('search-modal').locator('[data-product-image]').first().waitFor()
  })

  await goto(page, LISTING)
  await page.getByRole('button', { name: /^Filtrar/ }).click()
  const facet = page.locator('[data-testid^="facet-group-"]').getByRole('checkbox').first()
  await facet.waitFor()
  await measure('listing facet', async () => {
    await facet.check()
    await page.waitForURL(/facets=/)
  })

  await goto(page, sized.path)
  const sizes = page.getByTestId('variation-Tamanho')
  const before = await page.getByTestId('product-page').getAttribute('data-sku-id')
  const pressed = await sizes.getByRole('button', { pressed: true }).textContent().catch(() => null)
  const size = [...sized.sizes].reverse().find((value) => value !== pressed?.trim()) ?? sized.sizes[1]
  await measure('product size', async () => {
    await sizes.getByRole('button', { name: size, exact: true }).click()
    await page.waitForFunction((sku) => document.querySelector('[data-testid="product-page"]')?.getAttribute('data-sku-id') !== sku, before)
  })

  await goto(page, BENCH_PRODUCT_PAGE)
  await measure('add to cart', async () => {
    await page.getByTestId('product-page').getByTestId('add-to-cart').click()
    await page.getByTestId('cart-feedback').waitFor()
  })

  await goto(page, '/checkout/cart')
  await measure('cart quantity +', async () => {
    await page.getByTestId('cart-item').first().getByRole('button', { name: 'Aumentar quantidade' }).click()
    await page.waitForFunction(() => (document.querySelector('[data-testid="cart-item"] [data-testid="stepper-input"]') as HTMLInputElement | null)?.value === '2')
  })

  await goto(page, '/checkout')
  await page.getByTestId('profile-email-form').waitFor()
  await page.getByLabel('E-mail').fill(`inp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
  await measure('checkout e-mail Continuar', async () => {
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByTestId('profile-form').waitFor()
  })
  const form = page.getByTestId('profile-form')
  await form.getByLabel('Nome', { exact: true }).fill('Joana')
  await form.getByLabel('Sobrenome').fill('Pereira')
  await form.getByLabel('CPF').fill('529.982.247-25')
  await form.getByLabel('Telefone').fill('11987654321')
  await measure('checkout profile Continuar', async () => {
    await page.getByTestId('profile-submit').click()
    await page.waitForURL(/\/checkout\/shipping/)
  })
  await page.getByTestId('cep-form').waitFor()
  await page.getByLabel('CEP').fill('01310100')
  await page.getByRole('button', { name: 'Buscar CEP' }).click()
  await page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input').click()
  await page.getByTestId('address-fields').getByLabel('Número').fill('1000')
  await measure('checkout shipping Continuar', async () => {
    await page.getByTestId('shipping-submit').click()
    await page.getByTestId('payment-form').waitFor()
  })
}
