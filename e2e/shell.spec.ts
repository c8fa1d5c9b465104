import { HYDRATED_ATTRIBUTE } from '../src/app/hydration-mark'
import { MENU_HOVER_DELAY_MS, MOBILE_PANEL_REMOVAL_MS, PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPING_MS_PER_CHAR, STRIPE_AUTOPLAY_MS } from '../src/config/constants'
import { PLACEHOLDER_PHRASES } from '../src/components/search/messages'
import { pauseClock, pauseRunningClock, runClockFor, TICK_MS, tickUntilSliderReady } from './support/clock'
import { expect, seriousA11yViolations, test, waitForHydration } from './support/fixtures'

const activeStripeMessage = '[aria-label="Mensagens promocionais"] [aria-roledescription="slide"][data-active="true"]'

test.describe('storefront shell', () => {
  test('the stripe moves to the next message every 5500 ms', async ({ page }) => {
    // On a paused clock (e2e/support/clock.ts): the period passes at once, counted from when the stripe's
    // slider started (at most TICK_MS before it is ready).
    await pauseClock(page)
    await page.goto('/')
    const active = page.locator(activeStripeMessage)
    await expect(active).toHaveCount(1)
    await tickUntilSliderReady(page, page.locator('section[aria-label="Mensagens promocionais"]'))
    const first = await active.innerText()
    // It does not rotate early, and rotates when the period is over.
    await runClockFor(page, STRIPE_AUTOPLAY_MS - 2 * TICK_MS)
    await expect(active).toHaveText(first)
    await runClockFor(page, 2 * TICK_MS)
    await expect(active).not.toHaveText(first)
  })

  test('header, club banner, search slot, cart badge and footer on the home page', async ({ page }) => {
    await page.goto('/')
    // Navigations resolve once the page is hydrated (e2e/support/fixtures.ts): the mark is there, the server's HTML has none.
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true')
    expect(await (await page.request.get('/')).text()).not.toContain(HYDRATED_ATTRIBUTE)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('link', { name: 'O Clube está de cara nova!' })).toHaveAttribute('href', '/clube')
    await expect(page.getByRole('search', { name: 'Buscar' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho vazio' })).toHaveAttribute('href', '/checkout/cart')
    await expect(page.getByRole('contentinfo')).toContainText('Sobre nós')
    for (const method of ['Visa', 'Mastercard', 'Elo', 'Diners', 'Amex', 'PayPal', 'Pix', 'Boleto']) {
      await expect(page.getByRole('img', { name: method, exact: true })).toBeAttached()
    }
  })

  test('the search slot submits to /pesquisa?q=', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on phones the search is a modal (e2e/search.spec.ts)')
    await page.goto('/')
    const box = page.getByRole('search', { name: 'Buscar' }).getByRole('searchbox', { name: 'Buscar' })
    await box.fill('tenis')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/pesquisa\/?\?q=tenis$/)
  })

  test('the search field types its example phrases: a character every 50 ms, 3000 ms on a whole phrase', async ({ page, isMobile }) => {
    await pauseClock(page)
    await page.goto('/')
    const field = page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' })
    const [first, next] = PLACEHOLDER_PHRASES
    // The server's first phrase stays at least a pause (counted from when the page's scripts started it).
    await expect(field).toHaveAttribute('placeholder', first)
    await runClockFor(page, PLACEHOLDER_PAUSE_MS - TICK_MS)
    await expect(field).toHaveAttribute('placeholder', first)
    // Then the next phrase is typed from nothing. Stepping a character's time at a time, each step shows one more.
    const deadline = Date.now() + 20_000
    while ((await field.getAttribute('placeholder')) !== '' && Date.now() < deadline) await runClockFor(page, PLACEHOLDER_TYPING_MS_PER_CHAR)
    await expect(field).toHaveAttribute('placeholder', '')
    for (let length = 1; length <= 3; length++) {
      await runClockFor(page, PLACEHOLDER_TYPING_MS_PER_CHAR)
      await expect(field).toHaveAttribute('placeholder', next.slice(0, length))
    }
    if (isMobile) {
      // The search modal's field, opened midway, shows the same text and types on with the header's.
      await field.click()
      const modalField = page.getByTestId('search-modal').getByRole('searchbox', { name: 'Buscar' })
      await expect(modalField).toHaveAttribute('placeholder', next.slice(0, 3))
      await runClockFor(page, PLACEHOLDER_TYPING_MS_PER_CHAR)
      await expect(modalField).toHaveAttribute('placeholder', next.slice(0, 4))
      // (The header's field is out of the accessibility tree while the modal is open.)
      await expect(page.getByTestId('search-form').locator('input[name="q"]')).toHaveAttribute('placeholder', next.slice(0, 4))
      return
    }
    // What the shopper types holds it where it is; an emptied field types on.
    await field.fill('bola')
    await runClockFor(page, 2 * PLACEHOLDER_PAUSE_MS)
    await expect(field).toHaveAttribute('placeholder', next.slice(0, 3))
    await field.fill('')
    for (let length = 4; length <= next.length; length++) {
      await runClockFor(page, PLACEHOLDER_TYPING_MS_PER_CHAR)
      await expect(field).toHaveAttribute('placeholder', next.slice(0, length))
    }
    // The whole phrase stays 3000 ms, then the one after it starts.
    await runClockFor(page, PLACEHOLDER_PAUSE_MS - PLACEHOLDER_TYPING_MS_PER_CHAR)
    await expect(field).toHaveAttribute('placeholder', next)
    await runClockFor(page, PLACEHOLDER_TYPING_MS_PER_CHAR)
    await expect(field).toHaveAttribute('placeholder', '')
  })

  test('header and footer are hidden on checkout and in app mode', async ({ page }) => {
    await page.goto('/checkout/cart')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByTestId('footer')).toHaveCount(0)
    await page.goto('/?mode=app')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByTestId('footer')).toHaveCount(0)
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0)
  })

  test('account pages use the account footer', async ({ page }) => {
    await page.goto('/account')
    const footer = page.getByTestId('account-footer')
    await expect(footer).toContainText('Ficou com alguma dúvida?')
    await expect(footer.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/atendimento')
    await expect(footer).toContainText('Transação segura / Contra fraudes')
    await expect(page.getByTestId('footer')).toHaveCount(0)
  })

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})

