/**
 * `npm run bench:inp [--runs N]`: interaction to next paint of the store's
 * taps, in Chromium on the phone profile (390 px, touch) with the CPU slowed
 * 4× (DevTools' throttling), against the production server and the current
 * build (or BENCH_BASE_URL). Each run opens a fresh browser context and goes
 * through every interaction; an interaction's figure is the longest Event
 * Timing entry of the events it dispatched (what INP counts: input delay,
 * handlers and the next paint). Prints the median of N runs (default 5) of
 * each, checked against bench/budgets.json `inp.interactionMs`. Entries
 * shorter than Event Timing's floor (16 ms) are not reported by Chromium:
 * such an interaction counts as 16 ms (an upper bound, printed "≤16").
 */
import { chromium, type Browser, type Page } from '@playwright/test'

import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium, CHROMIUM_MISSING_MESSAGE } from '../../e2e/support/chromium'
import { CONTEXT_DEFAULTS, PHONE } from '../../e2e/support/viewports'
import { testCatalogue } from '../../src/test-support/catalogue'
import { readBudgets } from './budgets'
import { BENCH_PRODUCT_PAGE } from './routes'
import { startBenchServer } from './serve-build'
import { median, parseRunsArgument } from './stats'

/** DevTools' CPU throttling of a mid-range phone. */
const CPU_SLOWDOWN = 4
/** Event Timing's smallest reported duration: a shorter interaction reports nothing. */
const EVENT_TIMING_FLOOR_MS = 16
/** Time for the entries of an interaction to arrive after its next paint. */
const SETTLE_MS = 400
const LISTING = '/esportes/corrida'
const SEARCH_TERM = 'bola'

/** Collects the page's Event Timing entries of interactions (installed before any script of the page). */
const OBSERVER = `(() => {
  window.__interactions = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true })
})()`

type Interaction =
  | 'menu drawer'
  | 'search modal'
  | 'search typing'
  | 'listing facet'
  | 'product size'
  | 'add to cart'
  | 'cart quantity +'
  | 'checkout e-mail Continuar'
  | 'checkout profile Continuar'
  | 'checkout shipping Continuar'

/** A product of the embedded catalogue with sizes as buttons: the sizes of its first SKU's colour, every one in stock. */
function sizedProductPath(): { path: string; sizes: string[] } {
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

/** The longest entry since `from` (the interaction's), or the floor when Chromium reported none. */
async function measure(page: Page, action: () => Promise<void>): Promise<number> {
  const from = await page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length)
  await action()
  await page.waitForTimeout(SETTLE_MS)
  const durations = await page.evaluate(
    (start) => (window as unknown as { __interactions: Array<{ duration: number }> }).__interactions.slice(start).map((e) => e.duration),
    from,
  )
  return durations.length ? Math.max(...durations) : EVENT_TIMING_FLOOR_MS
}

async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
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

