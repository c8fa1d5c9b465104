import type { Locator, Page } from '@playwright/test'
import { HELP_MODAL_WIDE_WIDTH_PX, HELP_MODAL_WIDTH_PX, MODAL_DEFAULT_WIDTH_PX } from '../src/config/constants'
import { testCatalogue } from '../src/test-support/catalogue'
import { addBallToCart, BALL_ID, openProduct, pathOf, productById } from './product-support'
import { expect, seriousA11yViolations, test } from './support/fixtures'

/**
 * Every modal, side modal and the mobile drawer is a native <dialog> opened
 * with showModal(): while it is open the rest of the
 * page is inert and out of the accessibility tree (the header's own controls
 * are not found by a role query), Tab stays inside, Escape closes it, focus
 * returns to what opened it, and axe finds nothing serious.
 */
const DEMO = { email: 'ana.souza@example.com', password: 'arena123' }

test.beforeEach(async ({ context, baseURL }) => {
  // Many key presses and an axe run per dialog: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    { name: 'refuseApp', value: 'true', url: baseURL! },
  ])
})

/** The header's own control, found the way assistive technology finds it (a role query). */
const headerLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Entrar ou cadastrar-se' })

/** Tab and Shift+Tab, many times over: focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  expect(await inside()).toBe(true)
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    expect(await inside(), `after ${i + 1} Tab`).toBe(true)
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside(), `after ${i + 1} Shift+Tab`).toBe(true)
  }
}

/** What every open modal dialog must hold; closes it with Escape and checks the page is back. */
async function checkModal(page: Page, dialog: Locator, opener: Locator | null, { backgroundControl = headerLogin(page) } = {}) {
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true)
  await expect(backgroundControl).toHaveCount(0)
  await expectFocusTrapped(page, dialog)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(backgroundControl).toHaveCount(1)
  if (opener) await expect(opener).toBeFocused()
}

