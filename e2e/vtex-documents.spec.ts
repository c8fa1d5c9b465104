import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { MOBILE_BREAKPOINT_PX } from '../src/config/constants'
import { FAKE_CATALOGUE_PATH, FAKE_REPORT_PATH, FAKE_VTEX_ACCOUNT } from '../src/server/test-support/fake-vtex-platform/constants'
import { expect, seriousA11yViolations, test } from './support/fixtures'
import { VALID_CPF } from './checkout-support'
import { fakeVtexOrigin } from './support/vtex'

/**
 * The store in VTEX mode (COMMERCE_BACKEND=vtex), built and served over a fake
 * account made from VTEX's own documents (scripts/fake-vtex.ts, started by
 * playwright.config.ts when E2E_VTEX=1; the build is the VTEX build check's,
 * E2E_VTEX_BUILD_DIR): the home, a product page, /pesquisa rendered and
 * hydrated with a sort and a facet, adding to the cart, freight, and a placed
 * order — in Chromium, with no CSP violation, no page error, no server error,
 * and every call the platform got one its documents allow.
 *
 * The account's pictures (https://{account}.vtexassets.com, *.vteximg.com.br)
 * are answered by the test once the page's CSP let them through (nothing
 * leaves the machine). Screenshots of each step go to reports/vtex-screens/.
 */

const FAKE_ORIGIN = fakeVtexOrigin()
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < MOBILE_BREAKPOINT_PX
const SCREENS = path.resolve(__dirname, '../reports/vtex-screens')
const LOAD_FAILURE = 'Não foi possível carregar os produtos'
/** A square picture in the theme's blue, as the account's image host would send a product photo. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#3643ba"/></svg>'

interface FakeProductSummary {
  productId: string
  productName: string
  linkText: string
  available: boolean
  skuIds: string[]
  categorySlugs: string[]
  pictured: boolean
}

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** What the platform saw: the calls its documents refuse, and the fake's answers outside them. */
async function platformReport(request: APIRequestContext): Promise<{ refused: unknown[]; answerFaults: unknown[] }> {
  return (await (await request.get(`${FAKE_ORIGIN}${FAKE_REPORT_PATH}`)).json()) as { refused: unknown[]; answerFaults: unknown[] }
}

async function catalogue(request: APIRequestContext): Promise<FakeProductSummary[]> {
  return (await (await request.get(`${FAKE_ORIGIN}${FAKE_CATALOGUE_PATH}`)).json()) as FakeProductSummary[]
}

async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENS, `${test.info().project.name}-${name}.png`), fullPage: false })
}

/** Every server error the pages met (their own answers and their calls). */
function watchServerErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

async function answerAccountPictures(context: BrowserContext): Promise<string[]> {
  const asked: string[] = []
  await context.route(/^https:\/\/[a-z0-9-]+\.(vtexassets\.com|vteximg\.com\.br)\//, (route) => {
    asked.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE })
  })
  return asked
}

/** Opens a product of the account with stock and adds it to the cart (a size first, when it has several). */
async function addToCart(page: Page, product: FakeProductSummary): Promise<void> {
  await page.goto(`/${product.linkText}/p`)
  await page.getByTestId('product-page').waitFor()
  await page.waitForLoadState('networkidle')
  const add = page.getByTestId('add-to-cart')
  if (await add.isDisabled()) {
    // A size to choose first: the first one in stock.
    const sizes = page.getByTestId('product-page').getByRole('button', { name: /^(P|M|G|GG)\b/ })
    const count = await sizes.count()
    for (let i = 0; i < count && (await add.isDisabled()); i++) if (await sizes.nth(i).isEnabled()) await sizes.nth(i).click()
  }
  await add.click()
  await page.getByTestId('cart-feedback').waitFor()
}