async function oneRun(browser: Browser, baseUrl: string, sized: { path: string; sizes: string[] }): Promise<Record<Interaction, number>> {
  const page = await openPage(browser, baseUrl)
  const figures = {} as Record<Interaction, number>
  try {
    await goto(page, '/')
    figures['menu drawer'] = await measure(page, async () => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByTestId('mobile-drawer').waitFor()
    })
    await page.keyboard.press('Escape')
    await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' }).catch(() => undefined)

    figures['search modal'] = await measure(page, async () => {
      await page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' }).click()
      await page.getByTestId('search-modal').waitFor()
    })
    const input = page.getByTestId('search-modal').getByRole('searchbox', { name: 'Buscar' })
    figures['search typing'] = await measure(page, async () => {
      await input.pressSequentially(SEARCH_TERM, { delay: 120 })
      await page.getByTestId('search-modal').locator('[data-product-image]').first().waitFor()
    })

    await goto(page, LISTING)
    await page.getByRole('button', { name: /^Filtrar/ }).click()
    const facet = page.locator('[data-testid^="facet-group-"]').getByRole('checkbox').first()
    await facet.waitFor()
    figures['listing facet'] = await measure(page, async () => {
      await facet.check()
      await page.waitForURL(/facets=/)
    })

    await goto(page, sized.path)
    const sizes = page.getByTestId('variation-Tamanho')
    const before = await page.getByTestId('product-page').getAttribute('data-sku-id')
    const pressed = await sizes.getByRole('button', { pressed: true }).textContent().catch(() => null)
    const size = [...sized.sizes].reverse().find((value) => value !== pressed?.trim()) ?? sized.sizes[1]
    figures['product size'] = await measure(page, async () => {
      await sizes.getByRole('button', { name: size, exact: true }).click()
      await page.waitForFunction((sku) => document.querySelector('[data-testid="product-page"]')?.getAttribute('data-sku-id') !== sku, before)
    })

    await goto(page, BENCH_PRODUCT_PAGE)
    figures['add to cart'] = await measure(page, async () => {
      await page.getByTestId('product-page').getByTestId('add-to-cart').click()
      await page.getByTestId('cart-feedback').waitFor()
    })

    await goto(page, '/checkout/cart')
    figures['cart quantity +'] = await measure(page, async () => {
      await page.getByTestId('cart-item').first().getByRole('button', { name: 'Aumentar quantidade' }).click()
      await page.waitForFunction(() => (document.querySelector('[data-testid="cart-item"] [data-testid="stepper-input"]') as HTMLInputElement | null)?.value === '2')
    })

    await goto(page, '/checkout')
    await page.getByTestId('profile-email-form').waitFor()
    await page.getByLabel('E-mail').fill(`inp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
    figures['checkout e-mail Continuar'] = await measure(page, async () => {
      await page.getByRole('button', { name: 'Continuar' }).click()
      await page.getByTestId('profile-form').waitFor()
    })
    const form = page.getByTestId('profile-form')
    await form.getByLabel('Nome', { exact: true }).fill('Joana')
    await form.getByLabel('Sobrenome').fill('Pereira')
    await form.getByLabel('CPF').fill('529.982.247-25')
    await form.getByLabel('Telefone').fill('11987654321')
    figures['checkout profile Continuar'] = await measure(page, async () => {
      await page.getByTestId('profile-submit').click()
      await page.waitForURL(/\/checkout\/shipping/)
    })
    await page.getByTestId('cep-form').waitFor()
    await page.getByLabel('CEP').fill('01310100')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    await page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input').click()
    await page.getByTestId('address-fields').getByLabel('Número').fill('1000')
    figures['checkout shipping Continuar'] = await measure(page, async () => {
      await page.getByTestId('shipping-submit').click()
      await page.getByTestId('payment-form').waitFor()
    })
  } finally {
    await page.context().close()
  }
  return figures
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  const { runs } = parseRunsArgument(process.argv.slice(2), 5)
  const budget = readBudgets().inp.interactionMs
  const sized = sizedProductPath()
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS })
  const samples: Array<Record<Interaction, number>> = []
  try {
    for (let run = 0; run < runs; run++) samples.push(await oneRun(browser, server.baseUrl, sized))
  } finally {
    await browser.close()
    await server.stop()
  }
  const format = (ms: number) => (ms <= EVENT_TIMING_FLOOR_MS ? `≤${EVENT_TIMING_FLOOR_MS}` : `${Math.round(ms)}`)
  let failures = 0
  const rows = (Object.keys(samples[0]) as Interaction[]).map((name) => {
    const values = samples.map((sample) => sample[name])
    const value = median(values)
    const ok = value <= budget
    if (!ok) failures++
    return { interaction: name, 'INP ms (median)': format(value), runs: values.map(format).join(' '), budget: ok ? `PASS (≤ ${budget})` : `FAIL (> ${budget})` }
  })
  console.log(`Interaction to next paint, phone profile (390 px, touch), CPU ${CPU_SLOWDOWN}× slower, median of ${runs} run(s)`)
  console.table(rows)
  console.log(failures ? `${failures} interaction(s) over budget` : 'all interactions within budget')
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