test.describe('desktop menu', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop menu')

  test('a dropdown opens after 300 ms of hover with an overlay and closes on mouse leave', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const nav = page.getByRole('navigation', { name: 'Departamentos' })
    const item = nav.locator('li', { has: page.getByRole('link', { name: 'Feminino', exact: true }) }).first()
    const dropdown = item.getByTestId('menu-dropdown')
    await expect(dropdown).toBeHidden()
    const hoveredAt = Date.now()
    await item.getByRole('link', { name: 'Feminino', exact: true }).hover()
    await expect(dropdown).toBeVisible()
    expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(MENU_HOVER_DELAY_MS - 20)
    await expect(page.getByTestId('menu-overlay')).toBeVisible()
    await expect(dropdown.getByText('Conteúdo não cadastrado como listagem simples')).toBeVisible()
    await expect(dropdown.getByRole('link', { name: /^Ver tudo de Feminino$/ })).toBeVisible()
    await page.mouse.move(683, 700)
    await expect(dropdown).toBeHidden()
    await expect(page.getByTestId('menu-overlay')).toHaveCount(0)
  })

  test('the first department has its icon; Liquidação is in the error colour and searches liquidacao', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Departamentos' })
    await expect(nav.getByRole('link', { name: 'Esportes', exact: true }).locator('img')).toBeVisible()
    const sale = nav.getByRole('link', { name: 'Liquidação', exact: true })
    await expect(sale).toHaveAttribute('href', '/pesquisa?q=liquidacao')
    await expect(sale).toHaveCSS('color', 'rgb(196, 22, 28)')
  })

  test('keyboard users open a dropdown with its toggle and close it with Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Subcategorias de Masculino' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('mobile navigation', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile navigation')

  test('the bottom bar has Início, Explorar, cart, Lojas and Menu', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByTestId('bottom-bar')
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/')
    await expect(bar.getByRole('button', { name: 'Explorar' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Carrinho vazio' })).toHaveAttribute('href', '/checkout/cart')
    await expect(bar.getByRole('link', { name: 'Lojas' })).toHaveAttribute('href', '/lojas')
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Departamentos' })).toBeHidden()
  })

  test('the drawer opens nested department panels and removes a closed panel after 4 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    // The clock runs in real time until paused below, so the page hydrates as usual (an installed clock stops the fixture's own wait).
    await waitForHydration(page)
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Entre ou cadastre-se' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Esportes' }).click()
    const panel = page.getByTestId('department-panel')
    await expect(panel).toHaveAttribute('data-panel-state', 'open')
    await expect(panel.getByRole('heading', { name: 'Navegue por Esportes' })).toBeVisible()
    // From here only the test moves the page's clock: on a loaded machine the real time between the press and
    // the first check used to count too, and the panel went before it was looked for.
    await pauseRunningClock(page)
    await panel.getByRole('button', { name: 'Voltar' }).click()
    await expect(panel).toHaveAttribute('data-panel-state', 'closing')
    await expect(panel).toBeAttached()
    // Not removed a moment early, removed when MOBILE_PANEL_REMOVAL_MS have passed.
    await runClockFor(page, MOBILE_PANEL_REMOVAL_MS - 1)
    await expect(panel).toBeAttached()
    await runClockFor(page, 1)
    await expect(page.getByTestId('department-panel')).toHaveCount(0)
    await page.clock.resume()
    await expect(drawer.getByRole('heading', { name: 'Acesso Rápido' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Fechar menu' }).click()
    await expect(drawer).toBeHidden()
  })

  test('Explorar opens the drawer on the first department', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Explorar' }).click()
    await expect(page.getByTestId('department-panel').getByRole('heading', { name: 'Esportes', exact: true })).toBeVisible()
  })

  test('footer columns expand on mobile', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const help = footer.getByRole('button', { name: 'Ajuda' })
    await expect(help).toHaveAttribute('aria-expanded', 'false')
    await expect(footer.getByRole('link', { name: 'Guia de tamanhos' })).toBeHidden()
    await help.click()
    await expect(help).toHaveAttribute('aria-expanded', 'true')
    await expect(footer.getByRole('link', { name: 'Guia de tamanhos' })).toBeVisible()
  })
})