test.describe('VTEX mode over an account made from VTEX’s documents @vtex', () => {
  test.describe.configure({ timeout: 120_000 })
  let serverErrors: string[]
  let pictures: string[]

  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    ])
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    serverErrors = watchServerErrors(page)
    pictures = await answerAccountPictures(context)
  })

  test.afterEach(async ({ page, request, consoleErrors }) => {
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([])
    expect(serverErrors).toEqual([])
    // Calls outside VTEX's documents (the session, recommendations, search events) answer 404 and are logged, not shown.
    expect(consoleErrors.list.filter((error) => !/404|recommendations failed/.test(error))).toEqual([])
    const report = await platformReport(request)
    expect(report.refused).toEqual([])
    expect(report.answerFaults).toEqual([])
  })

  test('home, a product page with the account’s pictures, freight, and adding to the cart', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.locator('main')).toBeVisible()
    await screenshot(page, 'home')

    // A product on sale whose SKUs have pictures (the document allows a SKU without any).
    const product = (await catalogue(request)).find((candidate) => candidate.available && candidate.pictured)!
    await page.goto(`/${product.linkText}/p`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName)
    const image = page.getByTestId('product-main-image')
    await expect(image).toHaveAttribute('src', new RegExp(`^https://${FAKE_VTEX_ACCOUNT}\\.vtexassets\\.com/arquivos/ids/\\d+-600-600/`))
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(pictures.length).toBeGreaterThan(0)
    expect(await seriousA11yViolations(page)).toEqual([])

    const freight = page.getByTestId('freight-simulation')
    await freight.getByLabel('CEP').fill('01310100')
    await freight.getByRole('button', { name: 'Calcular' }).click()
    await expect(freight.getByTestId('delivery-type').first()).toBeVisible()
    await expect(freight).toContainText('Normal')
    await screenshot(page, 'product-freight')

    await addToCart(page, product)
    await screenshot(page, 'cart-feedback')
    await page.goto('/checkout/cart')
    await expect(page.getByText(product.productName).first()).toBeVisible()
    await screenshot(page, 'cart')
  })

  test('/pesquisa rendered by the server and hydrated, sorted and filtered by the platform', async ({ page, request }) => {
    const products = await catalogue(request)
    const term = products.find((candidate) => candidate.available)!.productName.split(' ')[0]
    await page.goto(`/pesquisa?q=${encodeURIComponent(term)}`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByText(LOAD_FAILURE)).toHaveCount(0)
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ produto/)
    await screenshot(page, 'search')

    // Hydrated: the sort menu works, and the platform sorts (price:asc).
    await page.getByTestId('sort-select').selectOption('price_asc')
    await expect(page).toHaveURL(/sort=price_asc/)
    const prices = () => page.getByTestId('product-price').evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-price'))))
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(0)

    // A facet the platform answered (its /facets, merged by the adapter) narrows the results.
    await page.goto(`/pesquisa?q=${encodeURIComponent(term)}`)
    if (isMobile(page)) await page.getByRole('button', { name: /^Filtrar/ }).click()
    const department = page.getByTestId('facet-group-category-1').getByRole('checkbox').first()
    await department.check()
    await expect(page).toHaveURL(/facets=category-1/)
    if (isMobile(page)) await page.getByRole('button', { name: /^Ver / }).click()
    await expect(page.getByTestId('selected-filters').getByRole('button', { name: /^Remover filtro/ })).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByText(LOAD_FAILURE)).toHaveCount(0)
    await screenshot(page, 'search-filtered')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('a guest places an order paid by boleto', async ({ page, request }) => {
    const product = (await catalogue(request)).find((candidate) => candidate.available)!
    await addToCart(page, product)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/checkout\/profile/)
    await page.getByLabel('E-mail').fill(`vtex-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const form = page.getByTestId('profile-form')
    await form.getByLabel('Nome', { exact: true }).fill('Joana')
    await form.getByLabel('Sobrenome').fill('Pereira')
    await form.getByLabel('CPF').fill(VALID_CPF)
    await form.getByLabel('Telefone').fill('11987654321')
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)

    await page.getByTestId('cep-form').waitFor()
    await page.getByLabel('CEP').fill('01310100')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    const option = page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first()
    await expect(option).toBeVisible()
    await option.locator('input').click()
    await expect(option.locator('input')).toBeChecked()
    // The platform's address of the CEP is whatever its document allows: the shopper completes it.
    const fields = page.getByTestId('address-fields')
    for (const [label, value] of [['Rua', 'Avenida Paulista'], ['Número', '1000'], ['Bairro', 'Bela Vista'], ['Cidade', 'São Paulo']] as const) {
      const field = fields.getByLabel(label, { exact: true })
      if ((await field.count()) && (await field.isEditable())) await field.fill(value)
    }
    // The state is the CEP's when the platform's look-up names one (the field is then fixed).
    const state = fields.getByLabel('Estado')
    if (await state.isEnabled()) await state.selectOption('SP')
    await screenshot(page, 'shipping')
    await page.getByTestId('shipping-submit').click()
    await expect(page).toHaveURL(/\/checkout\/payment/)

    const boleto = page.getByTestId('payment-methods').getByLabel('Boleto bancário')
    await boleto.click()
    await expect(boleto).toBeChecked()
    await screenshot(page, 'payment')
    await page.getByTestId('place-order').click()
    await expect(page).toHaveURL(/\/checkout\/orderPlaced\?og=/)
    await page.getByTestId('order-placed').waitFor()
    await expect(page.getByTestId('order-number')).not.toBeEmpty()
    await expect(page.getByText('Juros do parcelamento')).toHaveCount(0)
    await screenshot(page, 'order-placed')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