test.describe('dialogs', () => {
  test('the CEP modal (default 485 px): background inert, focus kept, Escape, outside click', async ({ page, isMobile }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const opener = page.getByRole('button', { name: /Informe seu CEP/ }).filter({ visible: true }).first()
    await opener.click()
    const dialog = page.getByTestId('cep-modal')
    await expect(dialog).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(Math.round(box.width)).toBe(isMobile ? 390 - 32 : MODAL_DEFAULT_WIDTH_PX)
    await checkModal(page, dialog, opener)
    // A press outside (on the backdrop) closes it too.
    await opener.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
  })

  test('the cart feedback side modal', async ({ page }) => {
    await addBallToCart(page)
    const dialog = page.getByTestId('cart-feedback')
    await checkModal(page, dialog, page.getByTestId('add-to-cart'))
  })

  test('quick-add (90dvh) and the size guide (90vh)', async ({ page, request }) => {
    const response = await request.get(`/api/_v3/api/intelligent-search/pages/recommendations?name=product&productId=${BALL_ID}`)
    const showcases = (await response.json()) as Array<{ showcase: { feature: string }; products: Array<{ productId: string; items: unknown[] }> }>
    const several = showcases.find((s) => s.showcase.feature === 'SimilarProducts')!.products.find((p) => p.items.length > 1)
    test.skip(!several, 'no product with several SKUs on the shelf')
    await openProduct(page, productById(BALL_ID))
    const opener = page.getByTestId('similar-products').locator(`[data-product-id="${several!.productId}"]`).getByTestId('quick-add')
    await opener.scrollIntoViewIfNeeded()
    await opener.click()
    const quickAdd = page.getByTestId('quick-add-modal')
    await expect(quickAdd).toBeVisible()
    const viewport = page.viewportSize()!
    expect(Math.round((await quickAdd.boundingBox())!.height)).toBe(Math.round(viewport.height * 0.9))
    await checkModal(page, quickAdd, opener)

    const sized = testCatalogue().products.find((p) => p.sizeGuide && !p.isKit && p.skus.some((s) => s.variations.Tamanho) && p.skus.every((s) => s.offers.some((o) => o.stock > 0)))!
    await page.goto(pathOf(sized))
    await page.getByTestId('product-page').waitFor()
    await page.waitForLoadState('networkidle')
    const guideOpener = page.getByTestId('size-guide-link')
    await guideOpener.click()
    const guide = page.getByTestId('size-guide')
    await expect(guide).toBeVisible()
    expect(Math.round((await guide.boundingBox())!.height)).toBe(Math.round(viewport.height * 0.9))
    await checkModal(page, guide, guideOpener)
  })

  test('the gift card confirm', async ({ page }) => {
    await addBallToCart(page)
    await page.keyboard.press('Escape')
    await page.goto('/cartao-presente/p')
    await page.waitForLoadState('networkidle')
    const form = page.getByTestId('gift-card-form')
    await form.getByLabel('Nome de quem vai receber').fill('Ana')
    await form.getByLabel('E-mail de quem vai receber').fill('ana@example.com')
    await page.getByTestId('add-to-cart').click()
    await checkModal(page, page.getByTestId('gift-card-confirm'), page.getByTestId('add-to-cart'))
  })

  test.describe('on phones', () => {
    test.skip(({ isMobile }) => !isMobile, 'the search modal and the drawer are the phone layout’s')

    test('the search modal hides the header’s own Limpar until it closes', async ({ page }) => {
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const headerField = page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' })
      await headerField.click()
      const modal = page.getByTestId('search-modal')
      await expect(modal).toBeVisible()
      await modal.getByRole('searchbox', { name: 'Buscar' }).fill('bo')
      await expect(modal.getByRole('button', { name: 'Limpar' }).first()).toBeVisible()
      const headerClear = page.getByTestId('search-form').getByRole('button', { name: 'Limpar' })
      await expect(headerClear).toHaveCount(0)
      await checkModal(page, modal, headerField)
      await expect(headerClear).toHaveCount(1)
    })

    test('the menu drawer, and the help modal over it (343 px)', async ({ page }) => {
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const opener = page.getByRole('banner').getByRole('button', { name: 'Abrir menu' })
      await opener.click()
      const drawer = page.getByTestId('mobile-drawer')
      await expect(drawer.getByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible()
      await checkModal(page, drawer, opener)

      // Logged in: Minha conta → Preciso de ajuda opens the help modal over the drawer.
      await page.request.get('/api/health')
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
      expect((await page.request.post('/api/login', { data: DEMO, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })).status()).toBe(200)
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      await opener.click()
      await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Minha conta' }).click()
      const helpOpener = page.getByTestId('mobile-drawer').getByRole('button', { name: 'Preciso de ajuda' })
      await helpOpener.click()
      const help = page.getByTestId('help-modal')
      await expect(help).toBeVisible()
      expect(Math.round((await help.boundingBox())!.width)).toBe(HELP_MODAL_WIDTH_PX)
      // The drawer under it is inert too: its own controls come back when the help modal closes.
      await checkModal(page, help, helpOpener, { backgroundControl: page.getByTestId('mobile-drawer').getByRole('button', { name: 'Voltar' }) })
      await expect(page.getByTestId('mobile-drawer')).toBeVisible()
    })
  })

  test('the help modal is 375 px wide on wider screens', async ({ page, isMobile }) => {
    test.skip(isMobile, 'wide screens')
    await page.setViewportSize({ width: 800, height: 900 })
    await page.request.get('/api/health')
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
    expect((await page.request.post('/api/login', { data: DEMO, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })).status()).toBe(200)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Minha conta' }).click()
    await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Preciso de ajuda' }).click()
    const help = page.getByTestId('help-modal')
    await expect(help).toBeVisible()
    expect(Math.round((await help.boundingBox())!.width)).toBe(HELP_MODAL_WIDE_WIDTH_PX)
    await page.keyboard.press('Escape')
    await expect(help).toHaveCount(0)
    await expect(page.getByTestId('mobile-drawer')).toBeVisible()
  })
})
